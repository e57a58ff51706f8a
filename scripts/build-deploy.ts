/**
 * The production build (`npm run build:deploy`, after `npm run build`): writes dist/, a folder that
 * holds only what production runs, laid out as the repository is so that every relative path holds:
 *
 *   dist/package.json             workspaces packages/contracts and apps/server; start: exec node apps/server/src/main.ts
 *   dist/package-lock.json        the repository's lockfile pruned to those two: the same versions, tested
 *   dist/packages/contracts/      package.json and src/ (no tests)
 *   dist/apps/server/             package.json (its dependencies only) and src/ (no tests, no src/test/)
 *   dist/apps/web/dist/           the built web app
 *
 *   dist/.npmrc                   engine-strict: npm ci refuses a Node other than engines' 24
 *
 * Deploy it with `npm ci --omit=dev` (no dev dependencies: no sandboxes, no test tools, no tsx) and
 * start it with `NODE_ENV=production npm start` on Node 24, which runs the TypeScript itself (type
 * stripping; the workspaces are symlinks out of node_modules, where stripping applies). The sandboxes
 * (apps/sandbox) are apps/server's dev dependency: the folder has none of them. Node itself comes
 * from the host (an image such as node:24.21.0-bookworm-slim): the repository's `node` package is a
 * dev dependency, so the folder does not carry a 120 MB binary nor run its install script.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(root, process.argv[2] ?? 'dist');

interface PackageJson {
  name: string;
  version: string;
  type?: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Lockfile {
  packages: Record<string, { version?: string }>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
const writeJson = (file: string, value: unknown) => {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), `${JSON.stringify(value, null, 2)}\n`);
};

function fail(message: string): never {
  console.error(`build:deploy: ${message}`);
  process.exit(1);
}

/** Copies a source folder without its tests and test helpers. */
function copySource(from: string) {
  cpSync(path.join(root, from), path.join(out, from), {
    recursive: true,
    filter: (file) => !/\.test\.ts$/.test(file) && path.basename(file) !== 'test',
  });
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html')))
  fail('apps/web/dist is not built: run npm run build');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const rootPackage = readJson<PackageJson>('package.json');
const server = readJson<PackageJson>('apps/server/package.json');
const contracts = readJson<PackageJson>('packages/contracts/package.json');

// The server knows it runs from a production install: started without NODE_ENV=production, it
// refuses to serve the dev mailbox or a sandbox unless DEMO=true (apps/server/src/config.ts).
mkdirSync(path.join(out, 'apps/server'), { recursive: true });
writeFileSync(
  path.join(out, 'apps/server/DEPLOYMENT'),
  'A production install (npm run build:deploy): start it with NODE_ENV=production.\n',
);

writeJson('package.json', {
  name: rootPackage.name,
  version: rootPackage.version,
  private: true,
  type: 'module',
  engines: rootPackage.engines,
  workspaces: ['packages/contracts', 'apps/server'],
  // exec: the signal npm forwards reaches the server itself (no shell in between).
  scripts: {
    start: 'exec node apps/server/src/main.ts',
    'images:to-s3': 'node apps/server/src/images-to-s3.ts',
  },
});
// Production dependencies only: the sandboxes and test tools are apps/server's devDependencies.
writeJson('apps/server/package.json', {
  name: server.name,
  version: server.version,
  private: true,
  type: server.type,
  dependencies: server.dependencies,
});
writeJson('packages/contracts/package.json', contracts);
copySource('apps/server/src');
copySource('packages/contracts/src');
cpSync(path.join(root, 'apps/web/dist'), path.join(out, 'apps/web/dist'), { recursive: true });
for (const file of ['.nvmrc', '.env.example']) copyFileSync(path.join(root, file), path.join(out, file));

// The repository's lockfile, pruned by npm to what the folder's package.json files need: no package
// changes version or place (checked below), so production runs the dependency tree the tests ran.
copyFileSync(path.join(root, 'package-lock.json'), path.join(out, 'package-lock.json'));
const npm = spawnSync(
  'npm',
  ['install', '--package-lock-only', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
  { cwd: out, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (npm.status !== 0) fail('npm could not prune the lockfile');

const repoLock = readJson<Lockfile>('package-lock.json').packages;
const lock = (JSON.parse(readFileSync(path.join(out, 'package-lock.json'), 'utf8')) as Lockfile).packages;
for (const [place, entry] of Object.entries(lock)) {
  if (place === '') continue;
  if (repoLock[place]?.version !== entry.version) {
    fail(
      `${place} is ${entry.version} in dist's lockfile but ${repoLock[place]?.version} in the repository's`,
    );
  }
  if (/(^|\/)(apps\/sandbox|apps\/web|@aa\/sandbox|oidc-provider|koa)$/.test(place)) {
    fail(`${place} is in dist's lockfile: production must not install it`);
  }
}

// From now on npm ci on another Node than engines' (24) stops there, instead of a start that cannot read .ts.
writeFileSync(path.join(out, '.npmrc'), 'engine-strict=true\n');

const count = Object.keys(lock).filter((place) => place.includes('node_modules/')).length;
console.log(
  `build:deploy: ${path.relative(root, out)}/ written (${count} packages in its lockfile); deploy it with ` +
    '`npm ci --omit=dev`, start it with `NODE_ENV=production npm start` on Node 24',
);
