// Import boundaries of STYLE.md §2 and DESIGN §3, checked on every `npm run lint`:
// - packages/contracts imports no app;
// - web: components/ and lib/ import no feature and no app/; a feature never imports another feature;
// - server: lib/ and integrations/ import no module (they know nothing of our tables and rules);
// - server: a module reads and writes only its own tables (db/schema/<module>.ts), and another
//   module's data only through that module's files; no module imports another module's routes;
// - nowhere an import cycle (type-only imports count: they tie files together all the same).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const rules = [
  { from: 'packages/contracts/src', forbid: [/^apps\//], why: 'contracts import no app' },
  {
    from: 'apps/web/src/components',
    forbid: [/^apps\/web\/src\/(features|app)\//],
    why: 'components are below features',
  },
  { from: 'apps/web/src/lib', forbid: [/^apps\/web\/src\/(features|app)\//], why: 'lib is below features' },
  { from: 'apps/server/src/lib', forbid: [/^apps\/server\/src\/modules\//], why: 'lib knows no module' },
  {
    from: 'apps/server/src/integrations',
    forbid: [/^apps\/server\/src\/(modules|db)\//],
    why: 'integrations know none of our tables',
  },
];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry)) yield full;
  }
}

/** Relative imports of a file; `staticOnly` leaves out lazy `import()` (no cycle at load time). */
function importsOf(file, { staticOnly = false } = {}) {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
    .map((m) => (staticOnly ? m[1] : (m[1] ?? m[2])))
    .filter((spec) => spec?.startsWith('.'))
    .map((spec) => path.relative(root, path.resolve(path.dirname(file), spec)));
}

const problems = [];
for (const rule of rules) {
  for (const file of sourceFiles(path.join(root, rule.from))) {
    for (const target of importsOf(file)) {
      if (rule.forbid.some((pattern) => pattern.test(target))) {
        problems.push(`${path.relative(root, file)} imports ${target} (${rule.why})`);
      }
    }
  }
}

const featuresDir = path.join(root, 'apps/web/src/features');
for (const file of sourceFiles(featuresDir)) {
  const own = path.relative(featuresDir, file).split(path.sep)[0];
  for (const target of importsOf(file)) {
    const match = /^apps\/web\/src\/features\/([^/]+)\//.exec(target);
    if (match && match[1] !== own) {
      problems.push(
        `${path.relative(root, file)} imports ${target} (a feature never imports another feature)`,
      );
    }
  }
}

// Tables owned by modules: outside tests, a module imports only its own schema file.
const modulesDir = path.join(root, 'apps/server/src/modules');
for (const file of sourceFiles(modulesDir)) {
  if (/\.test\.tsx?$/.test(file)) continue;
  const own = path.relative(modulesDir, file).split(path.sep)[0];
  for (const target of importsOf(file)) {
    const schema = /^apps\/server\/src\/db\/schema(?:\/([^/]+)\.ts|\.ts)?$/.exec(target);
    if (schema && schema[1] !== own) {
      problems.push(
        `${path.relative(root, file)} imports ${target} (a module reads and writes only db/schema/${own}.ts)`,
      );
    }
    const route = /^apps\/server\/src\/modules\/([^/]+)\/.*\.routes\.ts$/.exec(target);
    if (route && route[1] !== own) {
      problems.push(`${path.relative(root, file)} imports ${target} (another module's routes are its own)`);
    }
  }
}

// No import cycles, in any package (a lazy import(), like a job's handler, is no cycle).
const graph = new Map();
for (const dir of ['apps/server/src', 'apps/web/src', 'apps/sandbox/src', 'packages/contracts/src']) {
  for (const file of sourceFiles(path.join(root, dir))) {
    const from = path.relative(root, file);
    graph.set(
      from,
      importsOf(file, { staticOnly: true }).map((target) =>
        /\.(ts|tsx)$/.test(target) ? target : `${target}.ts`,
      ),
    );
  }
}
const state = new Map();
const stack = [];
function visit(node) {
  state.set(node, 'open');
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (state.get(next) === 'open') {
      problems.push(`import cycle: ${[...stack.slice(stack.indexOf(next)), next].join(' → ')}`);
    } else if (!state.has(next)) {
      visit(next);
    }
  }
  stack.pop();
  state.set(node, 'done');
}
for (const node of graph.keys()) if (!state.has(node)) visit(node);

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
