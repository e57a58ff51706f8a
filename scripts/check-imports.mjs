// The import boundaries of CONTRIBUTING.md ("Imports flow one way") that Biome's rules cannot say, checked on every `npm run lint`.
// Biome (biome.json) holds the rest: noRestrictedImports per folder (contracts import no app; web
// components/ and lib/ import no feature and no app/, features no app/; server lib/ no module,
// integrations/ no module and no db/, none of them app.ts; a module imports no routes file but its
// own) and noImportCycles. Its patterns see an import's text, not the folder it belongs to, so the
// rules that depend on whose folder a file is in stay here:
// - web: a feature never imports another feature (`../billing/…` from features/auth/ at any depth);
// - server: a module reads and writes only its own tables: outside tests, modules/<area>/ imports
//   no db/schema file but db/schema/<area>.ts (another module's data goes through that module);
// - server: a module reaches another through that module's public files only: its `*.service.ts`
//   files and those PUBLIC lists below, each with what it is for (a stale entry fails too);
// - server: blogs and social networks are reached through their ports; only
//   integrations/registry.ts imports an adapter (integrations/wordpress/, integrations/pinterest/);
// - the offline writer (packages/offline-writer) is a dev dependency the server loads lazily: outside
//   tests, the server names it in integrations/ai/offline.ts only, and the writer reads the server
//   through modules/generation/content/writing.ts only (what it leans on is one list).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry)) yield full;
  }
}

/** Relative imports of a file (`import … from`, `export … from`, bare `import '…'`, lazy `import()`). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g),
  ]
    .map((m) => m[1] ?? m[2])
    .filter((spec) => spec?.startsWith('.'))
    .map((spec) => path.relative(root, path.resolve(path.dirname(file), spec)));
}

/** The first folder of `file` under `dir`: its feature or module. */
const areaOf = (dir, file) => path.relative(dir, file).split(path.sep)[0];

const problems = [];

const featuresDir = path.join(root, 'apps/web/src/features');
for (const file of sourceFiles(featuresDir)) {
  const own = areaOf(featuresDir, file);
  for (const target of importsOf(file)) {
    const match = /^apps\/web\/src\/features\/([^/]+)\//.exec(target);
    if (match && match[1] !== own) {
      problems.push(
        `${path.relative(root, file)} imports ${target} (a feature never imports another feature)`,
      );
    }
  }
}

const modulesDir = path.join(root, 'apps/server/src/modules');
for (const file of sourceFiles(modulesDir)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const own = areaOf(modulesDir, file);
  for (const target of importsOf(file)) {
    const schema = /^apps\/server\/src\/db\/schema(?:\/([^/]+)\.ts|\.ts)?$/.exec(target);
    if (schema && schema[1] !== own) {
      problems.push(
        `${path.relative(root, file)} imports ${target} (a module reads and writes only db/schema/${own}.ts)`,
      );
    }
  }
}

/** The files of a module that other modules may import besides its `*.service.ts`, and why. */
const PUBLIC = {
  auth: { 'authenticate.ts': 'the session guard of routes outside auth (support)' },
  billing: { 'payment-of-ledger-entry.ts': 'the payment behind a credit entry, for the credit history' },
  campaigns: {
    'campaign.presenter.ts': "a campaign's row and how the API shows it, for its runs' answers",
    'product-titles.ts': "a product's title as the campaign keeps it, from what its runs read",
  },
  pinterest: { 'pinterest-connection.ts': "the account's Pinterest connection and token" },
  platforms: {
    'amazon-tag.ts': "the account's tag in a store",
    'creators-credentials.ts': "the account's Creators API credentials, for a run's products",
    'wordpress-connection.ts': "the account's blog and its credentials",
  },
  'rate-limits': { 'rate-store.ts': 'the shared rate-limit counters' },
  runs: {
    'fetch-pin-results.ts': "when a run's pins' results are first read, asked when it pins",
    'pin-results.ts': 'the pins results that steer the next subject',
    'run.presenter.ts': "how a run's review is presented",
    'run-of-ledger-entry.ts': 'the run behind a credit entry, for the credit history',
  },
  users: {
    'user.presenter.ts': 'the signed-in user as the API shows it',
    'users.queries.ts': 'the users table, which only users writes: accounts by id and email',
  },
};
const publicUsed = new Set();
for (const file of sourceFiles(modulesDir)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const own = areaOf(modulesDir, file);
  for (const target of importsOf(file)) {
    const match = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(target);
    if (!match || match[1] === own) continue;
    const [, area, rest] = match;
    if (/(^|\/)[^/]+\.service\.ts$/.test(rest)) continue;
    if (PUBLIC[area]?.[rest]) {
      publicUsed.add(`${area}/${rest}`);
      continue;
    }
    problems.push(
      `${path.relative(root, file)} imports ${target} (another module's file: its *.service.ts, or one of its PUBLIC files in scripts/check-imports.mjs)`,
    );
  }
}
for (const [area, files] of Object.entries(PUBLIC))
  for (const file of Object.keys(files))
    if (!publicUsed.has(`${area}/${file}`))
      problems.push(`modules/${area}/${file} is listed PUBLIC but no other module imports it: take it off`);

// Blogs and social networks are reached through their ports (integrations/blog/blog-publisher.ts,
// integrations/social/social-publisher.ts): outside tests, only the registry names an adapter.
const adaptersOfPorts = [
  /^apps\/server\/src\/integrations\/wordpress\//,
  /^apps\/server\/src\/integrations\/pinterest\//,
];
const registry = path.join(root, 'apps/server/src/integrations/registry.ts');
for (const file of sourceFiles(path.join(root, 'apps/server/src'))) {
  if (/\.test\.tsx?$/.test(file) || file === registry || file.includes(`${path.sep}test${path.sep}`))
    continue;
  if (/[\\/]integrations[\\/](wordpress|pinterest)[\\/]/.test(file)) continue;
  for (const target of importsOf(file))
    if (adaptersOfPorts.some((adapter) => adapter.test(target)))
      problems.push(
        `${path.relative(root, file)} imports ${target} (blogs and networks are reached through their ports, integrations/blog/ and integrations/social/; only integrations/registry.ts names an adapter)`,
      );
}

/** Package imports of a file (`@aa/…`), static or lazy. */
function packageImportsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](@aa\/[^'"]+)['"]/g)].map((m) => m[1]);
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

const serverDir = path.join(root, 'apps/server/src');
const offlineLoader = path.join(serverDir, 'integrations/ai/offline.ts');
for (const file of sourceFiles(serverDir)) {
  if (isTest(file) || file === offlineLoader) continue;
  for (const target of packageImportsOf(file)) {
    if (target.startsWith('@aa/offline-writer')) {
      problems.push(
        `${path.relative(root, file)} imports ${target} (the server loads the offline writer in integrations/ai/offline.ts only)`,
      );
    }
  }
}

const writerDir = path.join(root, 'packages/offline-writer/src');
for (const file of sourceFiles(writerDir)) {
  if (isTest(file)) continue;
  for (const target of packageImportsOf(file)) {
    if (target.startsWith('@aa/server') && target !== '@aa/server/modules/generation/content/writing') {
      problems.push(
        `${path.relative(root, file)} imports ${target} (the offline writer reads the server through modules/generation/content/writing.ts only)`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
