// The root's postinstall: says in one line which Node runs the product once `npm install` is done.
//
// npm runs on the machine's Node (Node 20 here) and compares every package's `engines` with it, so an
// install prints an EBADENGINE block per package wanting Node ≥ 22 — though none of them ever runs on
// that Node: the `node` dev dependency puts Node 24 first on the PATH of every npm script, this one
// included. npm has no setting to compare with another Node (and hiding its warnings would hide those
// that matter), so this says what is true after them: which Node runs the product, and whether every
// installed package accepts it. A package that does not is named, one line each: that warning matters.
// Plain JavaScript: it must run whatever Node the PATH gives it (a failed `node` package included).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

/** The installed packages' `name@version` and `engines.node`, nested installs and workspaces included. */
export function installedEngines(root) {
  const found = [];
  const visit = (directory, depth) => {
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const packageDirectory = path.join(directory, entry.name);
      if (entry.name.startsWith('@') && depth === 0) {
        visit(packageDirectory, 1);
        continue;
      }
      readPackage(packageDirectory);
      visit(path.join(packageDirectory, 'node_modules'), 0);
    }
  };
  const readPackage = (directory) => {
    try {
      const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
      if (typeof manifest.engines?.node === 'string')
        found.push({ id: `${manifest.name}@${manifest.version}`, node: manifest.engines.node });
    } catch {
      // A directory without a manifest (a bin folder, a package's own data) is no package.
    }
  };
  readPackage(root);
  visit(path.join(root, 'node_modules'), 0);
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces ?? [];
  for (const workspace of workspaces) visit(path.join(root, workspace, 'node_modules'), 0);
  return found;
}

/**
 * What to print: the one line on the Node that runs the product, then a line for each package the
 * product's Node does not satisfy. `npmNode` is the Node npm itself runs on (from its user agent).
 */
export function installNote({ npmNode, runtime, wanted, packages }) {
  const lines = [];
  const refusing = packages.filter(
    (entry) => !semver.satisfies(runtime, entry.node, { includePrerelease: true }),
  );
  if (semver.clean(runtime) !== semver.clean(wanted)) {
    lines.push(
      `warning: npm scripts run Node ${runtime}, not the product's Node ${wanted} (the \`node\` dev dependency did not install into node_modules/.bin): npm start and npm test need it.`,
    );
  } else if (npmNode && semver.clean(npmNode) !== semver.clean(runtime)) {
    lines.push(
      refusing.length === 0
        ? `Node ${runtime} (node_modules/.bin/node) runs this product: any EBADENGINE warning above compares packages with the Node ${npmNode} npm runs on, and every installed package accepts Node ${runtime}.`
        : `Node ${runtime} (node_modules/.bin/node) runs this product: EBADENGINE warnings above compare packages with the Node ${npmNode} npm runs on; those below do not accept Node ${runtime} either.`,
    );
  }
  for (const entry of refusing)
    lines.push(`warning: ${entry.id} wants Node ${entry.node}, which the product's Node ${runtime} is not.`);
  return lines;
}

/** The Node in npm's user agent ("npm/11.19.1 node/v20.20.2 linux x64 …"), when npm ran this. */
export function npmNodeOf(userAgent) {
  return /\bnode\/(v?\d+\.\d+\.\d+)/.exec(userAgent ?? '')?.[1];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const wanted = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies.node;
  const lines = installNote({
    npmNode: npmNodeOf(process.env.npm_config_user_agent),
    runtime: process.version,
    wanted,
    packages: installedEngines(root),
  });
  for (const line of lines) console.log(line);
}
