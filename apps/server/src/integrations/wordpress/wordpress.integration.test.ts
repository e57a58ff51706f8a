/**
 * The WordPress adapter against a WordPress: always the demo blog of apps/sandbox (pretty and plain
 * permalinks), and a real WordPress when WORDPRESS_TEST_SITE names the site.json that
 * scripts/wordpress-test-site.sh writes (`.ci/run` does). The same expectations hold for both: the
 * demo blog is held to real WordPress's behaviour here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../test/png.ts';
import { type Target, targets } from '../../test/wordpress-targets.ts';
import { BlogError, type BlogSite } from '../blog/blog-publisher.ts';
import { createWordPressClient } from './wordpress-client.ts';

const client = createWordPressClient({ fetch: globalThis.fetch, timeoutMs: 15_000 });
/** A client that never sees the discovery header, so the fallbacks are what finds the API. */
const linkless = createWordPressClient({
  timeoutMs: 15_000,
  async fetch(input, init) {
    const response = await globalThis.fetch(input, init);
    const headers = new Headers(response.headers);
    headers.delete('link');
    return new Response(response.body, { status: response.status, headers });
  },
});

async function failureOf(promise: Promise<unknown>): Promise<BlogError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof BlogError)) throw new Error(`expected a BlogError, got ${String(error)}`);
  return error;
}

async function kindOf(promise: Promise<unknown>) {
  return (await failureOf(promise)).kind;
}

describe.each(targets)('WordPress adapter against the $name', ({ make }) => {
  if (!make) {
    it.skip('needs WORDPRESS_TEST_SITE=<dir>/site.json from scripts/wordpress-test-site.sh start <dir>');
    return;
  }
  const target = make();
  let url = '';
  let users: Awaited<ReturnType<Target['setup']>>['users'] = {};
  const site = (who: string, overrides: Partial<BlogSite> = {}): BlogSite => {
    const user = users[who];
    if (!user) throw new Error(`no ${who} on this site`);
    return {
      engine: 'wordpress',
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
    expect(connection.apiRoot).toBe(`${url}/wp-json/`);
    expect(connection.siteUrl).toBe(url);
    // Without the Link header the usual place is tried.
    expect((await linkless.connect(site('author', { siteUrl: `${url}/` }))).apiRoot).toBe(`${url}/wp-json/`);
  });

  it('a wrong application password or an unknown user is an authentication failure', async () => {
    for (const wrong of [
      site('author', { applicationPassword: 'abcd abcd abcd abcd abcd abcd' }),
      site('author', { username: 'nobody-here' }),
    ]) {
      const error = await failureOf(client.connect(wrong));
      expect(error.kind).toBe('authentication');
      // WordPress 6.1 checks application passwords before it knows the user: a wrong one is anonymous.
      expect(error.code).toBe('rest_not_logged_in');
      expect(error.status).toBe(401);
      expect(`${error.message} ${error.stack}`).not.toContain(wrong.applicationPassword.replace(/ /g, ''));
    }
  });

  it('a Subscriber or a Contributor lacks the permissions', async () => {
    expect(await kindOf(client.connect(site('subscriber')))).toBe('permissions');
    expect(await kindOf(client.connect(site('contrib')))).toBe('permissions');
  });

  it('a wrong path has no REST API; a closed port cannot be reached', async () => {
    expect(await kindOf(client.connect(site('author', { siteUrl: `${url}/nope/nothing-here` })))).toBe(
      'api-not-found',
    );
    expect(await kindOf(client.connect(site('author', { siteUrl: 'http://127.0.0.1:9/' })))).toBe(
      'connection',
    );
  });

  it('plain permalinks: the API is found at ?rest_route=', async () => {
    const plainUrl = await target.plainPermalinks(true);
    try {
      const plainSite = site('author', plainUrl ? { siteUrl: plainUrl } : {});
      const connection = await client.connect(plainSite);
      // What core announces with plain permalinks.
      expect(connection.apiRoot).toBe(`${plainSite.siteUrl}/index.php?rest_route=/`);
      // Without the Link header, /wp-json/ is no API there and ?rest_route= is found as the fallback.
      expect((await linkless.connect(plainSite)).apiRoot).toBe(`${plainSite.siteUrl}/?rest_route=/`);
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
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // Authors cannot create categories: the post goes into one that exists.
    const category = await client.findCategoryBySlug(author, 'uncategorized');
    expect(category?.name).toBe('Uncategorized');
    expect((await client.listCategories(author)).map((term) => term.id)).toContain(category?.id);
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
    expect(post).toMatchObject({ status: 'publish', slug, link: `${url}/${slug}/` });
    expect(await client.findPostsBySlug(author, slug)).toEqual([
      expect.objectContaining({ id: post.id, slug, featuredMedia: media.id }),
    ]);
    const stored = await client.getPost(author, post.id);
    expect(stored).toMatchObject({ featured_media: media.id, categories: [category?.id], tags: [tag] });
    expect((await client.updatePost(author, post.id, { excerpt: 'Updated summary' })).id).toBe(post.id);
    expect((await client.getPost(author, post.id)).excerpt).toMatchObject({ raw: 'Updated summary' });

    const page = await fetch(post.link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Affiliate comparison body');
    expect(html).toContain('alt="A red square"');
  });

  it('creates a category as an Administrator, never as an Author; names go and come back as text', async () => {
    const name = `Tech & Audio ${Date.now()}`;
    const author = await failureOf(client.createCategory(site('author'), name));
    expect(author).toMatchObject({ kind: 'permissions', status: 403, code: 'rest_cannot_create' });
    const made = await client.createCategory(site('admin'), name);
    expect(made).toMatchObject({ name, created: true });
    // Listed (by an Author too) under its text name; the same name again is that category.
    const listed = (await client.listCategories(site('author'))).find((term) => term.id === made.id);
    expect(listed).toMatchObject({ name, slug: expect.stringMatching(/^tech-audio-\d+$/) });
    expect(await client.createCategory(site('admin'), name)).toMatchObject({ id: made.id, created: false });
  });

  it('lists the tags with their counts of published posts, the most carried first', async () => {
    const stamp = Date.now();
    const unused = await client.findOrCreateTag(site('author'), `Slug one ${stamp}`);
    const carried = await client.findOrCreateTag(site('author'), `Slug two ${stamp}`);
    await client.createPost(site('author'), {
      title: `Tagged ${stamp}`,
      content: '<p>x</p>',
      status: 'publish',
      tags: [carried],
    });
    const tags = await client.listTags(site('author'));
    expect(tags.find((term) => term.id === carried)).toMatchObject({ slug: `slug-two-${stamp}`, count: 1 });
    expect(tags.find((term) => term.id === unused)).toMatchObject({ count: 0 });
    const counts = tags.map((term) => term.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('a Contributor may not publish', async () => {
    expect(
      await kindOf(client.createPost(site('contrib'), { title: 'Nope', content: 'x', status: 'publish' })),
    ).toBe('permissions');
  });

  describe('the wire protocol (the demo blog held to real WordPress)', () => {
    /** One REST call by `?rest_route=` (every site answers it), as `who` or nobody. */
    async function wp(
      method: string,
      route: string,
      options: {
        who?: string;
        password?: string;
        json?: unknown;
        body?: Uint8Array;
        headers?: Record<string, string>;
      } = {},
    ) {
      const headers = new Headers(options.headers);
      if (options.who) {
        const user = users[options.who];
        if (!user) throw new Error(`no ${options.who}`);
        const credentials = `${user.username}:${options.password ?? user.applicationPassword}`;
        headers.set('authorization', `Basic ${Buffer.from(credentials).toString('base64')}`);
      }
      let body: RequestInit['body'] = options.body;
      if (options.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(options.json);
      }
      const [path = '', query] = route.split('?');
      const response = await fetch(`${url}/?rest_route=${path}${query ? `&${query}` : ''}`, {
        method,
        headers,
        body,
      });
      return {
        status: response.status,
        headers: response.headers,
        json: (await response.json()) as Record<string, unknown>,
      };
    }
    const failure = (status: number, code: string) => ({
      status,
      json: expect.objectContaining({ code, data: expect.objectContaining({ status }) }),
    });

    it('answers who is asking: users/me, roles and capabilities', async () => {
      const me = await wp('GET', '/wp/v2/users/me?context=edit', { who: 'author' });
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({
        username: 'author',
        roles: ['author'],
        capabilities: { edit_posts: true, publish_posts: true, upload_files: true },
      });
      const contributor = await wp('GET', '/wp/v2/users/me?context=edit', { who: 'contrib' });
      expect(contributor.json).toMatchObject({ roles: ['contributor'], capabilities: { edit_posts: true } });
      expect((contributor.json.capabilities as Record<string, unknown>).publish_posts).toBeUndefined();
      expect(await wp('GET', '/wp/v2/users/me')).toMatchObject(failure(401, 'rest_not_logged_in'));
      expect(await wp('GET', '/wp/v2/users/me', { who: 'author', password: 'wrong' })).toMatchObject(
        failure(401, 'rest_not_logged_in'),
      );
      // A wrong password is anonymous, not refused: public reads still work.
      expect((await wp('GET', '/wp/v2/posts', { who: 'author', password: 'wrong' })).status).toBe(200);
      expect(await wp('GET', '/wp/v2/posts?context=edit')).toMatchObject(
        failure(401, 'rest_forbidden_context'),
      );
      expect(await wp('GET', '/wp/v2/posts?context=edit', { who: 'subscriber' })).toMatchObject(
        failure(403, 'rest_forbidden_context'),
      );
      expect(await wp('GET', '/wp/v2/nothing-here', { who: 'author' })).toMatchObject(
        failure(404, 'rest_no_route'),
      );
      expect(await wp('GET', '/wp/v2/posts/987654', { who: 'author' })).toMatchObject(
        failure(404, 'rest_post_invalid_id'),
      );
    });

    it('applies core permission rules to posts', async () => {
      expect(await wp('POST', '/wp/v2/posts', { json: { title: 'x' } })).toMatchObject(
        failure(401, 'rest_cannot_create'),
      );
      expect(await wp('POST', '/wp/v2/posts', { who: 'subscriber', json: { title: 'x' } })).toMatchObject(
        failure(403, 'rest_cannot_create'),
      );
      expect(
        await wp('POST', '/wp/v2/posts', { who: 'contrib', json: { title: 'x', status: 'publish' } }),
      ).toMatchObject(failure(403, 'rest_cannot_publish'));
      const pending = await wp('POST', '/wp/v2/posts', {
        who: 'contrib',
        json: { title: 'Pending piece', status: 'pending' },
      });
      expect(pending).toMatchObject({
        status: 201,
        json: { status: 'pending', link: `${url}/?p=${pending.json.id}` },
      });
      expect(await wp('GET', `/wp/v2/posts/${pending.json.id}`)).toMatchObject(
        failure(401, 'rest_forbidden'),
      );
      expect(await wp('GET', `/wp/v2/posts/${pending.json.id}`, { who: 'author' })).toMatchObject(
        failure(403, 'rest_forbidden'),
      );
      expect(
        await wp('POST', `/wp/v2/posts/${pending.json.id}`, { who: 'author', json: { title: 'mine now' } }),
      ).toMatchObject(failure(403, 'rest_cannot_edit'));
      expect(await wp('GET', '/wp/v2/posts?status=draft')).toMatchObject(failure(400, 'rest_invalid_param'));
      expect(
        await wp('POST', '/wp/v2/posts', { who: 'author', json: { title: 'x', status: 'bogus' } }),
      ).toMatchObject(failure(400, 'rest_invalid_param'));
      expect(await wp('GET', '/wp/v2/posts?per_page=101')).toMatchObject(failure(400, 'rest_invalid_param'));

      const title = `Same title ${Date.now()}`;
      const first = await wp('POST', '/wp/v2/posts', {
        who: 'author',
        json: { title, status: 'publish', excerpt: 'Short' },
      });
      const second = await wp('POST', '/wp/v2/posts', {
        who: 'author',
        json: { title, status: 'publish', categories: [987654] },
      });
      expect(first).toMatchObject({
        status: 201,
        json: { categories: [1], tags: [], excerpt: { raw: 'Short', rendered: '<p>Short</p>\n' } },
      });
      expect(second.json.slug).toBe(`${first.json.slug}-2`);
      // Unknown term ids are dropped, not refused.
      expect(second.json.categories).toEqual([]);
      expect(second.headers.get('location')).toMatch(new RegExp(`/wp/v2/posts/${second.json.id}$`));
    });

    it('applies core permission rules to terms', async () => {
      expect(
        await wp('POST', '/wp/v2/categories', { who: 'author', json: { name: 'Reviews' } }),
      ).toMatchObject(failure(403, 'rest_cannot_create'));
      expect(await wp('POST', '/wp/v2/tags', { who: 'subscriber', json: { name: 'x' } })).toMatchObject(
        failure(403, 'rest_cannot_create'),
      );
      const name = `Gadgets ${Date.now()}`;
      const tag = await wp('POST', '/wp/v2/tags', { who: 'author', json: { name } });
      expect(tag).toMatchObject({ status: 201, json: { name, taxonomy: 'post_tag' } });
      const again = await wp('POST', '/wp/v2/tags', { who: 'author', json: { name: name.toLowerCase() } });
      expect(again).toMatchObject(failure(400, 'term_exists'));
      expect((again.json.data as Record<string, unknown>).term_id).toBe(tag.json.id);
      const bySlug = await wp('GET', `/wp/v2/tags?slug=${tag.json.slug}`);
      expect((bySlug.json as unknown as Array<{ id: number }>).map((term) => term.id)).toEqual([tag.json.id]);
      const admin = await wp('POST', '/wp/v2/categories', {
        who: 'admin',
        json: { name: `Reviews ${Date.now()}` },
      });
      expect(admin).toMatchObject({ status: 201, json: { taxonomy: 'category' } });
    });

    it('takes images only, with a Content-Disposition', async () => {
      const png = solidPng();
      const upload = (headers: Record<string, string>, body: Uint8Array = png, who = 'author') =>
        wp('POST', '/wp/v2/media', { who, body, headers: { 'content-type': 'image/png', ...headers } });
      expect(await upload({})).toMatchObject(failure(400, 'rest_upload_no_content_disposition'));
      expect(await upload({ 'content-disposition': 'attachment; filename=a.exe' })).toMatchObject(
        failure(500, 'rest_upload_sideload_error'),
      );
      expect(
        await upload(
          { 'content-disposition': 'attachment; filename=a.png' },
          Buffer.from('not an image at all'),
        ),
      ).toMatchObject(failure(500, 'rest_upload_sideload_error'));
      expect(
        await upload({ 'content-disposition': 'attachment; filename=a.png' }, png, 'contrib'),
      ).toMatchObject(failure(403, 'rest_cannot_create'));
      const created = await upload({ 'content-disposition': 'attachment; filename="wire.png"' });
      expect(created).toMatchObject({
        status: 201,
        json: { media_type: 'image', mime_type: 'image/png', alt_text: '' },
      });
      expect(String(created.json.source_url)).toMatch(
        new RegExp(`^${url}/wp-content/uploads/\\d{4}/\\d{2}/wire(-\\d+)?\\.png$`),
      );
      const alt = await wp('POST', `/wp/v2/media/${created.json.id}`, {
        who: 'author',
        json: { alt_text: 'Wire alt' },
      });
      expect(alt).toMatchObject({ status: 200, json: { alt_text: 'Wire alt' } });
      const form = new FormData();
      form.set('file', new Blob([png], { type: 'image/png' }), 'form.png');
      const multipart = await fetch(`${url}/?rest_route=/wp/v2/media`, {
        method: 'POST',
        body: form,
        headers: {
          authorization: `Basic ${Buffer.from(`author:${users.author?.applicationPassword}`).toString('base64')}`,
        },
      });
      expect(multipart.status).toBe(201);
      expect(((await multipart.json()) as { source_url: string }).source_url).toMatch(/\/form(-\d+)?\.png$/);
    });

    it('deletes as core does: force past the trash, media only by force, core permission rules', async () => {
      const title = `Deleted ${Date.now()}`;
      const post = await wp('POST', '/wp/v2/posts', { who: 'author', json: { title, status: 'draft' } });
      const id = post.json.id;
      expect(await wp('DELETE', `/wp/v2/posts/${id}?force=true`)).toMatchObject(
        failure(401, 'rest_cannot_delete'),
      );
      expect(await wp('DELETE', `/wp/v2/posts/${id}?force=true`, { who: 'contrib' })).toMatchObject(
        failure(403, 'rest_cannot_delete'),
      );
      expect(await wp('DELETE', `/wp/v2/posts/${id}?force=maybe`, { who: 'author' })).toMatchObject(
        failure(400, 'rest_invalid_param'),
      );
      // Without force a post goes to the trash, once.
      const trashed = await wp('DELETE', `/wp/v2/posts/${id}`, { who: 'author' });
      expect(trashed).toMatchObject({ status: 200, json: { id, status: 'trash' } });
      expect(await wp('DELETE', `/wp/v2/posts/${id}`, { who: 'author' })).toMatchObject(
        failure(410, 'rest_already_trashed'),
      );
      const deleted = await wp('DELETE', `/wp/v2/posts/${id}?force=true`, { who: 'author' });
      expect(deleted).toMatchObject({
        status: 200,
        json: { deleted: true, previous: { id, status: 'trash', title: { raw: title } } },
      });
      expect(await wp('DELETE', `/wp/v2/posts/${id}?force=true`, { who: 'author' })).toMatchObject(
        failure(404, 'rest_post_invalid_id'),
      );
      expect(await wp('GET', `/wp/v2/posts/${id}`, { who: 'author' })).toMatchObject(
        failure(404, 'rest_post_invalid_id'),
      );

      const media = await wp('POST', '/wp/v2/media', {
        who: 'author',
        body: solidPng(),
        headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="gone.png"' },
      });
      const file = String(media.json.source_url);
      // Media have no trash (MEDIA_TRASH is off by default).
      expect(await wp('DELETE', `/wp/v2/media/${media.json.id}`, { who: 'author' })).toMatchObject(
        failure(501, 'rest_trash_not_supported'),
      );
      expect(
        await wp('DELETE', `/wp/v2/media/${media.json.id}?force=true`, { who: 'contrib' }),
      ).toMatchObject(failure(403, 'rest_cannot_delete'));
      const gone = await wp('DELETE', `/wp/v2/media/${media.json.id}?force=true`, { who: 'author' });
      expect(gone).toMatchObject({
        status: 200,
        json: { deleted: true, previous: { id: media.json.id, source_url: file } },
      });
      const fileAfter = await fetch(file);
      await fileAfter.arrayBuffer();
      expect(fileAfter.status).toBe(404);
      expect(await wp('GET', `/wp/v2/media/${media.json.id}`)).toMatchObject(
        failure(404, 'rest_post_invalid_id'),
      );
      // An Editor may delete another user's post; an Author may not.
      const theirs = await wp('POST', '/wp/v2/posts', {
        who: 'admin',
        json: { title: `Theirs ${Date.now()}`, status: 'publish' },
      });
      expect(
        await wp('DELETE', `/wp/v2/posts/${theirs.json.id}?force=true`, { who: 'author' }),
      ).toMatchObject(failure(403, 'rest_cannot_delete'));
    });

    it('announces its API and sends ?p=ID to the pretty link', async () => {
      // Each answer read to its end: PHP's server closes the socket after it, and a body left unread
      // meets Node's fetch with its parser paused (an uncaught assertion in undici, not a test failure).
      const read = async (input: string, init?: RequestInit) => {
        const answer = await fetch(input, init);
        await answer.arrayBuffer();
        return answer;
      };
      const home = await read(`${url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('link')).toContain(`<${url}/wp-json/>; rel="https://api.w.org/"`);
      const post = await wp('POST', '/wp/v2/posts', {
        who: 'author',
        json: { title: `Linked ${Date.now()}`, status: 'publish' },
      });
      const byId = await read(`${url}/?p=${post.json.id}`, { redirect: 'manual' });
      expect(byId.status).toBe(301);
      expect(byId.headers.get('location')).toBe(post.json.link);
      const withoutSlash = await read(String(post.json.link).replace(/\/$/, ''), { redirect: 'manual' });
      expect(withoutSlash.status).toBe(301);
      expect(withoutSlash.headers.get('location')).toBe(post.json.link);
      expect((await read(`${url}/no-such-post-here/`)).status).toBe(404);
    });
  });
});
