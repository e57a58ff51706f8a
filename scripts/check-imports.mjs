// Import boundaries of STYLE.md §2, checked on every `npm run lint`:
// - packages/contracts imports no app;
// - web: components/ and lib/ import no feature and no app/; a feature never imports another feature;
// - server: lib/ and integrations/ import no module (they know nothing of our tables and rules).
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

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
    .map((m) => m[1] ?? m[2])
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

if (problems.length > 0) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
