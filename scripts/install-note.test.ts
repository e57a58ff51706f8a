import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedEngines, installNote, npmNodeOf } from './install-note.mjs';

const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/install-note.mjs');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const productNode = manifest.devDependencies.node as string;

describe('the install note', () => {
  it('runs as the root postinstall, after every dependency', () => {
    expect(manifest.scripts.postinstall).toBe('node scripts/install-note.mjs');
  });

  it("says in one line that the product's Node runs it when npm ran on an older one", () => {
    const output = execFileSync(process.execPath, [script], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false' },
    });
    expect(process.version).toBe(`v${productNode}`);
    expect(output.trim().split('\n')).toEqual([
      `Node v${productNode} (node_modules/.bin/node) runs this product: any EBADENGINE warning above compares packages with the Node v20.20.2 npm runs on, and every installed package accepts Node v${productNode}.`,
    ]);
  });

  it('says nothing when npm runs on the same Node (no warning was printed)', () => {
    expect(
      installNote({ npmNode: 'v24.21.0', runtime: 'v24.21.0', wanted: '24.21.0', packages: [] }),
    ).toEqual([]);
  });

  it("names each package the product's Node does not satisfy: that warning matters", () => {
    const lines = installNote({
      npmNode: 'v20.20.2',
      runtime: 'v24.21.0',
      wanted: '24.21.0',
      packages: [
        { id: 'ai@7.0.173', node: '>=22' },
        { id: 'future@1.0.0', node: '>=26' },
        { id: 'old@2.0.0', node: '^18 || ^20' },
      ],
    });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('those below do not accept Node v24.21.0 either');
    expect(lines[1]).toBe("warning: future@1.0.0 wants Node >=26, which the product's Node v24.21.0 is not.");
    expect(lines[2]).toBe(
      "warning: old@2.0.0 wants Node ^18 || ^20, which the product's Node v24.21.0 is not.",
    );
  });

  it("warns when the product's Node did not arrive (scripts run the machine's)", () => {
    const [line] = installNote({ npmNode: 'v20.20.2', runtime: 'v20.20.2', wanted: '24.21.0', packages: [] });
    expect(line).toMatch(/^warning: npm scripts run Node v20\.20\.2, not the product's Node 24\.21\.0/);
  });

  it('reads engines of hoisted, scoped, nested and workspace installs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'install-note-'));
    const pkg = (at: string, manifest: object) => {
      mkdirSync(path.join(dir, at), { recursive: true });
      writeFileSync(path.join(dir, at, 'package.json'), JSON.stringify(manifest));
    };
    pkg('.', { name: 'root', version: '1.0.0', engines: { node: '>=24' }, workspaces: ['apps/a'] });
    pkg('node_modules/plain', { name: 'plain', version: '1.0.0', engines: { node: '>=18' } });
    pkg('node_modules/@scope/pkg', { name: '@scope/pkg', version: '2.0.0', engines: { node: '>=22' } });
    pkg('node_modules/plain/node_modules/inner', {
      name: 'inner',
      version: '3.0.0',
      engines: { node: '>=26' },
    });
    pkg('node_modules/no-engines', { name: 'no-engines', version: '1.0.0' });
    pkg('apps/a/node_modules/local', { name: 'local', version: '4.0.0', engines: { node: '>=20' } });
    expect(
      installedEngines(dir)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(['@scope/pkg@2.0.0', 'inner@3.0.0', 'local@4.0.0', 'plain@1.0.0', 'root@1.0.0']);
  });

  it("reads the Node from npm's user agent", () => {
    expect(npmNodeOf('npm/11.19.1 node/v20.20.2 linux x64 workspaces/false ci/github')).toBe('v20.20.2');
    expect(npmNodeOf(undefined)).toBeUndefined();
  });
});
