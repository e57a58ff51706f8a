/**
 * The container files (Dockerfile, compose.yaml) cannot be built here (no registry for base images),
 * so what can be checked is: the image's steps are the commands CI runs on every change, its Node is
 * the repository's, and compose's services are what nginx's upstreams and main.ts's roles name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the container files', () => {
  const dockerfile = read('Dockerfile');
  const runs = [...dockerfile.matchAll(/^RUN (.+)$/gm)].map((match) => match[1] as string);

  it('builds with the commands CI runs, in the order it runs them', () => {
    const ci = read('.ci/run');
    const productionCheck = read('scripts/production-check.sh');
    expect(runs).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run build:deploy',
      'npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force',
    ]);
    expect(ci).toContain('npm ci --no-audit --no-fund');
    expect(ci.indexOf('npm ci --no-audit --no-fund')).toBeLessThan(ci.indexOf('npm run build:deploy'));
    expect(productionCheck).toContain('npm ci --omit=dev --ignore-scripts --no-audit --no-fund');
  });

  it("runs the repository's Node, as a non-root user, starting node itself (signals reach the server)", () => {
    const nodeVersion = JSON.parse(read('package.json')).devDependencies.node as string;
    expect(dockerfile).toContain(`ARG NODE_IMAGE=node:${nodeVersion}-bookworm-slim`);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('ENTRYPOINT ["node", "apps/server/src/main.ts"]');
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
    // Every workspace's manifest is copied before `npm ci` (a missing one fails the install).
    const workspaces = JSON.parse(read('package.json')).workspaces as string[];
    for (const workspace of workspaces)
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    // So is the root's postinstall script.
    const postinstall = JSON.parse(read('package.json')).scripts.postinstall as string;
    const postinstallFile = postinstall.replace(/^node /, '');
    expect(dockerfile.indexOf(`COPY ${postinstallFile} scripts/`)).toBeGreaterThan(-1);
    expect(dockerfile.indexOf(`COPY ${postinstallFile} scripts/`)).toBeLessThan(
      dockerfile.indexOf('RUN npm ci'),
    );
  });

  it('gives nginx the API services its upstreams name, each process a role main.ts knows', () => {
    const compose = read('compose.yaml');
    const upstreams = read('deploy/nginx/upstreams.conf');
    const servers = [...upstreams.matchAll(/^\s*server ([\w-]+):3000\b/gm)].map((match) => match[1]);
    expect(servers).toEqual(['api-1', 'api-2']);
    for (const name of servers)
      expect(compose).toMatch(
        new RegExp(`^  ${name}:\\n(?:    .*\\n)*?    command: \\["--role=api"\\]`, 'm'),
      );
    const roles = [...compose.matchAll(/command: \["--role=(\w+)"\]/g)].map((match) => match[1]);
    expect(new Set(roles)).toEqual(new Set(['api', 'worker']));
    const main = read('apps/server/src/main.ts');
    for (const role of roles) expect(main).toContain(`'${role}'`);
    // Every file compose mounts into nginx exists.
    for (const [, file] of compose.matchAll(/- \.\/(deploy\/nginx\/[\w.-]+):/g))
      expect(read(file as string)).not.toBe('');
  });
});
