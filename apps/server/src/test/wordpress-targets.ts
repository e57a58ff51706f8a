/**
 * The WordPress sites tests publish to: the demo blog (apps/sandbox) on a local port, and a real
 * WordPress when WORDPRESS_TEST_SITE names the site.json that scripts/wordpress-test-site.sh writes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { wordpressSandbox } from '@aa/sandbox/wordpress/wordpress-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';

export interface Target {
  /** Site URL and the application passwords of admin/author/contrib/subscriber. */
  setup(): Promise<{ url: string; users: Record<string, { username: string; applicationPassword: string }> }>;
  teardown(): Promise<void>;
  /** Switches to plain permalinks and back (the real site through the script). */
  plainPermalinks(on: boolean): Promise<string | undefined>;
}

export const USERS = {
  admin: { username: 'admin', applicationPassword: 'AAAA bbbb CCCC dddd EEEE ffff', role: 'administrator' },
  author: { username: 'author', applicationPassword: 'abcd EFGH ijkl MNOP qrst UVWX', role: 'author' },
  contrib: { username: 'contrib', applicationPassword: 'zzzz yyyy xxxx wwww vvvv uuuu', role: 'contributor' },
  subscriber: {
    username: 'subscriber',
    applicationPassword: 'qqqq rrrr ssss tttt uuuu vvvv',
    role: 'subscriber',
  },
} as const;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function demoBlog(): Target {
  const apps: FastifyInstance[] = [];
  const start = async (prettyPermalinks: boolean) => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}/blog`;
    const app = Fastify();
    await app.register(wordpressSandbox, {
      prefix: '/blog',
      publicUrl,
      users: Object.values(USERS),
      prettyPermalinks,
    });
    await app.listen({ port, host: '127.0.0.1' });
    apps.push(app);
    return publicUrl;
  };
  let plainUrl: string | undefined;
  return {
    async setup() {
      const url = await start(true);
      plainUrl = await start(false);
      return { url, users: USERS };
    },
    async teardown() {
      await Promise.all(apps.map((app) => app.close()));
    },
    async plainPermalinks(on) {
      return on ? plainUrl : undefined;
    },
  };
}

function realWordPress(siteFile: string): Target {
  const script = path.resolve(import.meta.dirname, '../../../../scripts/wordpress-test-site.sh');
  const dir = path.dirname(siteFile);
  return {
    async setup() {
      return JSON.parse(readFileSync(siteFile, 'utf8'));
    },
    async teardown() {},
    async plainPermalinks(on) {
      execFileSync(script, ['permalinks', on ? 'plain' : 'pretty', dir], { stdio: 'inherit' });
      return undefined;
    },
  };
}

const siteFile = process.env.WORDPRESS_TEST_SITE;
export const targets: Array<{ name: string; make?: () => Target }> = [
  { name: 'demo blog', make: demoBlog },
  { name: 'real WordPress', make: siteFile ? () => realWordPress(siteFile) : undefined },
];
