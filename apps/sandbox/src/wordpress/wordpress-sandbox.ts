/**
 * The demo blog: a local stand-in for a WordPress site that speaks the part of the REST API v2 the
 * product uses (index, users/me, media, posts, categories, tags), with WordPress core's status
 * codes, error bodies `{code, message, data: {status}}` and permission rules by role, authenticated
 * by application passwords (Basic). Its public pages show the published posts, so a user trying the
 * product reads the articles it publishes. Mounted by the server under /sandbox/wordpress.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderIndex, renderPost } from './wordpress-pages.ts';
import {
  createWordPressStore,
  type StoredMedia,
  type StoredPost,
  type StoredTerm,
} from './wordpress-store.ts';

export type WordPressRole = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';

export interface WordPressSandboxUser {
  username: string;
  applicationPassword: string;
  role: WordPressRole;
  name?: string;
}

export interface WordPressSandboxOptions {
  /** Where the blog is reached, e.g. http://localhost:3000/sandbox/wordpress */
  publicUrl: string;
  siteTitle?: string;
  users: WordPressSandboxUser[];
  /** Keep posts, terms and uploads across restarts. */
  dataDir?: string;
  /** false: a site with plain permalinks and no rewrites (only `?rest_route=` reaches the API). */
  prettyPermalinks?: boolean;
}

/** Core's capabilities per role, as far as the routes here look at them. */
const CAPABILITIES: Record<WordPressRole, string[]> = {
  administrator: [
    'read',
    'edit_posts',
    'publish_posts',
    'upload_files',
    'edit_published_posts',
    'delete_posts',
    'edit_others_posts',
    'manage_categories',
    'list_users',
    'manage_options',
  ],
  editor: [
    'read',
    'edit_posts',
    'publish_posts',
    'upload_files',
    'edit_published_posts',
    'delete_posts',
    'edit_others_posts',
    'manage_categories',
  ],
  author: ['read', 'edit_posts', 'publish_posts', 'upload_files', 'edit_published_posts', 'delete_posts'],
  contributor: ['read', 'edit_posts', 'delete_posts'],
  subscriber: ['read'],
};

const PAGE_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";
const POST_STATUSES = new Set(['publish', 'draft', 'pending', 'future', 'private']);
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

interface SandboxUser extends WordPressSandboxUser {
  id: number;
  capabilities: Set<string>;
}

class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const notLoggedIn = () => new WpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
const noRoute = () =>
  new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
const invalidPost = () => new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Image types by their first bytes (the declared type is not trusted, as in core). */
function sniffImage(data: Buffer): { mime: string; extension: string } | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', extension: 'png' };
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' };
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return { mime: 'image/gif', extension: 'gif' };
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return { mime: 'image/webp', extension: 'webp' };
  return undefined;
}

export function slugify(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/<[^>]*>/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 190) || 'post'
  );
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

function asIdList(value: unknown): number[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

export async function wordpressSandbox(app: FastifyInstance, options: WordPressSandboxOptions) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const pretty = options.prettyPermalinks ?? true;
  const siteTitle = options.siteTitle ?? 'Demo Blog';
  const store = createWordPressStore(options.dataDir);
  const users: SandboxUser[] = options.users.map((user, index) => ({
    ...user,
    id: index + 1,
    capabilities: new Set(CAPABILITIES[user.role]),
  }));
  const apiRoot = pretty ? `${publicUrl}/wp-json/` : `${publicUrl}/?rest_route=/`;
  const discovery = `<${apiRoot}>; rel="https://api.w.org/"`;

  const postLink = (post: StoredPost) =>
    pretty ? `${publicUrl}/${post.slug}/` : `${publicUrl}/?p=${post.id}`;
  const mediaUrl = (media: StoredMedia) => `${publicUrl}/wp-content/uploads/${media.file}`;

  function authenticate(request: FastifyRequest): SandboxUser | undefined {
    const header = request.headers.authorization;
    if (!header?.startsWith('Basic ')) return undefined;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw notLoggedIn();
    const username = decoded.slice(0, colon);
    const password = decoded.slice(colon + 1).replace(/\s+/g, '');
    const user = users.find((candidate) => candidate.username === username);
    const expected = digest(user ? user.applicationPassword.replace(/\s+/g, '') : 'no user');
    if (!user || !timingSafeEqual(expected, digest(password))) {
      // WordPress 6.1 answers a wrong application password as if nobody were logged in.
      throw notLoggedIn();
    }
    return user;
  }

  const can = (user: SandboxUser | undefined, capability: string) =>
    Boolean(user?.capabilities.has(capability));

  function presentPost(post: StoredPost, edit: boolean) {
    return {
      id: post.id,
      date: post.date,
      date_gmt: post.date,
      modified: post.modified,
      slug: post.slug,
      status: post.status,
      type: 'post',
      link: postLink(post),
      title: edit ? { raw: post.title, rendered: post.title } : { rendered: post.title },
      content: edit
        ? { raw: post.content, rendered: post.content, protected: false }
        : { rendered: post.content, protected: false },
      excerpt: edit
        ? { raw: post.excerpt, rendered: post.excerpt, protected: false }
        : { rendered: post.excerpt, protected: false },
      author: post.author,
      featured_media: post.featuredMedia,
      comment_status: 'open',
      format: 'standard',
      categories: post.categories,
      tags: post.tags,
    };
  }

  function presentMedia(media: StoredMedia) {
    return {
      id: media.id,
      date: media.date,
      slug: media.slug,
      status: 'inherit',
      type: 'attachment',
      link: `${publicUrl}/?attachment_id=${media.id}`,
      title: { rendered: media.title },
      author: media.author,
      alt_text: media.altText,
      media_type: 'image',
      mime_type: media.mimeType,
      source_url: mediaUrl(media),
    };
  }

  const presentTerm = (taxonomy: 'category' | 'post_tag') => (term: StoredTerm) => ({
    id: term.id,
    count: store.state.posts.filter((post) =>
      (taxonomy === 'category' ? post.categories : post.tags).includes(term.id),
    ).length,
    description: term.description,
    link: `${publicUrl}/${taxonomy === 'category' ? 'category' : 'tag'}/${term.slug}/`,
    name: term.name,
    slug: term.slug,
    taxonomy,
  });

  function uniqueSlug(base: string, exceptId?: number): string {
    let slug = base;
    for (let n = 2; store.state.posts.some((post) => post.slug === slug && post.id !== exceptId); n++)
      slug = `${base}-${n}`;
    return slug;
  }

  function findPost(id: number): StoredPost {
    const post = store.state.posts.find((candidate) => candidate.id === id);
    if (!post) throw invalidPost();
    return post;
  }

  function canSee(post: StoredPost, user: SandboxUser | undefined) {
    return (
      post.status === 'publish' ||
      (user !== undefined && (post.author === user.id || can(user, 'edit_others_posts')))
    );
  }

  function writePost(user: SandboxUser | undefined, body: Record<string, unknown>, existing?: StoredPost) {
    if (!user)
      throw new WpError(
        401,
        existing ? 'rest_cannot_edit' : 'rest_cannot_create',
        existing
          ? 'Sorry, you are not allowed to edit this post.'
          : 'Sorry, you are not allowed to create posts as this user.',
      );
    if (!can(user, 'edit_posts'))
      throw new WpError(
        403,
        'rest_cannot_create',
        'Sorry, you are not allowed to create posts as this user.',
      );
    if (existing && existing.author !== user.id && !can(user, 'edit_others_posts')) {
      throw new WpError(403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
    }
    const status = body.status === undefined ? (existing?.status ?? 'draft') : String(body.status);
    if (!POST_STATUSES.has(status)) {
      throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): status', {
        params: { status: 'status is not one of publish, future, draft, pending, private.' },
      });
    }
    if (
      (status === 'publish' || status === 'future' || status === 'private') &&
      !can(user, 'publish_posts')
    ) {
      throw new WpError(
        403,
        'rest_cannot_publish',
        'Sorry, you are not allowed to publish posts in this post type.',
      );
    }
    const featuredMedia =
      body.featured_media === undefined ? (existing?.featuredMedia ?? 0) : Number(body.featured_media);
    if (featuredMedia && !store.state.media.some((media) => media.id === featuredMedia)) {
      throw new WpError(400, 'rest_invalid_featured_media', 'Invalid featured media ID.');
    }
    const categories = asIdList(body.categories) ?? existing?.categories ?? [1];
    const tags = asIdList(body.tags) ?? existing?.tags ?? [];
    for (const id of categories)
      if (!store.state.categories.some((term) => term.id === id))
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): categories', {
          params: { categories: `Invalid term ID ${id}.` },
        });
    for (const id of tags)
      if (!store.state.tags.some((term) => term.id === id))
        throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): tags', {
          params: { tags: `Invalid term ID ${id}.` },
        });
    const title =
      body.title === undefined
        ? (existing?.title ?? '')
        : String(isRecordValue(body.title) ? (body.title.raw ?? '') : body.title);
    const content =
      body.content === undefined
        ? (existing?.content ?? '')
        : String(isRecordValue(body.content) ? (body.content.raw ?? '') : body.content);
    const excerpt =
      body.excerpt === undefined
        ? (existing?.excerpt ?? '')
        : String(isRecordValue(body.excerpt) ? (body.excerpt.raw ?? '') : body.excerpt);
    const now = new Date().toISOString().slice(0, 19);
    return store.change(() => {
      const slugBase = body.slug
        ? slugify(String(body.slug))
        : (existing?.slug ?? slugify(stripTags(title) || 'post'));
      if (existing) {
        Object.assign(existing, {
          title,
          content,
          excerpt,
          status,
          featuredMedia,
          categories,
          tags,
          modified: now,
          slug: uniqueSlug(slugBase, existing.id),
        });
        return existing;
      }
      const post: StoredPost = {
        id: store.nextId(),
        date: now,
        modified: now,
        slug: uniqueSlug(slugBase),
        status: status as StoredPost['status'],
        title,
        content,
        excerpt,
        author: user.id,
        featuredMedia,
        categories,
        tags,
      };
      store.state.posts.push(post);
      return post;
    });
  }

  async function readUpload(
    request: FastifyRequest,
  ): Promise<{ data: Buffer; filename: string; altText?: string }> {
    const type = String(request.headers['content-type'] ?? '');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
      const file = form.get('file');
      if (!file || typeof file === 'string')
        throw new WpError(400, 'rest_upload_no_data', 'No data supplied.');
      const alt = form.get('alt_text');
      return {
        data: Buffer.from(await file.arrayBuffer()),
        filename: file.name,
        altText: typeof alt === 'string' ? alt : undefined,
      };
    }
    const disposition = String(request.headers['content-disposition'] ?? '');
    if (!disposition)
      throw new WpError(400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
    const filename = disposition.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];
    if (!filename)
      throw new WpError(
        400,
        'rest_upload_invalid_disposition',
        'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.',
      );
    if (raw.length === 0) throw new WpError(400, 'rest_upload_no_data', 'No data supplied.');
    return { data: raw, filename: decodeURIComponent(filename) };
  }

  async function createMedia(
    request: FastifyRequest,
    user: SandboxUser | undefined,
    query: Record<string, string>,
  ) {
    if (!user)
      throw new WpError(
        401,
        'rest_cannot_create',
        'Sorry, you are not allowed to create posts as this user.',
      );
    if (!can(user, 'upload_files'))
      throw new WpError(
        403,
        'rest_cannot_create',
        'Sorry, you are not allowed to create posts as this user.',
      );
    const upload = await readUpload(request);
    const kind = sniffImage(upload.data);
    if (!kind)
      throw new WpError(
        500,
        'rest_upload_sideload_error',
        'Sorry, you are not allowed to upload this file type.',
      );
    const base = slugify(upload.filename.replace(/\.[^.]*$/, '')) || 'image';
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    return store.change(() => {
      let name = `${base}.${kind.extension}`;
      for (let n = 1; store.state.media.some((media) => media.file === `${month}/${name}`); n++)
        name = `${base}-${n}.${kind.extension}`;
      const media: StoredMedia = {
        id: store.nextId(),
        date: new Date().toISOString().slice(0, 19),
        slug: base,
        title: base,
        altText: upload.altText ?? query.alt_text ?? '',
        mimeType: kind.mime,
        file: `${month}/${name}`,
        author: user.id,
      };
      store.writeUpload(media.file, upload.data);
      store.state.media.push(media);
      return media;
    });
  }

  function listTerms(taxonomy: 'categories' | 'tags', query: Record<string, string>) {
    let terms = store.state[taxonomy];
    if (query.slug) {
      const slugs = query.slug.split(',');
      terms = terms.filter((term) => slugs.includes(term.slug));
    }
    const search = query.search?.toLowerCase();
    if (search) terms = terms.filter((term) => term.name.toLowerCase().includes(search));
    return terms.map(presentTerm(taxonomy === 'categories' ? 'category' : 'post_tag'));
  }

  function createTerm(
    taxonomy: 'categories' | 'tags',
    user: SandboxUser | undefined,
    body: Record<string, unknown>,
  ) {
    const capability = taxonomy === 'categories' ? 'manage_categories' : 'edit_posts';
    if (!user)
      throw new WpError(
        401,
        'rest_cannot_create',
        'Sorry, you are not allowed to create terms in this taxonomy.',
      );
    if (!can(user, capability))
      throw new WpError(
        403,
        'rest_cannot_create',
        'Sorry, you are not allowed to create terms in this taxonomy.',
      );
    const name = String(body.name ?? '').trim();
    if (!name)
      throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): name', {
        params: ['name'],
      });
    const slug = body.slug ? slugify(String(body.slug)) : slugify(name);
    const existing = store.state[taxonomy].find(
      (term) => term.slug === slug || term.name.toLowerCase() === name.toLowerCase(),
    );
    if (existing)
      throw new WpError(
        400,
        'term_exists',
        'A term with the name provided already exists with this parent.',
        { term_id: existing.id },
      );
    return store.change(() => {
      const term: StoredTerm = {
        id: store.nextId(),
        name,
        slug,
        description: String(body.description ?? ''),
      };
      store.state[taxonomy].push(term);
      return presentTerm(taxonomy === 'categories' ? 'category' : 'post_tag')(term);
    });
  }

  /** One REST call: `route` is what follows the API root, e.g. /wp/v2/posts/12. */
  async function rest(request: FastifyRequest, reply: FastifyReply, route: string) {
    const method = request.method === 'PUT' || request.method === 'PATCH' ? 'POST' : request.method;
    const query = request.query as Record<string, string>;
    const user = authenticate(request);
    const body = (request.body && !Buffer.isBuffer(request.body) ? request.body : {}) as Record<
      string,
      unknown
    >;
    const path = route.replace(/\/+$/, '') || '/';
    reply.header('link', discovery);

    if (path === '/' && method === 'GET') {
      return {
        name: siteTitle,
        description: 'Demo WordPress blog',
        url: publicUrl,
        home: publicUrl,
        namespaces: ['oembed/1.0', 'wp/v2'],
        authentication: {
          'application-passwords': {
            endpoints: { authorization: `${publicUrl}/wp-admin/authorize-application.php` },
          },
        },
        routes: {
          '/wp/v2/posts': {},
          '/wp/v2/media': {},
          '/wp/v2/users/me': {},
          '/wp/v2/categories': {},
          '/wp/v2/tags': {},
        },
      };
    }
    if (path === '/wp/v2/users/me' && method === 'GET') {
      if (!user) throw notLoggedIn();
      const edit = query.context === 'edit';
      return {
        id: user.id,
        name: user.name ?? user.username,
        url: '',
        description: '',
        link: `${publicUrl}/author/${user.username}/`,
        slug: user.username,
        ...(edit
          ? {
              username: user.username,
              email: `${user.username}@example.test`,
              roles: [user.role],
              capabilities: Object.fromEntries(
                [...user.capabilities].map((capability) => [capability, true]),
              ),
            }
          : {}),
      };
    }
    if (path === '/wp/v2/media') {
      if (method === 'POST')
        return reply.code(201).send(presentMedia(await createMedia(request, user, query)));
      if (method === 'GET') return store.state.media.map(presentMedia);
    }
    const mediaMatch = path.match(/^\/wp\/v2\/media\/(\d+)$/);
    if (mediaMatch) {
      const media = store.state.media.find((candidate) => candidate.id === Number(mediaMatch[1]));
      if (!media) throw new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
      if (method === 'GET') return presentMedia(media);
      if (method === 'POST') {
        if (!user)
          throw new WpError(401, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
        if (media.author !== user.id && !can(user, 'edit_others_posts'))
          throw new WpError(403, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
        store.change(() => {
          if (body.alt_text !== undefined) media.altText = String(body.alt_text);
          if (body.title !== undefined) media.title = String(body.title);
        });
        return presentMedia(media);
      }
    }
    if (path === '/wp/v2/posts') {
      if (method === 'POST') return reply.code(201).send(presentPost(writePost(user, body), true));
      if (method === 'GET') {
        const statuses = (query.status ?? 'publish').split(',');
        if (statuses.some((status) => status !== 'publish') && !user) {
          throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): status', {
            params: { status: 'Status is forbidden.' },
          });
        }
        let posts = store.state.posts.filter((post) => statuses.includes(post.status) && canSee(post, user));
        const slugs = query.slug?.split(',');
        if (slugs) posts = posts.filter((post) => slugs.includes(post.slug));
        const search = query.search?.toLowerCase();
        if (search) posts = posts.filter((post) => post.title.toLowerCase().includes(search));
        reply.header('x-wp-total', String(posts.length));
        const perPage = Math.min(100, Number(query.per_page ?? 10) || 10);
        const page = Math.max(1, Number(query.page ?? 1) || 1);
        return posts
          .slice()
          .reverse()
          .slice((page - 1) * perPage, page * perPage)
          .map((post) => presentPost(post, query.context === 'edit' && Boolean(user)));
      }
    }
    const postMatch = path.match(/^\/wp\/v2\/posts\/(\d+)$/);
    if (postMatch) {
      const post = findPost(Number(postMatch[1]));
      if (method === 'GET') {
        if (!canSee(post, user))
          throw user
            ? new WpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.')
            : new WpError(401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
        return presentPost(post, query.context === 'edit' && Boolean(user));
      }
      if (method === 'POST') return presentPost(writePost(user, body, post), true);
    }
    for (const taxonomy of ['categories', 'tags'] as const) {
      if (path === `/wp/v2/${taxonomy}`) {
        if (method === 'GET') return listTerms(taxonomy, query);
        if (method === 'POST') return reply.code(201).send(createTerm(taxonomy, user, body));
      }
    }
    throw noRoute();
  }

  // Our own parsers (encapsulated): JSON bodies, and raw bytes for uploads.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, text, done) => {
      try {
        done(null, text ? JSON.parse(String(text)) : {});
      } catch {
        done(new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.'), undefined);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(text))));
    },
  );
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, data, done) =>
    done(null, data),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof WpError) {
      return reply
        .code(error.status)
        .send({ code: error.code, message: error.message, data: { status: error.status, ...error.extra } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({
      code: status === 413 ? 'rest_upload_file_too_big' : 'rest_error',
      message: (error as Error).message,
      data: { status },
    });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).header('content-security-policy', PAGE_POLICY).type('text/html').send(notFoundPage()),
  );

  const restMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
  const sendPage = (reply: FastifyReply, html: string) =>
    reply
      .header('content-security-policy', PAGE_POLICY)
      .header('link', discovery)
      .type('text/html; charset=utf-8')
      .send(html);
  const notFoundPage = () =>
    renderPost.length &&
    `<!doctype html><title>Page not found</title><h1>Page not found</h1><p><a href="${publicUrl}/">${siteTitle}</a></p>`;

  function featuredImage(post: StoredPost) {
    const media = store.state.media.find((candidate) => candidate.id === post.featuredMedia);
    return media ? { url: mediaUrl(media), alt: media.altText } : undefined;
  }

  function showPost(reply: FastifyReply, post: StoredPost) {
    return sendPage(
      reply,
      renderPost({
        siteTitle,
        homeUrl: `${publicUrl}/`,
        post,
        image: featuredImage(post),
        categories: store.state.categories.filter((term) => post.categories.includes(term.id)),
        tags: store.state.tags.filter((term) => post.tags.includes(term.id)),
      }),
    );
  }

  // The site root: the REST API by `?rest_route=`, `?p=ID`, else the list of posts.
  app.route({
    method: [...restMethods],
    url: '/',
    handler: async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      if (query.rest_route !== undefined) return rest(request, reply, query.rest_route || '/');
      if (request.method !== 'GET') throw noRoute();
      if (query.p) {
        const post = store.state.posts.find(
          (candidate) => candidate.id === Number(query.p) && candidate.status === 'publish',
        );
        if (!post) return reply.callNotFound();
        return pretty ? reply.redirect(postLink(post), 301) : showPost(reply, post);
      }
      const posts = store.state.posts
        .filter((post) => post.status === 'publish')
        .slice()
        .reverse()
        .map((post) => ({ post, link: postLink(post), image: featuredImage(post) }));
      return sendPage(reply, renderIndex({ siteTitle, homeUrl: `${publicUrl}/`, posts }));
    },
  });

  // Pretty permalinks: /wp-json/… ; without them a server without rewrites answers 404.
  app.route({
    method: [...restMethods],
    url: '/wp-json/*',
    handler: async (request, reply) => {
      if (!pretty) return reply.callNotFound();
      return rest(request, reply, `/${(request.params as { '*': string })['*']}`);
    },
  });
  app.route({
    method: [...restMethods],
    url: '/wp-json',
    handler: async (request, reply) => (pretty ? rest(request, reply, '/') : reply.callNotFound()),
  });

  app.get('/wp-content/uploads/*', async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const media = store.state.media.find((candidate) => candidate.file === file);
    const data = media ? store.readUpload(media.file) : undefined;
    if (!media || !data) return reply.callNotFound();
    return (
      reply
        .header('x-content-type-options', 'nosniff')
        // The blog's pages are sandboxed (an opaque origin): their images must load cross-origin.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400')
        .type(media.mimeType)
        .send(data)
    );
  });

  app.get('/:slug/', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const post = store.state.posts.find(
      (candidate) => candidate.slug === slug && candidate.status === 'publish',
    );
    if (!post || !pretty) return reply.callNotFound();
    return showPost(reply, post);
  });
}

function isRecordValue(value: unknown): value is { raw?: unknown } {
  return typeof value === 'object' && value !== null;
}
