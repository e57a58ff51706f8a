/**
 * The adapter against the demo blog on a real socket (127.0.0.1, a free port), through the real
 * global fetch; stubbed fetches only where a failure cannot be produced otherwise.
 */
import { createServer, type Server } from 'node:http';
import { wordpressSandbox } from '@aa/sandbox/wordpress/wordpress-sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../lib/safe-fetch.ts';
import { solidPng } from '../../test/png.ts';
import { BlogError, type BlogSite } from '../blog/blog-publisher.ts';
import {
  apiRootFromLinkHeader,
  createWordPressClient,
  normalizeSiteUrl,
  restUrl,
} from './wordpress-client.ts';

const PASSWORDS = {
  author: 'abcd EFGH ijkl MNOP qrst UVWX',
  editor: 'edit edit edit edit edit edit',
  contrib: 'zzzz yyyy xxxx wwww vvvv uuuu',
  subscriber: 'qqqq rrrr ssss tttt uuuu vvvv',
};

interface Blog {
  url: string;
  close(): Promise<void>;
}

/** The demo blog mounted under /blog on a server already listening, so publicUrl knows its port. */
async function startBlog(prettyPermalinks: boolean): Promise<Blog> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}/blog`;
  const app: FastifyInstance = Fastify({
    serverFactory(handler) {
      server.on('request', handler);
      return server;
    },
  });
  await app.register(wordpressSandbox, {
    prefix: '/blog',
    publicUrl: url,
    prettyPermalinks,
    users: [
      { username: 'author', applicationPassword: PASSWORDS.author, role: 'author', name: 'Ann Author' },
      { username: 'editor', applicationPassword: PASSWORDS.editor, role: 'editor' },
      { username: 'contrib', applicationPassword: PASSWORDS.contrib, role: 'contributor' },
      { username: 'subscriber', applicationPassword: PASSWORDS.subscriber, role: 'subscriber' },
    ],
  });
  // A site that is not WordPress, beside the blog on the same server.
  app.get('/plain-site/', async (_request, reply) => reply.type('text/html').send('<h1>Hello</h1>'));
  await app.ready();
  return { url, close: () => app.close() };
}

type Fetch = typeof globalThis.fetch;
interface Seen {
  method: string;
  url: string;
  headers: Headers;
}

/** The real fetch, recording each request, with optional rewrites of the answer. */
function recordingFetch(rewrite?: (url: string, response: Response) => Response) {
  const seen: Seen[] = [];
  const fetch: Fetch = async (input, init) => {
    const url = String(input);
    seen.push({ method: init?.method ?? 'GET', url, headers: new Headers(init?.headers) });
    const response = await globalThis.fetch(input, init);
    return rewrite ? rewrite(url, response) : response;
  };
  return { fetch, seen };
}

function withoutLink(_url: string, response: Response) {
  const headers = new Headers(response.headers);
  headers.delete('link');
  return new Response(response.body, { status: response.status, headers });
}

async function failureOf(promise: Promise<unknown>): Promise<BlogError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof BlogError)) throw new Error(`expected a BlogError, got ${String(outcome)}`);
  return outcome;
}

/** A fetch that answers every request with this status and JSON body. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}): Fetch {
  return async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
}

let pretty: Blog;
let plain: Blog;
const client = createWordPressClient({ fetch: globalThis.fetch, timeoutMs: 5_000 });
const as = (who: keyof typeof PASSWORDS, blog = pretty, overrides: Partial<BlogSite> = {}): BlogSite => ({
  engine: 'wordpress',
  siteUrl: blog.url,
  username: who,
  applicationPassword: PASSWORDS[who],
  ...overrides,
});

beforeAll(async () => {
  [pretty, plain] = await Promise.all([startBlog(true), startBlog(false)]);
});
afterAll(async () => {
  await Promise.all([pretty.close(), plain.close()]);
});

describe('REST URLs', () => {
  it('builds routes and queries for both root styles', () => {
    expect(restUrl('https://blog.example/wp-json/', '/wp/v2/posts', { slug: 'a b', per_page: 5 })).toBe(
      'https://blog.example/wp-json/wp/v2/posts?slug=a+b&per_page=5',
    );
    expect(restUrl('https://blog.example/sub/wp-json', 'wp/v2/users/me')).toBe(
      'https://blog.example/sub/wp-json/wp/v2/users/me',
    );
    expect(
      restUrl('https://blog.example/?rest_route=/', '/wp/v2/posts', { slug: 'x', context: 'edit' }),
    ).toBe('https://blog.example/?rest_route=/wp/v2/posts&slug=x&context=edit');
    expect(restUrl('https://blog.example/index.php?rest_route=%2F&lang=en', '/wp/v2/tags/7')).toBe(
      'https://blog.example/index.php?rest_route=/wp/v2/tags/7&lang=en',
    );
    expect(restUrl('https://blog.example/?rest_route=/', '')).toBe('https://blog.example/?rest_route=/');
  });

  it('reads the API root from a Link header among others, relative or absolute', () => {
    const header =
      '<https://blog.example/wp-json/wp/v2/pages/2>; rel="alternate"; type="application/json", <https://blog.example/wp-json/>; rel="https://api.w.org/"';
    expect(apiRootFromLinkHeader(header, 'https://blog.example/')).toBe('https://blog.example/wp-json/');
    expect(apiRootFromLinkHeader('</?rest_route=/>; rel="https://api.w.org/"', 'https://blog.example/')).toBe(
      'https://blog.example/?rest_route=/',
    );
    expect(apiRootFromLinkHeader('<https://x/>; rel="https://api.w.org/x"', 'https://x/')).toBeUndefined();
    expect(apiRootFromLinkHeader('<https://x/feed/>; rel="alternate"', 'https://x/')).toBeUndefined();
    expect(apiRootFromLinkHeader(null, 'https://x/')).toBeUndefined();
  });

  it('normalizes the site address and refuses what is not one', () => {
    expect(normalizeSiteUrl(' https://Blog.Example/news/#top ')).toBe('https://blog.example/news');
    expect(normalizeSiteUrl('https://blog.example/')).toBe('https://blog.example');
    for (const bad of ['blog.example', 'ftp://blog.example/', 'https://user:pw@blog.example/']) {
      expect(() => normalizeSiteUrl(bad)).toThrow(BlogError);
    }
  });
});

describe('connect', () => {
  it('finds the API by the Link header and checks an Author', async () => {
    const { fetch, seen } = recordingFetch();
    const connection = await createWordPressClient({ fetch }).connect(
      as('author', pretty, { siteUrl: `${pretty.url}/` }),
    );
    expect(connection).toEqual({
      apiRoot: `${pretty.url}/wp-json/`,
      siteUrl: pretty.url,
      user: { id: 1, username: 'author', name: 'Ann Author', roles: ['author'] },
    });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${pretty.url}`,
      `GET ${pretty.url}/wp-json/wp/v2/users/me?context=edit`,
    ]);
    expect(seen[1]?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('author:abcdEFGHijklMNOPqrstUVWX').toString('base64')}`,
    );
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('accepts Editors too', async () => {
    expect((await client.connect(as('editor'))).user.roles).toEqual(['editor']);
  });

  it('falls back to /wp-json/, then ?rest_route=/, without a Link header', async () => {
    const { fetch, seen } = recordingFetch(withoutLink);
    const linkless = createWordPressClient({ fetch });
    expect((await linkless.connect(as('author'))).apiRoot).toBe(`${pretty.url}/wp-json/`);
    seen.length = 0;
    const connection = await linkless.connect(as('author', plain));
    expect(connection.apiRoot).toBe(`${plain.url}/?rest_route=/`);
    expect(seen.map((request) => request.url)).toEqual([
      plain.url,
      `${plain.url}/wp-json/`,
      `${plain.url}/?rest_route=/`,
      `${plain.url}/?rest_route=/wp/v2/users/me&context=edit`,
    ]);
  });

  it('uses ?rest_route= when the announced /wp-json/ is no API (rewrites missing)', async () => {
    const { fetch } = recordingFetch((url, response) => {
      if (url !== plain.url) return response;
      const headers = new Headers(response.headers);
      headers.set('link', `<${plain.url}/wp-json/>; rel="https://api.w.org/"`);
      return new Response(response.body, { status: response.status, headers });
    });
    expect((await createWordPressClient({ fetch }).connect(as('author', plain))).apiRoot).toBe(
      `${plain.url}/?rest_route=/`,
    );
  });

  it('skips discovery when the API root is known', async () => {
    const { fetch, seen } = recordingFetch();
    await createWordPressClient({ fetch }).connect(
      as('author', plain, { apiRoot: `${plain.url}/?rest_route=/` }),
    );
    expect(seen).toHaveLength(1);
  });

  it('classifies a wrong password or user as authentication, without the password in the error', async () => {
    for (const site of [
      as('author', pretty, { applicationPassword: 'wrongwrongwrong' }),
      as('author', pretty, { username: 'nobody' }),
    ]) {
      const error = await failureOf(client.connect(site));
      expect(error).toMatchObject({ kind: 'authentication', status: 401, code: 'rest_not_logged_in' });
      expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toMatch(
        /wrongwrong|Basic /,
      );
    }
  });

  it('classifies a Contributor or a Subscriber as lacking permissions', async () => {
    expect(await failureOf(client.connect(as('contrib')))).toMatchObject({ kind: 'permissions' });
    expect(await failureOf(client.connect(as('subscriber')))).toMatchObject({ kind: 'permissions' });
  });

  it('classifies a wrong path or a site without WordPress as api-not-found', async () => {
    expect(
      await failureOf(client.connect(as('author', pretty, { siteUrl: `${pretty.url}/nope` }))),
    ).toMatchObject({
      kind: 'api-not-found',
      status: 404,
    });
    const origin = new URL(pretty.url).origin;
    expect(
      await failureOf(client.connect(as('author', pretty, { siteUrl: `${origin}/plain-site/` }))),
    ).toMatchObject({
      kind: 'api-not-found',
    });
  });

  it('classifies what cannot be reached as connection: closed port, refused by safe-fetch, timeout, bad address', async () => {
    expect(
      await failureOf(client.connect(as('author', pretty, { siteUrl: 'http://127.0.0.1:9/' }))),
    ).toMatchObject({
      kind: 'connection',
    });
    const refusing: Fetch = async (_input, init) => {
      // safe-fetch's refusal; the message even quotes the request, which must not reach the error.
      throw new Error(`refused address; headers ${JSON.stringify(init?.headers)}`);
    };
    const refused = await failureOf(
      createWordPressClient({ fetch: refusing }).connect(
        as('author', pretty, { apiRoot: `${pretty.url}/wp-json/` }),
      ),
    );
    expect(refused.kind).toBe('connection');
    expect(`${refused.message}${refused.stack}${String(refused.cause)}`).not.toMatch(/abcd|Basic/);
    const hanging: Fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const started = Date.now();
    expect(
      await failureOf(createWordPressClient({ fetch: hanging, timeoutMs: 50 }).connect(as('author'))),
    ).toMatchObject({
      kind: 'connection',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await failureOf(client.connect(as('author', pretty, { siteUrl: 'not a url' })))).toMatchObject({
      kind: 'connection',
    });
  });

  it('says why nothing reached the blog when no connection could be made, and never when a request left (issue 26 #4)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const deadOrigin = `http://127.0.0.1:${address.port}`;
    await new Promise((resolve) => closed.close(resolve));
    const safeFetch = createSafeFetch({ allow: [`${deadOrigin}/`, `${pretty.url}/`], timeoutMs: 2_000 });
    const reachable = createWordPressClient({ fetch: safeFetch });
    const upload = (wordpress: ReturnType<typeof createWordPressClient>, apiRoot: string) =>
      wordpress.uploadMedia(as('author', pretty, { apiRoot }), {
        filename: 'a.png',
        contentType: 'image/png',
        data: solidPng(),
        altText: 'An image',
      });

    // Nothing listens: refused. An address safe-fetch refuses: refused by us, never tried.
    expect((await failureOf(upload(reachable, `${deadOrigin}/wp-json/`))).unreachable).toBe('refused');
    expect((await failureOf(upload(reachable, 'http://10.255.255.1/wp-json/'))).unreachable).toBe(
      'address-refused',
    );
    // A name that does not resolve.
    const noDns = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND blog.invalid'), { code: 'ENOTFOUND' });
    };
    const unresolved = createWordPressClient({ fetch: createSafeFetch({ resolve: noDns }) });
    expect((await failureOf(upload(unresolved, 'http://blog.invalid/wp-json/'))).unreachable).toBe(
      'not-found',
    );
    // WordPress answered (an error): the request arrived.
    const refusedByWordPress = await failureOf(
      upload(createWordPressClient({ fetch: answering(500, { code: 'x', message: 'No.' }) }), pretty.url),
    );
    expect(refusedByWordPress).toMatchObject({ kind: 'unknown', unreachable: undefined });
    // A fetch that is not safe-fetch says nothing about what left: assumed to have arrived.
    const opaque = await failureOf(
      upload(
        createWordPressClient({
          fetch: async () => {
            throw new Error('socket hang up');
          },
        }),
        `${pretty.url}/wp-json/`,
      ),
    );
    expect(opaque).toMatchObject({ kind: 'connection', unreachable: undefined });
    // The upload reached the blog, then the blog went away before the alt text was set: delivered.
    let calls = 0;
    const goneAfterUpload = createWordPressClient({
      fetch: (input, init) => {
        calls += 1;
        const url = new URL(String(input));
        url.searchParams.delete('alt_text');
        return safeFetch(calls === 1 ? url : String(url).replace(pretty.url, deadOrigin), init);
      },
    });
    const afterUpload = await failureOf(upload(goneAfterUpload, `${pretty.url}/wp-json/`));
    expect(calls).toBe(2);
    expect(afterUpload).toMatchObject({ kind: 'connection', unreachable: undefined });
  });

  it('classifies answers by status and WordPress code as PRODUCT.md §8 says', async () => {
    const site = as('author', pretty, { apiRoot: 'https://blog.example/wp-json/' });
    const cases: Array<[number, string, string]> = [
      [401, 'incorrect_password', 'authentication'],
      [401, 'invalid_username', 'authentication'],
      [403, 'rest_forbidden_context', 'authentication'],
      [403, 'rest_user_cannot_view', 'permissions'],
      [403, 'rest_forbidden', 'permissions'],
      [400, 'rest_user_cannot_view', 'permissions'],
      [404, 'rest_no_route', 'api-not-found'],
      [500, 'internal_server_error', 'unknown'],
      [400, 'rest_invalid_param', 'unknown'],
    ];
    for (const [status, code, kind] of cases) {
      const error = await failureOf(
        createWordPressClient({ fetch: answering(status, { code, message: 'm', data: { status } }) }).connect(
          site,
        ),
      );
      expect({ status: error.status, code: error.code, kind: error.kind }).toEqual({
        status,
        code: code,
        kind,
      });
    }
    const html = await failureOf(
      createWordPressClient({
        fetch: async () => new Response('<html>maintenance</html>', { status: 503 }),
      }).connect(site),
    );
    expect(html).toMatchObject({ kind: 'unknown', status: 503, code: undefined });
  });

  it("keeps at most 500 characters of WordPress's error message: the blog can answer megabytes (issue 26)", async () => {
    const site = as('author', pretty, { apiRoot: 'https://blog.example/wp-json/' });
    const message = 'x'.repeat(2_000_000);
    const error = await failureOf(
      createWordPressClient({ fetch: answering(500, { code: 'boom', message }) }).connect(site),
    );
    expect(error.message.length).toBeLessThanOrEqual(500);
    expect(error.message.startsWith('xxx')).toBe(true);
  });
});

describe('publishing', () => {
  it('uploads an image with its alt text in one request when WordPress takes it', async () => {
    const { fetch, seen } = recordingFetch();
    const author = as('author', pretty, { apiRoot: `${pretty.url}/wp-json/` });
    const media = await createWordPressClient({ fetch }).uploadMedia(author, {
      filename: 'Red square (1).png',
      contentType: 'image/png',
      data: new Uint8Array(solidPng()),
      altText: 'A red square',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('content-disposition')).toBe('attachment; filename="Red-square--1-.png"');
    expect(seen[0]?.headers.get('content-type')).toBe('image/png');
    expect(media.sourceUrl).toMatch(
      new RegExp(`^${pretty.url}/wp-content/uploads/\\d{4}/\\d{2}/red-square-1\\.png$`),
    );
    const file = await fetch(media.sourceUrl);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(solidPng())).toBe(true);
    const stored = (await (await fetch(`${pretty.url}/wp-json/wp/v2/media/${media.id}`)).json()) as {
      alt_text: string;
    };
    expect(stored.alt_text).toBe('A red square');
  });

  it('sets the alt text by POST media/{id} when the upload ignored it', async () => {
    const { fetch, seen } = recordingFetch();
    const ignoringAlt: Fetch = (input, init) => {
      const url = new URL(String(input));
      url.searchParams.delete('alt_text');
      return fetch(url, init);
    };
    const media = await createWordPressClient({ fetch: ignoringAlt }).uploadMedia(as('author'), {
      filename: 'later.png',
      contentType: 'image/png',
      data: solidPng(),
      altText: 'Set afterwards',
    });
    expect(seen.map((request) => request.method)).toEqual(['GET', 'POST', 'POST']);
    expect(seen[2]?.url).toBe(`${pretty.url}/wp-json/wp/v2/media/${media.id}`);
    const stored = (await (
      await globalThis.fetch(`${pretty.url}/wp-json/wp/v2/media/${media.id}`)
    ).json()) as { alt_text: string };
    expect(stored.alt_text).toBe('Set afterwards');
  });

  it('refuses a non-image upload as WordPress does (unknown kind, code kept)', async () => {
    const error = await failureOf(
      client.uploadMedia(as('author'), {
        filename: 'x.png',
        contentType: 'image/png',
        data: Buffer.from('text'),
      }),
    );
    expect(error).toMatchObject({ kind: 'unknown', status: 500, code: 'rest_upload_sideload_error' });
  });

  it('creates, reads, updates and finds a post, with featured image, category and tags, on both root styles', async () => {
    for (const blog of [pretty, plain]) {
      const author = (await client.connect(as('author', blog))).apiRoot;
      const site = as('author', blog, { apiRoot: author });
      const media = await client.uploadMedia(site, {
        filename: 'hero.png',
        contentType: 'image/png',
        data: solidPng(),
        altText: 'Hero',
      });
      const category = await client.findCategoryBySlug(site, 'uncategorized');
      expect(category).toEqual({ id: 1, name: 'Uncategorized', slug: 'uncategorized' });
      expect(await client.findCategoryBySlug(site, 'no-such-category')).toBeUndefined();
      expect(await client.listCategories(site)).toEqual([category]);
      const tag = await client.findOrCreateTag(site, 'Wireless Headphones');
      expect(await client.findOrCreateTag(site, 'wireless headphones')).toBe(tag);

      const post = await client.createPost(site, {
        title: 'The best wireless headphones',
        content: '<p>Our comparison</p>',
        excerpt: 'Which to buy',
        status: 'draft',
        slug: 'best-wireless-headphones',
        featuredMedia: media.id,
        categories: [category?.id ?? 0],
        tags: [tag],
      });
      const { savedContent, ...created } = post;
      expect(created).toEqual({
        id: post.id,
        link: `${blog.url}/?p=${post.id}`,
        status: 'draft',
        slug: 'best-wireless-headphones',
        featuredMedia: media.id,
      });
      // The content as WordPress kept it, to check what kses took out.
      expect(savedContent).toBe('<p>Our comparison</p>');
      expect(await client.findPostsBySlug(site, 'best-wireless-headphones')).toEqual([created]);
      expect(await client.findPostsBySlug(site, 'missing-slug')).toEqual([]);

      const published = await client.updatePost(site, post.id, { status: 'publish' });
      const link = blog === pretty ? `${blog.url}/best-wireless-headphones/` : `${blog.url}/?p=${post.id}`;
      // An update answers with the content as WordPress kept it too.
      expect(published).toEqual({
        id: post.id,
        link,
        status: 'publish',
        slug: 'best-wireless-headphones',
        featuredMedia: media.id,
        savedContent: '<p>Our comparison</p>',
      });
      const stored = await client.getPost(site, post.id);
      expect(stored).toMatchObject({
        id: post.id,
        link,
        featured_media: media.id,
        categories: [1],
        tags: [tag],
        title: { raw: 'The best wireless headphones' },
        excerpt: { raw: 'Which to buy' },
      });
      const page = await globalThis.fetch(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<p>Our comparison</p>');
      expect(html).toContain('alt="Hero"');
    }
  });

  it('sends titles, excerpts, alt texts and tag names as text: WordPress shows their markup, never runs it (issue 17)', async () => {
    const site = as('author');
    const text = `<h1>HACKED</h1> Tom & Jerry's <img src=x onerror=alert(1)>`;
    const escaped = '&lt;h1&gt;HACKED&lt;/h1&gt; Tom &amp; Jerry&#39;s &lt;img src=x onerror=alert(1)&gt;';
    const media = await client.uploadMedia(site, {
      filename: 'markup.png',
      contentType: 'image/png',
      data: solidPng(),
      altText: text,
    });
    const tag = await client.findOrCreateTag(site, '<b>Evil</b> & co');
    expect(await client.findOrCreateTag(site, '<b>Evil</b> & co')).toBe(tag);
    const post = await client.createPost(site, {
      title: text,
      content: '<p>Body</p>',
      excerpt: text,
      status: 'publish',
      slug: 'markup-as-text',
      featuredMedia: media.id,
      tags: [tag],
    });
    const stored = await client.getPost(site, post.id);
    expect(stored).toMatchObject({ title: { raw: escaped }, excerpt: { raw: escaped } });
    const storedMedia = (await (
      await globalThis.fetch(`${pretty.url}/wp-json/wp/v2/media/${media.id}`)
    ).json()) as { alt_text: string };
    expect(storedMedia.alt_text).toBe(escaped);
    const tags = (await (await globalThis.fetch(`${pretty.url}/wp-json/wp/v2/tags?search=evil`)).json()) as {
      id: number;
      name: string;
    }[];
    expect(tags).toEqual([expect.objectContaining({ id: tag, name: '&lt;b&gt;Evil&lt;/b&gt; &amp; co' })]);
    for (const url of [post.link, `${pretty.url}/`]) {
      const html = await (await globalThis.fetch(url)).text();
      expect(html).not.toMatch(/<h1>HACKED|<img src=x|<b>Evil/);
      expect(html).toContain('&lt;h1&gt;HACKED&lt;/h1&gt; Tom &amp; Jerry&#39;s');
    }
  });

  it('force-deletes a post and a media item on both root styles; an id already gone is no error', async () => {
    for (const blog of [pretty, plain]) {
      const site = as('author', blog);
      const media = await client.uploadMedia(site, {
        filename: 'withdrawn.png',
        contentType: 'image/png',
        data: solidPng(),
      });
      const post = await client.createPost(site, {
        title: 'A draft to withdraw',
        content: '<p>Draft</p>',
        status: 'draft',
        slug: 'draft-to-withdraw',
        featuredMedia: media.id,
      });
      const sourceUrl = (await client.findMediaBySlug(site, 'withdrawn'))?.sourceUrl ?? '';
      expect((await globalThis.fetch(sourceUrl)).status).toBe(200);
      expect(await client.deletePost(site, post.id)).toBe(true);
      expect(await client.deleteMedia(site, media.id)).toBe(true);
      expect(await client.findPostsBySlug(site, 'draft-to-withdraw')).toEqual([]);
      expect(await client.findMediaBySlug(site, 'withdrawn')).toBeUndefined();
      // The file goes with its media item.
      expect((await globalThis.fetch(sourceUrl)).status).toBe(404);
      expect(await client.deletePost(site, post.id)).toBe(false);
      expect(await client.deleteMedia(site, media.id)).toBe(false);
    }
  });

  it('refuses to delete for a Contributor what is not theirs, and says what WordPress said', async () => {
    const post = await client.createPost(as('author'), { title: 'Kept', content: 'x', status: 'publish' });
    expect(await failureOf(client.deletePost(as('contrib'), post.id))).toMatchObject({
      kind: 'permissions',
      status: 403,
      code: 'rest_cannot_delete',
    });
    const notDeleted = createWordPressClient({ fetch: answering(200, { deleted: false }) });
    expect(
      await failureOf(notDeleted.deletePost(as('author', pretty, { apiRoot: 'https://b/wp-json/' }), 1)),
    ).toMatchObject({ kind: 'unknown' });
  });

  it('keeps a Contributor from publishing and an Author from creating categories', async () => {
    const error = await failureOf(
      client.createPost(as('contrib'), { title: 'x', content: 'y', status: 'publish' }),
    );
    expect(error).toMatchObject({ kind: 'permissions', status: 403, code: 'rest_cannot_publish' });
    expect(await failureOf(client.createCategory(as('author'), 'Garden & Patio'))).toMatchObject({
      kind: 'permissions',
      status: 403,
      code: 'rest_cannot_create',
    });
  });

  it('creates a category as an Editor, its name sent as text and read back as text; an existing one is returned', async () => {
    const name = `Garden & Patio ${Date.now()}`;
    const made = await client.createCategory(as('editor'), name);
    expect(made).toMatchObject({ name, created: true });
    expect(made.id).toBeGreaterThan(1);
    // WordPress keeps the name as HTML (`&amp;`); listed, it is the text again.
    expect((await client.listCategories(as('author'))).find((term) => term.id === made.id)?.name).toBe(name);
    expect(await client.createCategory(as('editor'), name)).toMatchObject({ id: made.id, created: false });
  });

  it('lists every category in pages of 100', async () => {
    const seen: URL[] = [];
    const pages = createWordPressClient({
      async fetch(input) {
        const url = new URL(String(input));
        seen.push(url);
        const page = Number(url.searchParams.get('page'));
        const count = page === 1 ? 100 : 3;
        const terms = Array.from({ length: count }, (_, index) => ({
          id: page * 1000 + index,
          name: `Category ${page}-${index}`,
          slug: `category-${page}-${index}`,
        }));
        return new Response(JSON.stringify(terms), { headers: { 'content-type': 'application/json' } });
      },
    });
    const all = await pages.listCategories(as('author', pretty, { apiRoot: 'https://b.example/wp-json/' }));
    expect(all).toHaveLength(103);
    expect(
      seen.map((url) => [url.pathname, url.searchParams.get('per_page'), url.searchParams.get('page')]),
    ).toEqual([
      ['/wp-json/wp/v2/categories', '100', '1'],
      ['/wp-json/wp/v2/categories', '100', '2'],
    ]);
  });

  it('lists the tags with their counts of published posts, the most carried first', async () => {
    const site = as('author');
    const unused = await client.findOrCreateTag(site, 'Slug One');
    const carried = await client.findOrCreateTag(site, 'Slug Two');
    await client.createPost(site, {
      title: 'Tagged',
      content: '<p>x</p>',
      status: 'publish',
      tags: [carried],
    });
    const { fetch, seen } = recordingFetch();
    const tags = await createWordPressClient({ fetch }).listTags({
      ...site,
      apiRoot: `${pretty.url}/wp-json/`,
    });
    const ids = tags.map((term) => term.id);
    expect(ids.indexOf(carried)).toBeLessThan(ids.indexOf(unused));
    expect(tags.find((term) => term.id === carried)).toEqual({
      id: carried,
      name: 'Slug Two',
      slug: 'slug-two',
      count: 1,
    });
    expect(tags.find((term) => term.id === unused)?.count).toBe(0);
    const queries = seen.map((request) => new URL(request.url).searchParams);
    expect(queries.map((query) => [query.get('orderby'), query.get('order')])).toEqual([['count', 'desc']]);
  });

  it('reports an unknown post as api-not-found and a tag error other than term_exists as it is', async () => {
    expect(await failureOf(client.getPost(as('author'), 999_999))).toMatchObject({
      kind: 'api-not-found',
      code: 'rest_post_invalid_id',
    });
    expect(await failureOf(client.findOrCreateTag(as('subscriber'), 'x'))).toMatchObject({
      kind: 'permissions',
      code: 'rest_cannot_create',
    });
    const existingWithoutId = createWordPressClient({
      fetch: answering(400, { code: 'term_exists', message: 'exists', data: { status: 400 } }),
    });
    expect(
      await failureOf(
        existingWithoutId.findOrCreateTag(as('author', pretty, { apiRoot: 'https://b/wp-json/' }), 'x'),
      ),
    ).toMatchObject({
      code: 'term_exists',
    });
  });
});
