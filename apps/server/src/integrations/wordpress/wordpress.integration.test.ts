/**
 * The WordPress adapter against a WordPress: always the demo blog of apps/sandbox (pretty and plain
 * permalinks), and a real WordPress when WORDPRESS_TEST_SITE names the site.json that
 * scripts/wordpress-test-site.sh writes (`.ci/run` does). The same expectations hold for both: the
 * demo blog is held to real WordPress's behaviour here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { wordpressSandbox } from '@aa/sandbox/wordpress/wordpress-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../test/png.ts';
import { createWordPressClient, WordPressError, type WordPressSite } from './wordpress-client.ts';

interface Target {
  name: string;
  /** Site URL and the application passwords of admin/author/contrib/subscriber. */
  setup(): Promise<{ url: string; users: Record<string, { username: string; applicationPassword: string }> }>;
  teardown(): Promise<void>;
  /** Switches to plain permalinks and back (the real site through the script). */
  plainPermalinks(on: boolean): Promise<string | undefined>;
}

const USERS = {
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
    name: 'demo blog',
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
  const script = path.resolve(import.meta.dirname, '../../../../../scripts/wordpress-test-site.sh');
  const dir = path.dirname(siteFile);
  return {
    name: 'real WordPress',
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

const targets: Target[] = [demoBlog()];
if (process.env.WORDPRESS_TEST_SITE) targets.push(realWordPress(process.env.WORDPRESS_TEST_SITE));

const client = createWordPressClient({ fetch: globalThis.fetch, timeoutMs: 15_000 });

async function kindOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WordPressError);
  return (error as WordPressError).kind;
}

describe.each(targets)('WordPress adapter against the $name', (target) => {
  let url = '';
  let users: Awaited<ReturnType<Target['setup']>>['users'] = {};
  const site = (who: string, overrides: Partial<WordPressSite> = {}): WordPressSite => {
    const user = users[who];
    if (!user) throw new Error(`no ${who} on this site`);
    return {
      siteUrl: url,
      username: user.username,
      applicationPassword: user.applicationPassword,
      ...overrides,
    };
  };

  beforeAll(async () => {
    ({ url, users } = await target.setup());
  }, 60_000);
  afterAll(() => target.teardown());

  it('connects an Author: REST discovered, capabilities checked', async () => {
    const connection = await client.connect(site('author'));
    expect(connection.user.username).toBe(users.author?.username);
    expect(connection.user.roles).toContain('author');
    expect(connection.apiRoot).toMatch(/wp-json\/$|rest_route=/);
  });

  it('a wrong application password is an authentication failure', async () => {
    expect(
      await kindOf(client.connect(site('author', { applicationPassword: 'abcd abcd abcd abcd abcd abcd' }))),
    ).toBe('authentication');
    expect(await kindOf(client.connect(site('author', { username: 'nobody-here' })))).toBe('authentication');
  });

  it('a Subscriber or a Contributor lacks the permissions', async () => {
    expect(await kindOf(client.connect(site('subscriber')))).toBe('permissions');
    expect(await kindOf(client.connect(site('contrib')))).toBe('permissions');
  });

  it('a wrong path has no REST API; a closed port cannot be reached', async () => {
    expect(await kindOf(client.connect(site('author', { siteUrl: `${url}/nope/nothing-here` })))).toBe(
      'rest-not-found',
    );
    expect(await kindOf(client.connect(site('author', { siteUrl: 'http://127.0.0.1:9/' })))).toBe(
      'connection',
    );
  });

  it('plain permalinks: the API is found at ?rest_route=', async () => {
    const plainUrl = await target.plainPermalinks(true);
    try {
      const connection = await client.connect(site('author', plainUrl ? { siteUrl: plainUrl } : {}));
      expect(connection.apiRoot).toContain('rest_route=');
      const tag = await client.findOrCreateTag(
        site('author', { apiRoot: connection.apiRoot }),
        `plain ${Date.now()}`,
      );
      expect(tag).toBeGreaterThan(0);
    } finally {
      await target.plainPermalinks(false);
    }
  });

  it('uploads an image with alt text and publishes a post with it, categories and tags', async () => {
    const author = site('author');
    const media = await client.uploadMedia(author, {
      filename: 'red-square.png',
      contentType: 'image/png',
      data: solidPng(),
      altText: 'A red square',
    });
    expect(media.id).toBeGreaterThan(0);
    const image = await fetch(media.sourceUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/png/);

    const [category] = await client.listCategories(author);
    expect(category).toBeDefined();
    const tagName = `comparison ${Date.now()}`;
    const tag = await client.findOrCreateTag(author, tagName);
    expect(await client.findOrCreateTag(author, tagName)).toBe(tag);

    const slug = `accept-post-${Date.now()}`;
    const post = await client.createPost(author, {
      title: 'Accept post',
      content: '<p>Affiliate comparison body</p>',
      excerpt: 'A short summary',
      status: 'publish',
      slug,
      featuredMedia: media.id,
      categories: [category?.id ?? 1],
      tags: [tag],
    });
    expect(post).toMatchObject({ status: 'publish', slug });
    expect((await client.findPostBySlug(author, slug))?.id).toBe(post.id);

    const page = await fetch(post.link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Affiliate comparison body');
    expect(html).toContain('alt="A red square"');
  });

  it('a Contributor may not publish', async () => {
    expect(
      await kindOf(client.createPost(site('contrib'), { title: 'Nope', content: 'x', status: 'publish' })),
    ).toBe('permissions');
  });
});
