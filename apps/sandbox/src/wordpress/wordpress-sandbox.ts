/**
 * The demo blog: a local stand-in for a WordPress site that speaks the part of the REST API v2 the
 * product uses (index, users/me, media, posts and their deletion, categories, tags), with WordPress
 * 6.1's status codes, error bodies `{code, message, data: {status}}` and permission rules by role,
 * authenticated by application passwords (Basic). Its public pages show the published posts, so a
 * user trying the product reads the articles it publishes. Mounted by the server under
 * /sandbox/wordpress; the adapter's integration suite holds it to a real WordPress
 * (scripts/wordpress-test-site.sh).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  renderIndex,
  renderNotFound,
  renderPost,
  SANDBOX_PLUGINS,
  type SandboxPlugin,
} from './wordpress-pages.ts';
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
  /** false: a site with plain permalinks behind a server without rewrites (only `?rest_route=`). */
  prettyPermalinks?: boolean;
  /**
   * The blog's categories besides Uncategorized (id 1, the default), as an editor types them; each
   * one missing (by slug) is created at start. None by default: a fresh WordPress has only Uncategorized.
   */
  categories?: string[];
}

/** What the demo blog of `npm start` is filed under, like a real blog's categories. */
export const DEMO_BLOG_CATEGORIES = [
  'Kitchen & Cooking',
  'Tech & Audio',
  'Home Office',
  'Fitness',
  'Reviews',
];

/** Core's capabilities per role (wp-admin/includes/schema.php), as far as these routes look at them. */
const CAPABILITIES: Record<WordPressRole, string[]> = {
  administrator: [
    'read',
    'edit_posts',
    'publish_posts',
    'upload_files',
    'edit_published_posts',
    'delete_posts',
    'delete_published_posts',
    'edit_others_posts',
    'delete_others_posts',
    'delete_private_posts',
    'manage_categories',
    'list_users',
    'manage_options',
    'unfiltered_html',
  ],
  editor: [
    'unfiltered_html',
    'read',
    'edit_posts',
    'publish_posts',
    'upload_files',
    'edit_published_posts',
    'delete_posts',
    'delete_published_posts',
    'edit_others_posts',
    'delete_others_posts',
    'delete_private_posts',
    'manage_categories',
  ],
  author: [
    'read',
    'edit_posts',
    'publish_posts',
    'upload_files',
    'edit_published_posts',
    'delete_posts',
    'delete_published_posts',
  ],
  contributor: ['read', 'edit_posts', 'delete_posts'],
  subscriber: ['read'],
};

/** Public pages render HTML that API clients wrote: an opaque origin, no scripts, no cookies. */
export const PAGE_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";
const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'] as const;
/** Statuses whose permalink is the pretty one; the others link to `?p=ID` (get_permalink). */
const LINKED_BY_SLUG = new Set(['publish', 'private']);
/** File extensions core allows for images (wp_get_mime_types); the content decides the type. */
const IMAGE_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'jpe',
  'png',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'ico',
  'heic',
]);
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The largest body read from nobody (no valid application password): none of our calls needs one. */
const ANONYMOUS_BODY_BYTES = 64 * 1024;
const DEFAULT_CATEGORY = 1;

interface SandboxUser extends WordPressSandboxUser {
  id: number;
  capabilities: Set<string>;
}

type Taxonomy = 'categories' | 'tags';

class WpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** Core answers 401 to nobody and 403 to a user without the capability (rest_authorization_required_code). */
const denied = (user: SandboxUser | undefined, code: string, message: string) =>
  new WpError(user ? 403 : 401, code, message);
const noRoute = () =>
  new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
const invalidPostId = () => new WpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
const invalidParam = (name: string, message: string) =>
  new WpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { params: { [name]: message } });

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Image types by their first bytes: like core, the declared type and the name are not trusted. */
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

/** sanitize_title's shape: lower case ASCII words joined by hyphens; tags and entities (`&amp;`) go. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[^\s;]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 190);
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A term name as wp_insert_term stores it (`_wp_specialchars`): `&` `<` `>` escaped, references kept. */
function storedTermName(name: string): string {
  return name
    .replace(/&(?!(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);)/g, '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** A whole number as core's schema accepts it: a JSON number or a string of digits. */
function asInteger(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

/** An `integer[]` parameter (array or comma list); a non-integer item is core's rest_invalid_type. */
function integerList(name: string, value: unknown): number[] {
  const items = Array.isArray(value) ? value : String(value).split(',').filter(Boolean);
  return items.map((item, index) => {
    const id = asInteger(item);
    if (id === undefined) throw invalidParam(name, `${name}[${index}] is not of type integer.`);
    return id;
  });
}

/** A `{raw}` or plain string field of a post body. */
function rawText(value: unknown): string {
  if (isRecord(value)) return typeof value.raw === 'string' ? value.raw : '';
  return value === undefined || value === null ? '' : String(value);
}

/** What core's wpautop makes of a one-paragraph excerpt. */
function renderedExcerpt(excerpt: string): string {
  if (!excerpt) return '';
  return /^\s*</.test(excerpt) ? excerpt : `<p>${excerpt}</p>\n`;
}

/** `page`/`per_page` as core validates them (per_page 1..100, default 10). */
function pageOf<T>(items: T[], query: Record<string, string | undefined>): T[] {
  const perPage = query.per_page === undefined ? 10 : asInteger(query.per_page);
  if (perPage === undefined || perPage < 1 || perPage > 100)
    throw invalidParam('per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
  const page = query.page === undefined ? 1 : asInteger(query.page);
  if (page === undefined || page < 1) throw invalidParam('page', 'page must be greater than or equal to 1');
  return items.slice((page - 1) * perPage, page * perPage);
}

export async function wordpressSandbox(app: FastifyInstance, options: WordPressSandboxOptions) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const pretty = options.prettyPermalinks ?? true;
  const siteTitle = options.siteTitle ?? 'Demo Blog';
  const homeUrl = `${publicUrl}/`;
  const store = createWordPressStore(options.dataDir);
  /** The simulated plugins switched on (wordpress-pages.ts), until the process ends. */
  const plugins = new Set<SandboxPlugin>();
  const seeded = (options.categories ?? []).filter(
    (name) => !store.state.categories.some((term) => term.slug === slugify(name)),
  );
  if (seeded.length > 0)
    store.change((state) => {
      for (const name of seeded)
        state.categories.push({
          id: store.nextId(),
          name: storedTermName(name),
          slug: slugify(name),
          description: '',
        });
    });
  const users: SandboxUser[] = options.users.map((user, index) => ({
    ...user,
    id: index + 1,
    capabilities: new Set(CAPABILITIES[user.role]),
  }));
  // What get_rest_url() gives: with plain permalinks core names index.php.
  const apiRoot = pretty ? `${publicUrl}/wp-json/` : `${publicUrl}/index.php?rest_route=/`;
  const discovery = `<${apiRoot}>; rel="https://api.w.org/"`;
  const routeUrl = (route: string) =>
    pretty ? `${apiRoot}${route.replace(/^\//, '')}` : `${apiRoot.replace(/\/$/, '')}${route}`;

  const postLink = (post: StoredPost) =>
    pretty && post.slug && LINKED_BY_SLUG.has(post.status)
      ? `${publicUrl}/${post.slug}/`
      : `${homeUrl}?p=${post.id}`;
  const mediaUrl = (media: StoredMedia) => `${publicUrl}/wp-content/uploads/${media.file}`;
  const can = (user: SandboxUser | undefined, capability: string) =>
    Boolean(user?.capabilities.has(capability));

  /**
   * The user of a Basic application password. A wrong password or an unknown user is anonymous, not
   * an error: WordPress 6.1 works out the REST user only after checking application passwords, so
   * users/me answers 401 rest_not_logged_in and public reads still work (the real test site agrees).
   */
  function authenticate(request: FastifyRequest): SandboxUser | undefined {
    const header = request.headers.authorization;
    if (!header?.startsWith('Basic ')) return undefined;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    const username = decoded.slice(0, colon);
    // Core strips spaces: an application password may be given with or without its groups' spaces.
    const password = decoded.slice(colon + 1).replace(/\s+/g, '');
    const user = users.find((candidate) => candidate.username === username);
    const expected = digest(user ? user.applicationPassword.replace(/\s+/g, '') : 'no such user');
    return user && timingSafeEqual(expected, digest(password)) ? user : undefined;
  }

  function mayEdit(user: SandboxUser | undefined, post: { author: number; status: string }) {
    if (!user || !can(user, 'edit_posts')) return false;
    if (post.author !== user.id) return can(user, 'edit_others_posts');
    return post.status !== 'publish' || can(user, 'edit_published_posts');
  }

  /** map_meta_cap's delete_post: by the status (before the trash) and by whose the item is. */
  function mayDelete(
    user: SandboxUser | undefined,
    item: { author: number; status: string; trashedFrom?: string },
  ) {
    if (!user) return false;
    const status = item.status === 'trash' ? (item.trashedFrom ?? 'draft') : item.status;
    const needed = [item.author === user.id ? 'delete_posts' : 'delete_others_posts'];
    if (status === 'publish' || status === 'future') needed.push('delete_published_posts');
    if (status === 'private' && item.author !== user.id) needed.push('delete_private_posts');
    return needed.every((capability) => can(user, capability));
  }

  /** The `force` argument (core's boolean: true/false/1/0), validated before anything else as core does. */
  function forceOf(query: Record<string, string | undefined>): boolean {
    const value = query.force?.toLowerCase();
    if (value === undefined || value === 'false' || value === '0' || value === '') return false;
    if (value === 'true' || value === '1') return true;
    throw invalidParam('force', 'force is not of type boolean.');
  }

  const cannotDelete = (user: SandboxUser | undefined) =>
    denied(user, 'rest_cannot_delete', 'Sorry, you are not allowed to delete this post.');

  /** DELETE posts/{id}: to the trash, or for good with `force`. */
  function deletePost(user: SandboxUser | undefined, id: number, force: boolean) {
    const post = findPost(id);
    if (!mayDelete(user, post)) throw cannotDelete(user);
    if (force) {
      const previous = presentPost(post, true);
      store.change((state) => {
        state.posts.splice(state.posts.indexOf(post), 1);
      });
      return { deleted: true, previous };
    }
    if (post.status === 'trash')
      throw new WpError(410, 'rest_already_trashed', 'The post has already been deleted.');
    store.change(() => {
      post.trashedFrom = post.status as Exclude<StoredPost['status'], 'trash'>;
      post.status = 'trash';
    });
    return presentPost(post, true);
  }

  /** DELETE media/{id}: media have no trash (MEDIA_TRASH is off), so only `force` deletes, file and all. */
  function deleteMedia(user: SandboxUser | undefined, id: number, force: boolean) {
    const media = store.state.media.find((candidate) => candidate.id === id);
    if (!media) throw invalidPostId();
    if (!mayDelete(user, { author: media.author, status: 'inherit' })) throw cannotDelete(user);
    if (!force)
      throw new WpError(
        501,
        'rest_trash_not_supported',
        "The post does not support trashing. Set 'force=true' to delete.",
      );
    const previous = presentMedia(media);
    store.change((state) => {
      state.media.splice(state.media.indexOf(media), 1);
      // wp_delete_attachment: posts that featured it lose their thumbnail.
      for (const post of state.posts) if (post.featuredMedia === media.id) post.featuredMedia = 0;
    });
    store.deleteUpload(media.file);
    return { deleted: true, previous };
  }

  function maySee(post: StoredPost, user: SandboxUser | undefined) {
    return post.status === 'publish' || mayEdit(user, post);
  }

  function presentPost(post: StoredPost, edit: boolean) {
    const rendered = (raw: string, html: string) => (edit ? { raw, rendered: html } : { rendered: html });
    return {
      id: post.id,
      date: post.date,
      date_gmt: post.date,
      guid: { rendered: `${homeUrl}?p=${post.id}` },
      modified: post.modified,
      modified_gmt: post.modified,
      slug: post.slug,
      status: post.status,
      type: 'post',
      link: postLink(post),
      title: rendered(post.title, post.title),
      content: { ...rendered(post.content, post.content), protected: false },
      excerpt: { ...rendered(post.excerpt, renderedExcerpt(post.excerpt)), protected: false },
      author: post.author,
      featured_media: post.featuredMedia,
      comment_status: 'open',
      ping_status: 'open',
      sticky: false,
      format: 'standard',
      categories: post.categories,
      tags: post.tags,
    };
  }

  function presentMedia(media: StoredMedia) {
    return {
      id: media.id,
      date: media.date,
      date_gmt: media.date,
      guid: { rendered: mediaUrl(media) },
      slug: media.slug,
      status: 'inherit',
      type: 'attachment',
      link: `${homeUrl}?attachment_id=${media.id}`,
      title: { rendered: media.title },
      author: media.author,
      alt_text: media.altText,
      caption: { rendered: '' },
      description: { rendered: '' },
      media_type: 'image',
      mime_type: media.mimeType,
      media_details: {},
      post: null,
      source_url: mediaUrl(media),
    };
  }

  function presentTerm(taxonomy: Taxonomy, term: StoredTerm) {
    const assigned = (post: StoredPost) => (taxonomy === 'categories' ? post.categories : post.tags);
    return {
      id: term.id,
      count: store.state.posts.filter((post) => post.status === 'publish' && assigned(post).includes(term.id))
        .length,
      description: term.description,
      link: `${publicUrl}/${taxonomy === 'categories' ? 'category' : 'tag'}/${term.slug}/`,
      name: term.name,
      slug: term.slug,
      taxonomy: taxonomy === 'categories' ? 'category' : 'post_tag',
      ...(taxonomy === 'categories' ? { parent: 0 } : {}),
      meta: [],
    };
  }

  /** wp_unique_post_slug: a published slug is unique, later ones get -2, -3… */
  function uniqueSlug(base: string, exceptId?: number): string {
    let slug = base;
    const taken = (post: StoredPost) => post.slug === slug && post.id !== exceptId && post.status !== 'trash';
    for (let n = 2; store.state.posts.some(taken); n++) slug = `${base}-${n}`;
    return slug;
  }

  function findPost(id: number): StoredPost {
    const post = store.state.posts.find((candidate) => candidate.id === id);
    if (!post) throw invalidPostId();
    return post;
  }

  /** Create (no `existing`) or update a post with core's permission checks and parameter rules. */
  function writePost(user: SandboxUser | undefined, body: Record<string, unknown>, existing?: StoredPost) {
    if (existing) {
      if (!mayEdit(user, existing))
        throw denied(user, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
    } else if (!can(user, 'edit_posts')) {
      throw denied(user, 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.');
    }
    if (!user)
      throw denied(user, 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.');
    const status = body.status === undefined ? (existing?.status ?? 'draft') : String(body.status);
    if (!POST_STATUSES.some((known) => known === status)) {
      throw invalidParam('status', 'status is not one of publish, future, draft, pending, and private.');
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
    let featuredMedia = existing?.featuredMedia ?? 0;
    if (body.featured_media !== undefined) {
      const id = asInteger(body.featured_media);
      if (id === undefined) throw invalidParam('featured_media', 'featured_media is not of type integer.');
      // Core (set_post_thumbnail) ignores an id that is not an attachment.
      featuredMedia = store.state.media.some((media) => media.id === id) ? id : 0;
    }
    // Unknown term ids are dropped, as wp_set_object_terms does; no categories at all means the default.
    const knownTerms = (taxonomy: Taxonomy, ids: number[]) =>
      ids.filter((id) => store.state[taxonomy].some((term) => term.id === id));
    const categories =
      body.categories === undefined
        ? (existing?.categories ?? [DEFAULT_CATEGORY])
        : knownTerms('categories', integerList('categories', body.categories));
    const tags =
      body.tags === undefined ? (existing?.tags ?? []) : knownTerms('tags', integerList('tags', body.tags));
    const title = body.title === undefined ? (existing?.title ?? '') : rawText(body.title);
    const written = body.content === undefined ? undefined : rawText(body.content);
    // wp_kses_post for users without unfiltered_html (Authors): script tags go, their text stays.
    const content =
      written === undefined
        ? (existing?.content ?? '')
        : can(user, 'unfiltered_html')
          ? written
          : written.replace(/<\/?script\b[^>]*>/gi, '');
    const excerpt = body.excerpt === undefined ? (existing?.excerpt ?? '') : rawText(body.excerpt);
    const requestedSlug = body.slug === undefined ? (existing?.slug ?? '') : slugify(String(body.slug));
    // Drafts keep the slug they were given (or none); publishing makes one from the title, unique.
    const slug = LINKED_BY_SLUG.has(status)
      ? uniqueSlug(
          requestedSlug || slugify(stripTags(title)) || String(existing?.id ?? store.state.nextId),
          existing?.id,
        )
      : requestedSlug;
    const now = new Date().toISOString().slice(0, 19);
    return store.change((state) => {
      const fields = {
        title,
        content,
        excerpt,
        status: status as StoredPost['status'],
        slug,
        featuredMedia,
        categories,
        tags,
      };
      if (existing) return Object.assign(existing, fields, { modified: now });
      const post: StoredPost = { id: store.nextId(), date: now, modified: now, author: user.id, ...fields };
      state.posts.push(post);
      return post;
    });
  }

  async function readUpload(
    request: FastifyRequest,
  ): Promise<{ data: Buffer; filename: string; altText?: string }> {
    const type = String(request.headers['content-type'] ?? '');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(raw, { headers: { 'content-type': type } })
        .formData()
        .catch(() => undefined);
      const file = form?.get('file');
      if (!form || !file || typeof file === 'string')
        throw new WpError(400, 'rest_upload_no_data', 'No data supplied.');
      const alt = form.get('alt_text');
      return {
        data: Buffer.from(await file.arrayBuffer()),
        filename: file.name,
        altText: typeof alt === 'string' ? alt : undefined,
      };
    }
    if (raw.length === 0) throw new WpError(400, 'rest_upload_no_data', 'No data supplied.');
    if (!type) throw new WpError(400, 'rest_upload_no_content_type', 'No Content-Type supplied.');
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
    return { data: raw, filename: safeDecode(filename) };
  }

  async function createMedia(
    request: FastifyRequest,
    user: SandboxUser | undefined,
    query: Record<string, string>,
  ) {
    if (!can(user, 'upload_files') || !user)
      throw denied(user, 'rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.');
    const upload = await readUpload(request);
    const extension = upload.filename.match(/\.([A-Za-z0-9]+)$/)?.[1]?.toLowerCase() ?? '';
    const kind = IMAGE_EXTENSIONS.has(extension) ? sniffImage(upload.data) : undefined;
    // Core's answer when wp_handle_sideload refuses the file type.
    if (!kind)
      throw new WpError(
        500,
        'rest_upload_sideload_error',
        'Sorry, you are not allowed to upload this file type.',
      );
    const base = slugify(upload.filename.replace(/\.[^.]*$/, '')) || 'image';
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    return store.change((state) => {
      let name = `${base}.${kind.extension}`;
      for (let n = 1; state.media.some((media) => media.file === `${month}/${name}`); n++)
        name = `${base}-${n}.${kind.extension}`;
      const media: StoredMedia = {
        id: store.nextId(),
        date: new Date().toISOString().slice(0, 19),
        slug: base,
        title: base,
        // Core reads alt_text from the query of a raw upload, or from the form of a multipart one.
        altText: upload.altText ?? query.alt_text ?? '',
        mimeType: kind.mime,
        file: `${month}/${name}`,
        author: user.id,
      };
      store.writeUpload(media.file, upload.data);
      state.media.push(media);
      return media;
    });
  }

  function listTerms(taxonomy: Taxonomy, query: Record<string, string | undefined>) {
    let terms = [...store.state[taxonomy]];
    if (query.slug !== undefined) {
      const slugs = query.slug.split(',');
      terms = terms.filter((term) => slugs.includes(term.slug));
    }
    const search = query.search?.toLowerCase();
    if (search)
      terms = terms.filter((term) => term.name.toLowerCase().includes(search) || term.slug.includes(search));
    // WordPress's orderby (name by default; count, id, slug) and order (asc by default).
    const presented = terms.map((term) => presentTerm(taxonomy, term));
    const orderby = query.orderby ?? 'name';
    const compare: Record<string, (a: (typeof presented)[number], b: (typeof presented)[number]) => number> =
      {
        name: (a, b) => a.name.localeCompare(b.name),
        slug: (a, b) => a.slug.localeCompare(b.slug),
        id: (a, b) => a.id - b.id,
        count: (a, b) => a.count - b.count,
      };
    const by = compare[orderby];
    if (!by)
      throw invalidParam(
        'orderby',
        'orderby is not one of id, include, name, slug, include_slugs, term_group, description, and count.',
      );
    const direction = query.order === 'desc' ? -1 : 1;
    presented.sort((a, b) => direction * by(a, b) || a.name.localeCompare(b.name));
    return { total: presented.length, page: pageOf(presented, query) };
  }

  function createTerm(taxonomy: Taxonomy, user: SandboxUser | undefined, body: Record<string, unknown>) {
    // Categories need manage_categories (Editor and up); tags only edit_posts (Contributor and up).
    const capability = taxonomy === 'categories' ? 'manage_categories' : 'edit_posts';
    if (!can(user, capability))
      throw denied(
        user,
        'rest_cannot_create',
        'Sorry, you are not allowed to create terms in this taxonomy.',
      );
    const name = String(body.name ?? '').trim();
    if (!name)
      throw new WpError(400, 'rest_missing_callback_param', 'Missing parameter(s): name', {
        params: ['name'],
      });
    const slug = slugify(body.slug ? String(body.slug) : name) || slugify(`term-${store.state.nextId}`);
    const existing = store.state[taxonomy].find(
      (term) => term.slug === slug || term.name.toLowerCase() === name.toLowerCase(),
    );
    if (existing) {
      throw new WpError(
        400,
        'term_exists',
        taxonomy === 'categories'
          ? 'A term with the name provided already exists with this parent.'
          : 'A term with the name provided already exists in this taxonomy.',
        { term_id: existing.id },
      );
    }
    return store.change((state) => {
      const term: StoredTerm = {
        id: store.nextId(),
        name,
        slug,
        description: String(body.description ?? ''),
      };
      state[taxonomy].push(term);
      return term;
    });
  }

  function listPosts(user: SandboxUser | undefined, query: Record<string, string | undefined>) {
    const statuses = (query.status ?? 'publish').split(',');
    if (statuses.some((status) => status !== 'publish') && !can(user, 'edit_posts')) {
      throw new WpError(400, 'rest_invalid_param', 'Invalid parameter(s): status', {
        params: { status: 'Status is forbidden.' },
      });
    }
    let posts = store.state.posts.filter((post) => statuses.includes(post.status) && maySee(post, user));
    if (query.slug !== undefined) {
      const slugs = query.slug.split(',');
      posts = posts.filter((post) => slugs.includes(post.slug));
    }
    // Any of the tags, any of the categories (the two together: both must hold, as WordPress's AND).
    for (const taxonomy of ['tags', 'categories'] as const) {
      const wanted = query[taxonomy]?.split(',').map(Number);
      if (wanted) posts = posts.filter((post) => post[taxonomy].some((id) => wanted.includes(id)));
    }
    const search = query.search?.toLowerCase();
    if (search)
      posts = posts.filter((post) => `${post.title} ${post.content}`.toLowerCase().includes(search));
    return { total: posts.length, page: pageOf(posts.slice().reverse(), query) };
  }

  /**
   * The stand-in's own route, not WordPress's (a real site's plugins are installed and switched in
   * wp-admin, by an administrator): GET lists the simulated plugins that are on, POST `{active}` sets
   * them. The demo blog has no administrator, so any of its users who may write posts may.
   */
  function switchPlugins(user: SandboxUser | undefined, method: string, body: Record<string, unknown>) {
    if (!can(user, 'edit_posts'))
      throw denied(user, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    if (method === 'POST') {
      const active = Array.isArray(body.active) ? body.active.map(String) : undefined;
      const unknown = active?.find((name) => !SANDBOX_PLUGINS.some((known) => known === name));
      if (!active || unknown !== undefined)
        throw invalidParam('active', `active is not a list of ${SANDBOX_PLUGINS.join(', ')}.`);
      plugins.clear();
      for (const name of active) plugins.add(name as SandboxPlugin);
    } else if (method !== 'GET') throw noRoute();
    return { active: [...plugins] };
  }

  /** One REST call: `route` is what follows the API root, e.g. /wp/v2/posts/12. */
  async function rest(request: FastifyRequest, reply: FastifyReply, route: string) {
    const method = request.method === 'PUT' || request.method === 'PATCH' ? 'POST' : request.method;
    const query = request.query as Record<string, string | undefined>;
    const user = authenticate(request);
    const body = isRecord(request.body) && !Buffer.isBuffer(request.body) ? request.body : {};
    const path = route.replace(/\/+$/, '') || '/';
    const edit = query.context === 'edit';
    reply.header('link', discovery);
    const created = (location: string, payload: unknown) =>
      reply.code(201).header('location', location).send(payload);

    if (path === '/' && method === 'GET') {
      return {
        name: siteTitle,
        description: 'Demo WordPress blog',
        url: publicUrl,
        home: publicUrl,
        gmt_offset: '0',
        timezone_string: '',
        namespaces: ['oembed/1.0', 'wp/v2'],
        authentication: {
          'application-passwords': {
            endpoints: { authorization: `${publicUrl}/wp-admin/authorize-application.php` },
          },
        },
        routes: Object.fromEntries(
          ['/', '/wp/v2/posts', '/wp/v2/media', '/wp/v2/users/me', '/wp/v2/categories', '/wp/v2/tags'].map(
            (name) => [
              name,
              { namespace: name === '/' ? '' : 'wp/v2', _links: { self: [{ href: routeUrl(name) }] } },
            ],
          ),
        ),
      };
    }

    if (path === '/wp/v2/users/me' && method === 'GET') {
      if (!user) throw new WpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
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
              capabilities: Object.fromEntries([...user.capabilities, user.role].map((name) => [name, true])),
            }
          : {}),
      };
    }

    if (path === '/wp/v2/media') {
      if (method === 'POST') {
        const media = await createMedia(request, user, query as Record<string, string>);
        return created(routeUrl(`/wp/v2/media/${media.id}`), presentMedia(media));
      }
      if (method === 'GET') {
        const slugs = typeof query.slug === 'string' ? query.slug.split(',') : undefined;
        const media = store.state.media.filter((candidate) => !slugs || slugs.includes(candidate.slug));
        return pageOf(media.reverse(), query).map(presentMedia);
      }
    }
    const mediaMatch = path.match(/^\/wp\/v2\/media\/(\d+)$/);
    if (mediaMatch && method === 'DELETE') return deleteMedia(user, Number(mediaMatch[1]), forceOf(query));
    if (mediaMatch && (method === 'GET' || method === 'POST')) {
      const media = store.state.media.find((candidate) => candidate.id === Number(mediaMatch[1]));
      if (!media) throw invalidPostId();
      if (method === 'GET') return presentMedia(media);
      if (!mayEdit(user, { author: media.author, status: 'inherit' }))
        throw denied(user, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
      store.change(() => {
        if (body.alt_text !== undefined) media.altText = String(body.alt_text);
        if (body.title !== undefined) media.title = rawText(body.title);
      });
      return presentMedia(media);
    }

    if (path === '/wp/v2/posts') {
      if (method === 'POST') {
        const post = writePost(user, body);
        return created(routeUrl(`/wp/v2/posts/${post.id}`), presentPost(post, true));
      }
      if (method === 'GET') {
        if (edit && !can(user, 'edit_posts'))
          throw denied(
            user,
            'rest_forbidden_context',
            'Sorry, you are not allowed to edit posts in this post type.',
          );
        const { total, page } = listPosts(user, query);
        reply.header('x-wp-total', String(total));
        return page.map((post) => presentPost(post, edit));
      }
    }
    const postMatch = path.match(/^\/wp\/v2\/posts\/(\d+)$/);
    if (postMatch && method === 'DELETE') return deletePost(user, Number(postMatch[1]), forceOf(query));
    if (postMatch && (method === 'GET' || method === 'POST')) {
      const post = findPost(Number(postMatch[1]));
      if (method === 'POST') return presentPost(writePost(user, body, post), true);
      if (edit && !mayEdit(user, post))
        throw denied(user, 'rest_forbidden_context', 'Sorry, you are not allowed to edit this post.');
      if (!maySee(post, user)) throw denied(user, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      return presentPost(post, edit);
    }

    if (path === '/aa-sandbox/v1/plugins') return switchPlugins(user, method, body);

    for (const taxonomy of ['categories', 'tags'] as const) {
      if (path !== `/wp/v2/${taxonomy}`) continue;
      if (method === 'GET') {
        const { total, page } = listTerms(taxonomy, query);
        reply.header('x-wp-total', String(total));
        return page;
      }
      if (method === 'POST') {
        const term = createTerm(taxonomy, user, body);
        return created(routeUrl(`/wp/v2/${taxonomy}/${term.id}`), presentTerm(taxonomy, term));
      }
    }
    throw noRoute();
  }

  // Credentials before a large body: an upload may be 20 MB, which nobody must make us read. A small
  // body from nobody goes on to the route, which answers as core does (rest_cannot_create, …).
  app.addHook('onRequest', async function refuseLargeBodiesFromNobody(request, reply) {
    const declared = Number(request.headers['content-length'] ?? 0);
    const unknownLength = request.headers['transfer-encoding'] !== undefined;
    if (!unknownLength && !(declared > ANONYMOUS_BODY_BYTES)) return;
    if (authenticate(request)) return;
    // The body stays unread: the connection closes after the answer instead of draining it.
    reply.header('connection', 'close');
    throw denied(undefined, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  });

  // Our own parsers (encapsulated): JSON and form bodies, and raw bytes for uploads.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, text, done) => {
      try {
        done(null, text ? JSON.parse(String(text)) : {});
      } catch {
        done(
          new WpError(400, 'rest_invalid_json', 'Invalid JSON body passed.', {
            json_error_code: 4,
            json_error_message: 'Syntax error',
          }),
          undefined,
        );
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
      message: status >= 500 ? 'Internal error.' : (error as Error).message,
      data: { status },
    });
  });

  // Every HTML page of this site carries client-written HTML: whatever policy the host app set on the
  // way (an earlier hook, a reply header), these pages leave with the sandboxing one.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('content-security-policy', PAGE_POLICY);
    return payload;
  });

  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .header('link', discovery)
      .type('text/html; charset=utf-8')
      .send(renderNotFound({ siteTitle, homeUrl })),
  );

  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('link', discovery).type('text/html; charset=utf-8').send(html);

  function featuredImage(post: StoredPost) {
    const media = store.state.media.find((candidate) => candidate.id === post.featuredMedia);
    return media ? { url: mediaUrl(media), alt: media.altText } : undefined;
  }

  function showPost(reply: FastifyReply, post: StoredPost) {
    return sendPage(
      reply,
      renderPost({
        siteTitle,
        homeUrl,
        post,
        link: postLink(post),
        plugins,
        image: featuredImage(post),
        categories: store.state.categories.filter((term) => post.categories.includes(term.id)),
        tags: store.state.tags.filter((term) => post.tags.includes(term.id)),
      }),
    );
  }

  const published = (predicate: (post: StoredPost) => boolean) =>
    store.state.posts.find((post) => post.status === 'publish' && predicate(post));
  const restMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

  // The site root (and index.php, which it is): the REST API by `?rest_route=`, a post by `?p=ID`,
  // else the latest posts.
  const rootHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.rest_route !== undefined) return rest(request, reply, query.rest_route || '/');
    if (request.method !== 'GET') return reply.callNotFound();
    if (query.p !== undefined) {
      const post = published((candidate) => candidate.id === Number(query.p));
      if (!post) return reply.callNotFound();
      // redirect_canonical: with pretty permalinks the post's address is its slug.
      return pretty ? reply.redirect(postLink(post), 301) : showPost(reply, post);
    }
    const posts = store.state.posts
      .filter((post) => post.status === 'publish')
      .reverse()
      .map((post) => ({ post, link: postLink(post), image: featuredImage(post) }));
    return sendPage(reply, renderIndex({ siteTitle, homeUrl, posts }));
  };
  app.route({ method: restMethods, url: '/', handler: rootHandler });
  app.route({ method: restMethods, url: '/index.php', handler: rootHandler });

  // Pretty permalinks route /wp-json/… to the API; without them a server without rewrites has nothing there.
  const viaPrettyRoute = (request: FastifyRequest, reply: FastifyReply, route: string) =>
    pretty ? rest(request, reply, route) : reply.callNotFound();
  app.route({
    method: restMethods,
    url: '/wp-json/*',
    handler: (request, reply) =>
      viaPrettyRoute(request, reply, `/${(request.params as { '*': string })['*']}`),
  });
  app.route({
    method: restMethods,
    url: '/wp-json',
    handler: (request, reply) => viaPrettyRoute(request, reply, '/'),
  });

  app.get('/wp-content/uploads/*', async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const media = store.state.media.find((candidate) => candidate.file === file);
    const data = media ? store.readUpload(media.file) : undefined;
    if (!media || !data) return reply.callNotFound();
    return (
      reply
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        // Public media, as on any blog: embeddable by the sandboxed pages (opaque origin) and by others.
        .header('cross-origin-resource-policy', 'cross-origin')
        .type(media.mimeType)
        .send(data)
    );
  });

  app.get('/:slug/', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const post = pretty ? published((candidate) => candidate.slug === slug) : undefined;
    return post ? showPost(reply, post) : reply.callNotFound();
  });
  // redirect_canonical adds the permalink structure's trailing slash.
  app.get('/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const post = pretty ? published((candidate) => candidate.slug === slug) : undefined;
    return post ? reply.redirect(postLink(post), 301) : reply.callNotFound();
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
