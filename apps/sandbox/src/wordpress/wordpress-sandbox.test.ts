import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWithoutBody } from '../unread-body.driver.ts';
import { PAGE_POLICY, type WordPressSandboxOptions, wordpressSandbox } from './wordpress-sandbox.ts';

const PUBLIC_URL = 'http://blog.test/blog';
const USERS: WordPressSandboxOptions['users'] = [
  { username: 'admin', applicationPassword: 'aaaa bbbb cccc dddd eeee ffff', role: 'administrator' },
  { username: 'editor', applicationPassword: 'ed12 ed12 ed12 ed12 ed12 ed12', role: 'editor' },
  {
    username: 'author',
    applicationPassword: 'abcd EFGH ijkl MNOP qrst UVWX',
    role: 'author',
    name: 'Ann Author',
  },
  { username: 'contrib', applicationPassword: 'zzzz yyyy xxxx wwww vvvv uuuu', role: 'contributor' },
  { username: 'subscriber', applicationPassword: 'qqqq rrrr ssss tttt uuuu vvvv', role: 'subscriber' },
];
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('0000000d49484452rest-of-png', 'latin1'),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('JFIF jpeg body')]);
const GIF = Buffer.from('GIF89a gif body');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);

const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function blog(options: Partial<WordPressSandboxOptions> = {}, host?: (app: FastifyInstance) => void) {
  const app = Fastify();
  host?.(app);
  await app.register(wordpressSandbox, { prefix: '/blog', publicUrl: PUBLIC_URL, users: USERS, ...options });
  await app.ready();
  apps.push(app);
  return app;
}

function basic(username: string, password?: string) {
  const user = USERS.find((candidate) => candidate.username === username);
  return `Basic ${Buffer.from(`${username}:${password ?? user?.applicationPassword ?? ''}`).toString('base64')}`;
}

/** A REST call through /wp-json/ (pretty) or ?rest_route= (plain), as `who` or nobody. */
async function api(
  app: FastifyInstance,
  method: InjectOptions['method'],
  route: string,
  options: {
    who?: string;
    json?: unknown;
    body?: Buffer;
    headers?: Record<string, string>;
    plain?: boolean;
  } = {},
) {
  const [routePath = '', query] = route.split('?');
  const url = options.plain
    ? `/blog/?rest_route=${routePath}${query ? `&${query}` : ''}`
    : `/blog/wp-json${routePath}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = { ...options.headers };
  if (options.who) headers.authorization = basic(options.who);
  let payload: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  }
  const response = await app.inject({ method, url, headers, payload });
  return {
    status: response.statusCode,
    headers: response.headers,
    json: response.json() as Record<string, unknown>,
    response,
  };
}

function upload(app: FastifyInstance, who: string, filename: string, body: Buffer, query = '') {
  return api(app, 'POST', `/wp/v2/media${query}`, {
    who,
    body,
    headers: { 'content-type': 'image/png', 'content-disposition': `attachment; filename="${filename}"` },
  });
}

const failure = (status: number, code: string) => ({
  status,
  json: expect.objectContaining({
    code,
    message: expect.any(String),
    data: expect.objectContaining({ status }),
  }),
});

describe('the REST index', () => {
  it('answers at /wp-json/ and at ?rest_route=/ with the wp/v2 namespace and the discovery link', async () => {
    const app = await blog({ siteTitle: 'Gadget Reviews' });
    for (const plain of [false, true]) {
      const index = await api(app, 'GET', '/', { plain });
      expect(index.status).toBe(200);
      expect(index.json).toMatchObject({ name: 'Gadget Reviews', url: PUBLIC_URL, home: PUBLIC_URL });
      expect(index.json.namespaces).toContain('wp/v2');
      expect(index.headers.link).toBe(`<${PUBLIC_URL}/wp-json/>; rel="https://api.w.org/"`);
    }
  });

  it('answers every route by ?rest_route= as by /wp-json/', async () => {
    const app = await blog();
    await api(app, 'POST', '/wp/v2/posts', {
      who: 'author',
      json: { title: 'Both ways', status: 'publish' },
    });
    for (const route of [
      '/wp/v2/users/me?context=edit',
      '/wp/v2/posts',
      '/wp/v2/categories',
      '/wp/v2/tags',
      '/wp/v2/media',
      '/wp/v2/nope',
    ]) {
      const pretty = await api(app, 'GET', route, { who: 'author' });
      const plain = await api(app, 'GET', route, { who: 'author', plain: true });
      expect(plain.status).toBe(pretty.status);
      expect(plain.json).toEqual(pretty.json);
    }
  });

  it('answers unknown routes and bad JSON with core error bodies', async () => {
    const app = await blog();
    expect(await api(app, 'GET', '/wp/v2/nope')).toMatchObject(failure(404, 'rest_no_route'));
    expect(await api(app, 'DELETE', '/wp/v2/users/me', { who: 'author' })).toMatchObject(
      failure(404, 'rest_no_route'),
    );
    const broken = await app.inject({
      method: 'POST',
      url: '/blog/wp-json/wp/v2/posts',
      headers: { authorization: basic('author'), 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
  });
});

describe('users/me and application passwords', () => {
  it('gives roles and core capabilities by role in context=edit', async () => {
    const app = await blog();
    const caps = async (who: string) => {
      const me = await api(app, 'GET', '/wp/v2/users/me?context=edit', { who });
      expect(me.status).toBe(200);
      expect(me.json.roles).toEqual([USERS.find((user) => user.username === who)?.role]);
      return me.json.capabilities as Record<string, boolean>;
    };
    expect(await caps('admin')).toMatchObject({
      manage_options: true,
      manage_categories: true,
      publish_posts: true,
    });
    expect(await caps('editor')).toMatchObject({ edit_others_posts: true, manage_categories: true });
    expect((await caps('editor')).manage_options).toBeUndefined();
    const author = await caps('author');
    expect(author).toMatchObject({ edit_posts: true, publish_posts: true, upload_files: true, author: true });
    expect(author.manage_categories).toBeUndefined();
    const contributor = await caps('contrib');
    expect(contributor.edit_posts).toBe(true);
    expect(contributor.publish_posts).toBeUndefined();
    expect(contributor.upload_files).toBeUndefined();
    expect(Object.keys(await caps('subscriber'))).toEqual(['read', 'subscriber']);
  });

  it('shows name and slug but no roles outside context=edit', async () => {
    const app = await blog();
    const me = await api(app, 'GET', '/wp/v2/users/me', { who: 'author' });
    expect(me.json).toMatchObject({ id: 3, name: 'Ann Author', slug: 'author' });
    expect(me.json.roles).toBeUndefined();
    expect(me.json.capabilities).toBeUndefined();
  });

  it('takes the application password with or without its spaces', async () => {
    const app = await blog();
    for (const password of ['abcd EFGH ijkl MNOP qrst UVWX', 'abcdEFGHijklMNOPqrstUVWX']) {
      const me = await app.inject({
        url: '/blog/wp-json/wp/v2/users/me',
        headers: { authorization: basic('author', password) },
      });
      expect(me.statusCode).toBe(200);
    }
  });

  it('treats a wrong password or an unknown user as nobody: 401 rest_not_logged_in, public reads still work', async () => {
    const app = await blog();
    for (const authorization of [
      basic('author', 'abcdEFGHijklMNOPqrstUVWx'),
      basic('nobody', 'x'),
      'Basic !!!',
      'Bearer token',
    ]) {
      const me = await app.inject({ url: '/blog/wp-json/wp/v2/users/me', headers: { authorization } });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({
        code: 'rest_not_logged_in',
        message: 'You are not currently logged in.',
        data: { status: 401 },
      });
      const posts = await app.inject({ url: '/blog/wp-json/wp/v2/posts', headers: { authorization } });
      expect(posts.statusCode).toBe(200);
    }
    expect(await api(app, 'GET', '/wp/v2/users/me')).toMatchObject(failure(401, 'rest_not_logged_in'));
    const create = await app.inject({
      method: 'POST',
      url: '/blog/wp-json/wp/v2/posts',
      headers: { authorization: basic('author', 'wrong'), 'content-type': 'application/json' },
      payload: '{"title":"x"}',
    });
    expect(create.statusCode).toBe(401);
    expect(create.json()).toMatchObject({ code: 'rest_cannot_create' });
  });
});

describe('media', () => {
  it('stores a raw upload and serves it under wp-content/uploads/YYYY/MM with its image type and nosniff', async () => {
    const app = await blog();
    const created = await upload(app, 'author', 'Red Square.png', PNG);
    expect(created.status).toBe(201);
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    expect(created.json).toMatchObject({
      media_type: 'image',
      mime_type: 'image/png',
      alt_text: '',
      source_url: `${PUBLIC_URL}/wp-content/uploads/${month}/red-square.png`,
    });
    expect(created.headers.location).toBe(`${PUBLIC_URL}/wp-json/wp/v2/media/${created.json.id}`);
    const file = await app.inject({ url: `/blog/wp-content/uploads/${month}/red-square.png` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // The same name again gets a new file, not the old one overwritten.
    const second = await upload(app, 'author', 'red-square.png', PNG);
    expect(second.json.source_url).toBe(`${PUBLIC_URL}/wp-content/uploads/${month}/red-square-1.png`);
    expect((await app.inject({ url: `/blog/wp-content/uploads/${month}/missing.png` })).statusCode).toBe(404);
  });

  it('takes the alt text with the upload or afterwards by POST media/{id}', async () => {
    const app = await blog();
    const withAlt = await upload(app, 'author', 'a.png', PNG, '?alt_text=A%20red%20square');
    expect(withAlt.json.alt_text).toBe('A red square');
    const later = await upload(app, 'author', 'b.png', PNG);
    const updated = await api(app, 'POST', `/wp/v2/media/${later.json.id}`, {
      who: 'author',
      json: { alt_text: 'Set later' },
    });
    expect(updated).toMatchObject({ status: 200, json: { alt_text: 'Set later' } });
    expect((await api(app, 'GET', `/wp/v2/media/${later.json.id}`)).json.alt_text).toBe('Set later');
    expect(
      await api(app, 'POST', `/wp/v2/media/${later.json.id}`, { who: 'contrib', json: { alt_text: 'x' } }),
    ).toMatchObject(failure(403, 'rest_cannot_edit'));
    expect(await api(app, 'GET', '/wp/v2/media/999')).toMatchObject(failure(404, 'rest_post_invalid_id'));
  });

  it('accepts multipart/form-data with a file field', async () => {
    const app = await blog();
    const form = new FormData();
    form.set('file', new Blob([JPEG], { type: 'image/jpeg' }), 'photo.jpg');
    form.set('alt_text', 'A photo');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const created = await app.inject({
      method: 'POST',
      url: '/blog/?rest_route=/wp/v2/media',
      headers: { authorization: basic('author'), 'content-type': request.headers.get('content-type') ?? '' },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ mime_type: 'image/jpeg', alt_text: 'A photo' });
    expect(created.json().source_url).toMatch(/\/photo\.jpg$/);
    const empty = new FormData();
    empty.set('title', 'no file');
    const emptyRequest = new Request('http://x/', { method: 'POST', body: empty });
    const missing = await app.inject({
      method: 'POST',
      url: '/blog/wp-json/wp/v2/media',
      headers: {
        authorization: basic('author'),
        'content-type': emptyRequest.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await emptyRequest.arrayBuffer()),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('rest_upload_no_data');
  });

  it('knows images by their first bytes and names the file by them', async () => {
    const app = await blog();
    for (const [name, data, mime, extension] of [
      ['p.png', PNG, 'image/png', 'png'],
      ['j.jpeg', JPEG, 'image/jpeg', 'jpg'],
      ['g.gif', GIF, 'image/gif', 'gif'],
      ['w.webp', WEBP, 'image/webp', 'webp'],
      ['misnamed.png', JPEG, 'image/jpeg', 'jpg'],
    ] as const) {
      const created = await upload(app, 'author', name, data);
      expect(created.status).toBe(201);
      expect(created.json.mime_type).toBe(mime);
      expect(String(created.json.source_url).endsWith(`.${extension}`)).toBe(true);
      const file = await app.inject({ url: String(created.json.source_url).replace('http://blog.test', '') });
      expect(file.headers['content-type']).toBe(mime);
    }
  });

  it('refuses what is not an image like core (500 rest_upload_sideload_error), and bad requests', async () => {
    const app = await blog();
    const refused = failure(500, 'rest_upload_sideload_error');
    expect(await upload(app, 'author', 'a.png', Buffer.from('<svg onload=alert(1)>'))).toMatchObject(refused);
    expect(await upload(app, 'author', 'a.exe', PNG)).toMatchObject(refused);
    expect(await upload(app, 'author', 'a.html', PNG)).toMatchObject(refused);
    expect(await upload(app, 'author', 'noextension', PNG)).toMatchObject(refused);
    const noDisposition = await api(app, 'POST', '/wp/v2/media', {
      who: 'author',
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(noDisposition).toMatchObject(failure(400, 'rest_upload_no_content_disposition'));
    const badDisposition = await api(app, 'POST', '/wp/v2/media', {
      who: 'author',
      body: PNG,
      headers: { 'content-type': 'image/png', 'content-disposition': 'attachment' },
    });
    expect(badDisposition).toMatchObject(failure(400, 'rest_upload_invalid_disposition'));
    expect((await api(app, 'GET', '/wp/v2/media')).json).toEqual([]);
  });

  it('lets Authors and up upload; Contributors and Subscribers get 403, nobody 401', async () => {
    const app = await blog();
    expect((await upload(app, 'editor', 'e.png', PNG)).status).toBe(201);
    expect(await upload(app, 'contrib', 'c.png', PNG)).toMatchObject(failure(403, 'rest_cannot_create'));
    expect(await upload(app, 'subscriber', 's.png', PNG)).toMatchObject(failure(403, 'rest_cannot_create'));
    const anonymous = await app.inject({
      method: 'POST',
      url: '/blog/wp-json/wp/v2/media',
      headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename=a.png' },
      payload: PNG,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_cannot_create');
  });
});

// Issue 17, finding 9: a media upload may be 20 MB; nobody gets to make the demo blog read one.
describe('bodies from nobody', () => {
  it('refuses a large body without valid credentials before reading it, and closes the connection', async () => {
    const app = await blog();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const upload = {
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename=big.png',
    };
    for (const [path, headers] of [
      ['/blog/wp-json/wp/v2/media', upload],
      ['/blog/?rest_route=/wp/v2/media', upload],
      ['/blog/wp-json/wp/v2/media', { ...upload, authorization: basic('author', 'wrong password') }],
      ['/blog/wp-json/wp/v2/posts', { 'content-type': 'application/json' }],
    ] as const) {
      const answer = await answerWithoutBody(origin, {
        method: 'POST',
        path,
        headers,
        contentLength: 20 * 1024 * 1024,
      });
      expect(answer, path).not.toBe('no answer');
      if (answer === 'no answer') return;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ data: { status: 401 } });
      expect(answer.closed).toBe(true);
    }
    // An Author's upload is read (here it never comes, so no answer yet).
    expect(
      await answerWithoutBody(
        origin,
        {
          method: 'POST',
          path: '/blog/wp-json/wp/v2/media',
          headers: { ...upload, authorization: basic('author') },
          contentLength: 20 * 1024 * 1024,
        },
        500,
      ),
    ).toBe('no answer');
  });
});

describe('posts', () => {
  it('creates, reads and updates a post with status, featured media, terms, slug and excerpt', async () => {
    const app = await blog();
    const media = await upload(app, 'author', 'hero.png', PNG);
    const tag = await api(app, 'POST', '/wp/v2/tags', { who: 'author', json: { name: 'Headphones' } });
    const created = await api(app, 'POST', '/wp/v2/posts', {
      who: 'author',
      json: {
        title: 'Best headphones',
        content: '<p>Body</p>',
        excerpt: 'Short',
        status: 'publish',
        slug: 'Best Headphones 2026',
        featured_media: media.json.id,
        categories: [1],
        tags: [tag.json.id],
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      slug: 'best-headphones-2026',
      status: 'publish',
      link: `${PUBLIC_URL}/best-headphones-2026/`,
      title: { raw: 'Best headphones' },
      content: { raw: '<p>Body</p>', rendered: '<p>Body</p>' },
      excerpt: { raw: 'Short', rendered: '<p>Short</p>\n' },
      featured_media: media.json.id,
      categories: [1],
      tags: [tag.json.id],
      author: 3,
    });
    const id = created.json.id;
    const read = await api(app, 'GET', `/wp/v2/posts/${id}`);
    expect(read.json.title).toEqual({ rendered: 'Best headphones' });
    const updated = await api(app, 'POST', `/wp/v2/posts/${id}`, {
      who: 'author',
      json: { title: 'Better title', excerpt: 'New' },
    });
    expect(updated).toMatchObject({
      status: 200,
      json: { title: { raw: 'Better title' }, excerpt: { raw: 'New' }, slug: 'best-headphones-2026' },
    });
    const put = await api(app, 'PUT', `/wp/v2/posts/${id}`, { who: 'author', json: { content: 'Plain' } });
    expect(put.json.content).toMatchObject({ raw: 'Plain' });
    expect(await api(app, 'GET', '/wp/v2/posts/999')).toMatchObject(failure(404, 'rest_post_invalid_id'));
  });

  it('makes published slugs unique, drops unknown terms and refuses non-integer ones', async () => {
    const app = await blog();
    const publish = (json: Record<string, unknown>) =>
      api(app, 'POST', '/wp/v2/posts', { who: 'author', json: { status: 'publish', ...json } });
    expect((await publish({ title: 'Same' })).json.slug).toBe('same');
    expect((await publish({ title: 'Same' })).json.slug).toBe('same-2');
    const unknown = await publish({ title: 'Terms', categories: [999], tags: [998], featured_media: 997 });
    expect(unknown.json).toMatchObject({ categories: [], tags: [], featured_media: 0 });
    expect(await publish({ title: 'x', categories: ['abc'] })).toMatchObject(
      failure(400, 'rest_invalid_param'),
    );
    expect(await publish({ title: 'x', featured_media: 'abc' })).toMatchObject(
      failure(400, 'rest_invalid_param'),
    );
    expect(await publish({ title: 'x', status: 'bogus' })).toMatchObject(failure(400, 'rest_invalid_param'));
    const draft = await api(app, 'POST', '/wp/v2/posts', { who: 'author', json: { title: 'Draft' } });
    expect(draft.json).toMatchObject({
      status: 'draft',
      slug: '',
      link: `${PUBLIC_URL}/?p=${draft.json.id}`,
      categories: [1],
    });
  });

  it('lists by status and slug; drafts only for their author', async () => {
    const app = await blog();
    await api(app, 'POST', '/wp/v2/posts', { who: 'author', json: { title: 'Public', status: 'publish' } });
    const draft = await api(app, 'POST', '/wp/v2/posts', {
      who: 'author',
      json: { title: 'Hidden', slug: 'hidden-draft' },
    });
    const titles = (list: { json: unknown }) =>
      (list.json as Array<{ title: { rendered: string } }>).map((post) => post.title.rendered);
    expect(titles(await api(app, 'GET', '/wp/v2/posts'))).toEqual(['Public']);
    const bySlug = await api(app, 'GET', '/wp/v2/posts?slug=hidden-draft&status=publish,draft&context=edit', {
      who: 'author',
    });
    expect(titles(bySlug)).toEqual(['Hidden']);
    expect(bySlug.headers['x-wp-total']).toBe('1');
    expect(
      titles(await api(app, 'GET', '/wp/v2/posts?slug=hidden-draft&status=publish,draft', { who: 'editor' })),
    ).toEqual(['Hidden']);
    expect(await api(app, 'GET', '/wp/v2/posts?status=draft')).toMatchObject(
      failure(400, 'rest_invalid_param'),
    );
    expect(await api(app, 'GET', `/wp/v2/posts/${draft.json.id}`)).toMatchObject(
      failure(401, 'rest_forbidden'),
    );
    expect(await api(app, 'GET', `/wp/v2/posts/${draft.json.id}`, { who: 'contrib' })).toMatchObject(
      failure(403, 'rest_forbidden'),
    );
    expect(await api(app, 'GET', '/wp/v2/posts?context=edit')).toMatchObject(
      failure(401, 'rest_forbidden_context'),
    );
    expect(await api(app, 'GET', '/wp/v2/posts?context=edit', { who: 'subscriber' })).toMatchObject(
      failure(403, 'rest_forbidden_context'),
    );
    expect(await api(app, 'GET', '/wp/v2/posts?per_page=101')).toMatchObject(
      failure(400, 'rest_invalid_param'),
    );
  });

  it('lets a Contributor submit for review but not publish; a Subscriber not at all', async () => {
    const app = await blog();
    expect(
      await api(app, 'POST', '/wp/v2/posts', { who: 'contrib', json: { title: 'x', status: 'publish' } }),
    ).toMatchObject(failure(403, 'rest_cannot_publish'));
    expect(
      (await api(app, 'POST', '/wp/v2/posts', { who: 'contrib', json: { title: 'x', status: 'pending' } }))
        .status,
    ).toBe(201);
    expect(
      (await api(app, 'POST', '/wp/v2/posts', { who: 'contrib', json: { title: 'x', status: 'draft' } }))
        .status,
    ).toBe(201);
    expect(await api(app, 'POST', '/wp/v2/posts', { who: 'subscriber', json: { title: 'x' } })).toMatchObject(
      failure(403, 'rest_cannot_create'),
    );
    expect(await api(app, 'POST', '/wp/v2/posts', { json: { title: 'x' } })).toMatchObject(
      failure(401, 'rest_cannot_create'),
    );
  });

  it("keeps Authors off other people's posts; Editors may edit them", async () => {
    const app = await blog();
    const admins = await api(app, 'POST', '/wp/v2/posts', {
      who: 'admin',
      json: { title: 'Admin post', status: 'publish' },
    });
    const url = `/wp/v2/posts/${admins.json.id}`;
    expect(await api(app, 'POST', url, { who: 'author', json: { title: 'mine' } })).toMatchObject(
      failure(403, 'rest_cannot_edit'),
    );
    expect(await api(app, 'GET', `${url}?context=edit`, { who: 'author' })).toMatchObject(
      failure(403, 'rest_forbidden_context'),
    );
    expect(
      (await api(app, 'POST', url, { who: 'editor', json: { title: 'Edited' } })).json.title,
    ).toMatchObject({ raw: 'Edited' });
  });
});

describe('categories and tags', () => {
  it('lists terms and finds them by slug', async () => {
    const app = await blog();
    await api(app, 'POST', '/wp/v2/categories', { who: 'editor', json: { name: 'Audio Gear' } });
    const categories = await api(app, 'GET', '/wp/v2/categories');
    expect((categories.json as unknown as Array<{ slug: string }>).map((term) => term.slug)).toEqual([
      'audio-gear',
      'uncategorized',
    ]);
    const bySlug = await api(app, 'GET', '/wp/v2/categories?slug=uncategorized');
    expect(bySlug.json).toEqual([
      expect.objectContaining({ id: 1, name: 'Uncategorized', taxonomy: 'category', parent: 0 }),
    ]);
    expect((await api(app, 'GET', '/wp/v2/categories?slug=none')).json).toEqual([]);
  });

  it('starts with the categories it is given, stored as WordPress stores names, once across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-categories-'));
    dirs.push(dataDir);
    const categories = ['Kitchen & Cooking', 'Tech & Audio', 'Reviews'];
    const first = await blog({ categories, dataDir });
    const listed = (await api(first, 'GET', '/wp/v2/categories')).json as unknown as Array<{
      id: number;
      name: string;
      slug: string;
    }>;
    expect(listed.map(({ name, slug }) => [name, slug])).toEqual([
      ['Kitchen &amp; Cooking', 'kitchen-cooking'],
      ['Reviews', 'reviews'],
      ['Tech &amp; Audio', 'tech-audio'],
      ['Uncategorized', 'uncategorized'],
    ]);
    // The same category typed again is WordPress's term_exists, with its id; an Author may not try.
    const again = await api(first, 'POST', '/wp/v2/categories', {
      who: 'admin',
      json: { name: 'Kitchen &amp; Cooking' },
    });
    expect(again).toMatchObject(failure(400, 'term_exists'));
    expect((again.json.data as { term_id: number }).term_id).toBe(listed[0]?.id);
    expect(
      await api(first, 'POST', '/wp/v2/categories', { who: 'author', json: { name: 'Fitness' } }),
    ).toMatchObject(failure(403, 'rest_cannot_create'));
    await first.close();
    const restarted = await blog({ categories: [...categories, 'Fitness'], dataDir });
    const after = (await api(restarted, 'GET', '/wp/v2/categories?per_page=100')).json as unknown as Array<{
      id: number;
      slug: string;
    }>;
    expect(after.map((term) => term.slug)).toEqual([
      'fitness',
      'kitchen-cooking',
      'reviews',
      'tech-audio',
      'uncategorized',
    ]);
    expect(after.find((term) => term.slug === 'kitchen-cooking')?.id).toBe(listed[0]?.id);
  });

  it('lets only Editors and up create categories', async () => {
    const app = await blog();
    expect(await api(app, 'POST', '/wp/v2/categories', { who: 'author', json: { name: 'Reviews' } })).toEqual(
      expect.objectContaining({
        status: 403,
        json: {
          code: 'rest_cannot_create',
          message: 'Sorry, you are not allowed to create terms in this taxonomy.',
          data: { status: 403 },
        },
      }),
    );
    const created = await api(app, 'POST', '/wp/v2/categories', { who: 'admin', json: { name: 'Reviews' } });
    expect(created).toMatchObject({
      status: 201,
      json: { name: 'Reviews', slug: 'reviews', taxonomy: 'category' },
    });
    expect(
      await api(app, 'POST', '/wp/v2/categories', { who: 'editor', json: { name: 'Reviews' } }),
    ).toMatchObject(failure(400, 'term_exists'));
  });

  it('lets Contributors and up create tags; an existing one is 400 term_exists with its id', async () => {
    const app = await blog();
    expect(await api(app, 'POST', '/wp/v2/tags', { who: 'subscriber', json: { name: 'x' } })).toMatchObject(
      failure(403, 'rest_cannot_create'),
    );
    expect(await api(app, 'POST', '/wp/v2/tags', { json: { name: 'x' } })).toMatchObject(
      failure(401, 'rest_cannot_create'),
    );
    const tag = await api(app, 'POST', '/wp/v2/tags', { who: 'author', json: { name: 'Noise Cancelling' } });
    expect(tag).toMatchObject({
      status: 201,
      json: { name: 'Noise Cancelling', slug: 'noise-cancelling', taxonomy: 'post_tag' },
    });
    expect((await api(app, 'POST', '/wp/v2/tags', { who: 'contrib', json: { name: 'Budget' } })).status).toBe(
      201,
    );
    const again = await api(app, 'POST', '/wp/v2/tags', {
      who: 'author',
      json: { name: 'noise cancelling' },
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      code: 'term_exists',
      message: 'A term with the name provided already exists in this taxonomy.',
      data: { status: 400, term_id: tag.json.id },
    });
    expect(await api(app, 'POST', '/wp/v2/tags', { who: 'author', json: { name: '  ' } })).toMatchObject(
      failure(400, 'rest_missing_callback_param'),
    );
    const bySlug = await api(app, 'GET', '/wp/v2/tags?slug=noise-cancelling');
    expect((bySlug.json as unknown as Array<{ id: number }>).map((term) => term.id)).toEqual([tag.json.id]);
  });
});

describe('plain permalinks', () => {
  it('answers /wp-json/ with 404 and the API only at ?rest_route=; links are ?p=ID', async () => {
    const app = await blog({ prettyPermalinks: false });
    const prettyPath = await app.inject({ url: '/blog/wp-json/' });
    expect(prettyPath.statusCode).toBe(404);
    expect(prettyPath.headers['content-type']).toMatch(/^text\/html/);
    expect(
      (await app.inject({ url: '/blog/wp-json/wp/v2/users/me', headers: { authorization: basic('author') } }))
        .statusCode,
    ).toBe(404);
    const home = await app.inject({ url: '/blog/' });
    expect(home.headers.link).toBe(`<${PUBLIC_URL}/index.php?rest_route=/>; rel="https://api.w.org/"`);
    const viaIndex = await app.inject({
      url: '/blog/index.php?rest_route=/wp/v2/users/me',
      headers: { authorization: basic('author') },
    });
    expect(viaIndex.json()).toMatchObject({ slug: 'author' });
    const post = await api(app, 'POST', '/wp/v2/posts', {
      who: 'author',
      plain: true,
      json: { title: 'Plain post', status: 'publish', content: 'Plain body' },
    });
    expect(post.json.link).toBe(`${PUBLIC_URL}/?p=${post.json.id}`);
    const page = await app.inject({ url: `/blog/?p=${post.json.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Plain body');
    expect((await app.inject({ url: '/blog/plain-post/' })).statusCode).toBe(404);
  });
});

describe('public pages', () => {
  async function publishedPost(app: FastifyInstance) {
    const media = await upload(app, 'author', 'hero.png', PNG, '?alt_text=Two%20headphones%20%26%20a%20case');
    const tag = await api(app, 'POST', '/wp/v2/tags', { who: 'author', json: { name: 'Wireless' } });
    return api(app, 'POST', '/wp/v2/posts', {
      who: 'author',
      json: {
        title: 'Headphones <compared>',
        content: '<h2>Our pick</h2><p>The comparison body.</p>',
        excerpt: 'Which pair to buy',
        status: 'publish',
        featured_media: media.json.id,
        tags: [tag.json.id],
      },
    });
  }

  it('lists published posts with title, date, featured image and excerpt, and announces the API', async () => {
    const app = await blog({ siteTitle: 'Gadget Reviews' });
    const empty = await app.inject({ url: '/blog/' });
    expect(empty.body).toContain('No articles published yet');
    const post = await publishedPost(app);
    await api(app, 'POST', '/wp/v2/posts', { who: 'author', json: { title: 'Secret draft' } });
    const home = await app.inject({ url: '/blog/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers.link).toBe(`<${PUBLIC_URL}/wp-json/>; rel="https://api.w.org/"`);
    expect(home.body).toContain('Gadget Reviews');
    expect(home.body).toContain('Headphones &lt;compared&gt;');
    expect(home.body).toContain(`href="${post.json.link}"`);
    expect(home.body).toContain('Which pair to buy');
    expect(home.body).toContain('alt="Two headphones &amp; a case"');
    expect(home.body).toContain(new Date().getFullYear().toString());
    expect(home.body).not.toContain('Secret draft');
    expect(home.body).toContain('name="viewport"');
  });

  it('shows one post at its slug: title, featured image with alt, content, terms', async () => {
    const app = await blog();
    const post = await publishedPost(app);
    const page = await app.inject({ url: `/blog/${post.json.slug}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Headphones &lt;compared&gt;</h1>');
    expect(page.body).toMatch(
      /<img class="featured wp-post-image" src="http:\/\/blog\.test\/blog\/wp-content\/uploads\/\d{4}\/\d{2}\/hero\.png" alt="Two headphones &amp; a case">/,
    );
    expect(page.body).toContain('<h2>Our pick</h2><p>The comparison body.</p>');
    expect(page.body).toContain('Uncategorized');
    expect(page.body).toContain('Wireless');
  });

  it('heads a post as an SEO plugin does: canonical link, the excerpt as meta description, og:image', async () => {
    const app = await blog();
    const post = await publishedPost(app);
    const page = await app.inject({ url: `/blog/${post.json.slug}/` });
    expect(page.body).toContain(`<link rel="canonical" href="${post.json.link}">`);
    expect(page.body).toContain('<meta name="description" content="Which pair to buy">');
    expect(page.body).toContain('<meta property="og:description" content="Which pair to buy">');
    expect(page.body).toContain('<meta property="og:title" content="Headphones &lt;compared&gt;">');
    expect(page.body).toMatch(
      /<meta property="og:image" content="http:\/\/blog\.test\/blog\/wp-content\/uploads\/\d{4}\/\d{2}\/hero\.png">/,
    );
  });

  it('simulates plugins that change post pages, switched by its users through aa-sandbox/v1/plugins', async () => {
    const app = await blog();
    const post = await publishedPost(app);
    await api(app, 'POST', `/wp/v2/posts/${post.json.id}`, {
      who: 'author',
      json: {
        content: '<p><a href="https://www.amazon.com/dp/B1?tag=me-20" rel="sponsored nofollow">B1</a></p>',
      },
    });
    const plugins = (json: unknown, who?: string) =>
      api(app, 'POST', '/aa-sandbox/v1/plugins', { who, json });
    expect((await plugins({ active: ['strip-sponsored-rel'] })).status).toBe(401);
    expect((await plugins({ active: ['strip-sponsored-rel'] }, 'subscriber')).status).toBe(403);
    expect((await plugins({ active: ['cache-everything'] }, 'author')).json).toMatchObject({
      code: 'rest_invalid_param',
    });

    const on = await plugins(
      { active: ['strip-sponsored-rel', 'hide-excerpt', 'hide-featured-image'] },
      'author',
    );
    expect(on.json).toEqual({ active: ['strip-sponsored-rel', 'hide-excerpt', 'hide-featured-image'] });
    const doctored = (await app.inject({ url: `/blog/${post.json.slug}/` })).body;
    expect(doctored).toContain('<a href="https://www.amazon.com/dp/B1?tag=me-20" rel="nofollow">B1</a>');
    expect(doctored).not.toContain('name="description"');
    expect(doctored).not.toContain('og:description');
    expect(doctored).not.toContain('og:image');
    expect(doctored).not.toContain('wp-post-image');
    // The stored post is untouched: only the page changes, as with a plugin.
    const stored = await api(app, 'GET', `/wp/v2/posts/${post.json.id}?context=edit`, { who: 'author' });
    expect((stored.json.content as { raw: string }).raw).toContain('rel="sponsored nofollow"');

    expect((await plugins({ active: [] }, 'author')).json).toEqual({ active: [] });
    const restored = (await app.inject({ url: `/blog/${post.json.slug}/` })).body;
    expect(restored).toContain('rel="sponsored nofollow"');
    expect(restored).toContain('name="description"');
    expect((await api(app, 'GET', '/aa-sandbox/v1/plugins', { who: 'author' })).json).toEqual({ active: [] });
  });

  it('shows titles, excerpts, alt texts and term names as text, never as markup (issue 17)', async () => {
    const app = await blog();
    const alt = encodeURIComponent('"><img src=x onerror=alert(1)>');
    const media = await upload(app, 'author', 'hero.png', PNG, `?alt_text=${alt}`);
    const tag = await api(app, 'POST', '/wp/v2/tags', { who: 'author', json: { name: '<b>Evil</b>' } });
    const category = await api(app, 'POST', '/wp/v2/categories', {
      who: 'admin',
      json: { name: '<i onmouseover=alert(2)>Cat</i>' },
    });
    const post = await api(app, 'POST', '/wp/v2/posts', {
      who: 'author',
      json: {
        title: '<h1>HACKED</h1> Tom &amp; Jerry',
        content: '<p>Body</p>',
        excerpt: '<script>alert(3)</script><img src=x onerror=alert(4)> Tom &amp; Jerry',
        status: 'publish',
        featured_media: media.json.id,
        tags: [tag.json.id],
        categories: [category.json.id],
      },
    });
    for (const url of ['/blog/', `/blog/${post.json.slug}/`]) {
      const page = (await app.inject({ url })).body;
      expect(page, url).not.toMatch(/<h1>HACKED|<script|<img src=x|<b>Evil|<i onmouseover/);
      expect(page, url).toContain('&lt;h1&gt;HACKED&lt;/h1&gt; Tom &amp; Jerry');
      expect(page, url).not.toContain('&amp;amp;');
    }
    const index = (await app.inject({ url: '/blog/' })).body;
    expect(index).toContain(
      '&lt;script&gt;alert(3)&lt;/script&gt;&lt;img src=x onerror=alert(4)&gt; Tom &amp; Jerry',
    );
    expect(index).toContain('alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    const single = (await app.inject({ url: `/blog/${post.json.slug}/` })).body;
    expect(single).toContain('<title>&lt;h1&gt;HACKED&lt;/h1&gt; Tom &amp; Jerry – Demo Blog</title>');
    expect(single).toContain('<span>&lt;b&gt;Evil&lt;/b&gt;</span>');
    expect(single).toContain('<span>&lt;i onmouseover=alert(2)&gt;Cat&lt;/i&gt;</span>');
  });

  it('sends ?p=ID and a slug without its slash to the pretty link; unknown or unpublished is 404', async () => {
    const app = await blog();
    const post = await publishedPost(app);
    const byId = await app.inject({ url: `/blog/?p=${post.json.id}` });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(post.json.link);
    const noSlash = await app.inject({ url: '/blog/headphones' });
    expect(noSlash.statusCode).toBe(301);
    expect(noSlash.headers.location).toBe(post.json.link);
    const draft = await api(app, 'POST', '/wp/v2/posts', {
      who: 'author',
      json: { title: 'Draft', slug: 'a-draft' },
    });
    expect((await app.inject({ url: `/blog/?p=${draft.json.id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/blog/a-draft/' })).statusCode).toBe(404);
    const missing = await app.inject({ url: '/blog/nothing-here/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
  });

  it('builds absolute URLs from publicUrl, whatever the Host header says', async () => {
    const app = await blog();
    const post = await publishedPost(app);
    const page = await app.inject({ url: '/blog/', headers: { host: 'attacker.test' } });
    expect(page.body).not.toContain('attacker.test');
    const redirect = await app.inject({
      url: `/blog/?p=${post.json.id}`,
      headers: { host: 'attacker.test' },
    });
    expect(redirect.headers.location).toBe(post.json.link);
  });

  it('sends the sandboxing CSP on every HTML page, over whatever the host app set', async () => {
    const app = await blog({}, (host) => {
      host.addHook('onRequest', async (_request, reply) => {
        reply.header('content-security-policy', "default-src 'self'; script-src 'self'");
      });
      host.addHook('onSend', async (_request, reply, payload) => {
        reply.header('content-security-policy', "default-src 'self'; script-src 'self'");
        return payload;
      });
    });
    const post = await publishedPost(app);
    expect(PAGE_POLICY).toBe("sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
    for (const url of ['/blog/', `/blog/${post.json.slug}/`, '/blog/nothing-here/', '/blog/?p=99999']) {
      const page = await app.inject({ url });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toBe(PAGE_POLICY);
    }
    const plain = await blog({ prettyPermalinks: false });
    const plainPost = await api(plain, 'POST', '/wp/v2/posts', {
      who: 'author',
      plain: true,
      json: { title: 'P', status: 'publish' },
    });
    const plainPage = await plain.inject({ url: `/blog/?p=${plainPost.json.id}` });
    expect(plainPage.headers['content-security-policy']).toBe(PAGE_POLICY);
  });
});

describe('dataDir', () => {
  it('keeps posts, terms and uploaded files across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-sandbox-'));
    dirs.push(dataDir);
    const first = await blog({ dataDir });
    const media = await upload(first, 'author', 'kept.png', PNG);
    const tag = await api(first, 'POST', '/wp/v2/tags', { who: 'author', json: { name: 'Kept' } });
    const post = await api(first, 'POST', '/wp/v2/posts', {
      who: 'author',
      json: { title: 'Kept post', status: 'publish', featured_media: media.json.id, tags: [tag.json.id] },
    });
    await first.close();

    const second = await blog({ dataDir });
    expect((await api(second, 'GET', `/wp/v2/posts/${post.json.id}`)).json).toMatchObject({
      slug: 'kept-post',
      tags: [tag.json.id],
    });
    const file = await second.inject({ url: String(media.json.source_url).replace('http://blog.test', '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const next = await api(second, 'POST', '/wp/v2/tags', { who: 'author', json: { name: 'Next' } });
    expect(Number(next.json.id)).toBeGreaterThan(Number(post.json.id));
  });
});
