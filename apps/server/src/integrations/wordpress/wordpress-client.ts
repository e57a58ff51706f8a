/**
 * WordPress REST API v2 with an application password (Basic auth): discovery of the API root (the
 * `Link: <…>; rel="https://api.w.org/"` header, then `/wp-json/`, then `?rest_route=/` for plain
 * permalinks), the check that the user may create, publish and upload (Author or higher), media
 * upload, posts and terms. Every request goes through the injected fetch (the server's safe-fetch).
 * Failures are classified by kind (PRODUCT.md §8 Platforms); the texts users read are chosen by the caller.
 */

import { clip, decodeEntities, escapeHtmlText, plainText } from '../../lib/plain-text.ts';
import { SafeFetchError } from '../../lib/safe-fetch.ts';
import {
  afterDelivery,
  BlogError,
  type BlogErrorKind,
  type BlogPost,
  type BlogPublisher,
  type BlogSite,
  type BlogTerm,
  type BlogUnreachableReason,
  type NewMedia,
  type NewPost,
  type PublicPost,
  type SavedPost,
} from '../blog/blog-publisher.ts';

/** Set-up failures that mean the blog's name does not resolve (the others: it refused, or no route). */
const NAME_NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);

/**
 * Why a request failed before it left, or undefined when it may have reached the blog: safe-fetch
 * says whether anything was sent (`sent`) and, if not, the set-up's error code.
 */
function unreachableReason(error: unknown): BlogUnreachableReason | undefined {
  if (!(error instanceof SafeFetchError) || error.sent) return undefined;
  if (error.reason === 'timeout') return 'no-answer';
  if (error.reason !== 'network') return 'address-refused';
  return error.code && NAME_NOT_FOUND.has(error.code) ? 'not-found' : 'refused';
}

/** What the client reads of a site: its address and credentials (any engine field is the port's). */
type BlogSiteAccess = Omit<BlogSite, 'engine'>;

type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;
type Query = Record<string, string | number>;

/** The capabilities publishing needs: create, publish and upload (Author or higher). */
const REQUIRED_CAPABILITIES = ['edit_posts', 'publish_posts', 'upload_files'];
const AUTHOR_OR_HIGHER = ['administrator', 'editor', 'author'];
const AUTHENTICATION_CODES = new Set([
  'rest_forbidden_context',
  'rest_not_logged_in',
  'incorrect_password',
  'invalid_username',
  'invalid_email',
  'application_passwords_disabled',
]);
const PERMISSION_CODES = new Set(['rest_user_cannot_view']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API root a `Link` header announces, if any. */
export function apiRootFromLinkHeader(header: string | null, base: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = part.match(/<([^>]+)>\s*;(.*)$/);
    if (match?.[1] && /rel\s*=\s*"?https:\/\/api\.w\.org\/"?(\s|;|$)/.test(match[2] ?? '')) {
      return URL.canParse(match[1], base) ? new URL(match[1], base).href : undefined;
    }
  }
  return undefined;
}

/** A REST URL for both root styles: `…/wp-json/wp/v2/x?a=b` and `…/?rest_route=/wp/v2/x&a=b`. */
export function restUrl(apiRoot: string, route: string, query: Query = {}): string {
  const root = new URL(apiRoot);
  const path = route.replace(/^\/+/, '');
  if (!root.searchParams.has('rest_route')) {
    const url = new URL(path, root.href.endsWith('/') ? root.href : `${root.href}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    return url.href;
  }
  const base = (root.searchParams.get('rest_route') ?? '/').replace(/\/+$/, '');
  const params = new URLSearchParams(root.search);
  params.delete('rest_route');
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  // The route first and with its slashes as they are (WordPress decodes either), so it reads like a path.
  const restRoute = `rest_route=${encodeURIComponent(`${base}/${path}`).replace(/%2F/gi, '/')}`;
  const others = params.toString();
  root.search = others ? `${restRoute}&${others}` : restRoute;
  return root.href;
}

/** The site address as stored: http(s), no credentials, fragment or trailing slash. */
export function normalizeSiteUrl(siteUrl: string): string {
  const trimmed = siteUrl.trim();
  if (!URL.canParse(trimmed)) throw new BlogError('connection', 'not a valid site address');
  const url = new URL(trimmed);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlogError('connection', 'the site address must be http or https');
  if (url.username || url.password)
    throw new BlogError('connection', 'the site address must not carry credentials');
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** Kind of a WordPress error answer, by status and WordPress's code (PRODUCT.md §8). */
function classify(status: number, code: string | undefined): BlogErrorKind {
  if (status === 401 || (code && AUTHENTICATION_CODES.has(code))) return 'authentication';
  if (status === 403 || (code && PERMISSION_CODES.has(code))) return 'permissions';
  if (status === 404 || status === 410) return 'api-not-found';
  return 'unknown';
}

function toPost(json: Record<string, unknown>): BlogPost {
  return {
    id: Number(json.id),
    link: String(json.link ?? ''),
    status: String(json.status ?? ''),
    slug: String(json.slug ?? ''),
    ...(typeof json.featured_media === 'number' ? { featuredMedia: json.featured_media } : {}),
  };
}

function toTerm(json: unknown): BlogTerm {
  const term = isRecord(json) ? json : {};
  return {
    id: Number(term.id),
    // A term's name is a few words; a plugin's answer could be megabytes (issue 26).
    name: clip(decodeEntities(String(term.name ?? '')), 200),
    slug: String(term.slug ?? ''),
  };
}

/** The id in a `term_exists` answer's data (a number, or digits on some versions), if any. */
function existingTermId(error: unknown): number | undefined {
  const id = error instanceof BlogError && error.code === 'term_exists' ? error.data?.term_id : undefined;
  if (typeof id === 'number' && Number.isInteger(id)) return id;
  if (typeof id === 'string' && /^\d+$/.test(id)) return Number(id);
  return undefined;
}

function toSavedPost(json: Record<string, unknown>): SavedPost {
  const raw = isRecord(json.content) ? json.content.raw : undefined;
  return { ...toPost(json), ...(typeof raw === 'string' ? { savedContent: raw } : {}) };
}

/** Plain text as WordPress's HTML fields hold it (titles, excerpts, alt texts, term names). */
const asHtmlField = (text: string | undefined) => (text === undefined ? undefined : escapeHtmlText(text));

function postBody(post: Partial<NewPost>) {
  return {
    title: asHtmlField(post.title),
    content: post.content,
    excerpt: asHtmlField(post.excerpt),
    status: post.status,
    slug: post.slug,
    featured_media: post.featuredMedia,
    categories: post.categories,
    tags: post.tags,
  };
}

/** The WordPress adapter of the blog port. */
export function createWordPressClient({
  fetch,
  timeoutMs = 20_000,
}: {
  fetch: Fetch;
  timeoutMs?: number;
}): BlogPublisher {
  /** One request and its whole body; any failure to get them is a connection failure. */
  async function send(url: string, init: RequestInit = {}): Promise<{ response: Response; text: string }> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      return { response, text: await response.text() };
    } catch (error) {
      // Refused by safe-fetch, DNS, refused connection, TLS, timeout, or a body cut off. The cause is
      // dropped on purpose: nothing of the request (its Authorization header) travels with the error;
      // only whether the request left, and if not why (safe-fetch's `sent`).
      const unreachable = unreachableReason(error);
      throw new BlogError(
        'connection',
        'cannot reach the WordPress site',
        undefined,
        undefined,
        undefined,
        unreachable,
      );
    }
  }

  function parseJson(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function authorization(site: BlogSiteAccess) {
    // Application passwords are shown in groups of four; WordPress ignores the spaces.
    const password = site.applicationPassword.replace(/\s+/g, '');
    return `Basic ${Buffer.from(`${site.username}:${password}`).toString('base64')}`;
  }

  /** One authenticated REST call; a non-2xx answer becomes a classified BlogError. */
  async function call<T>(
    site: BlogSiteAccess & { apiRoot: string },
    method: string,
    route: string,
    options: { query?: Query; json?: unknown; body?: Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: authorization(site),
      ...options.headers,
    };
    let body: RequestInit['body'] = options.body as RequestInit['body'];
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const { response, text } = await send(restUrl(site.apiRoot, route, options.query), {
      method,
      headers,
      body,
    });
    const json = parseJson(text);
    if (!response.ok) {
      const error = isRecord(json) ? json : {};
      const code = typeof error.code === 'string' ? error.code : undefined;
      const message = typeof error.message === 'string' ? error.message : `HTTP ${response.status}`;
      const data = isRecord(error.data) ? error.data : undefined;
      throw new BlogError(classify(response.status, code), message, response.status, code, data);
    }
    if (json === undefined) {
      throw new BlogError('api-not-found', 'the answer is not the WordPress REST API', response.status);
    }
    return json as T;
  }

  /** A collection route: anything but a JSON array is not the API we know. */
  async function list(
    site: BlogSiteAccess & { apiRoot: string },
    method: string,
    route: string,
    options: { query?: Query },
  ) {
    const json = await call<unknown>(site, method, route, options);
    if (!Array.isArray(json)) throw new BlogError('unknown', 'the answer is not a list', 200);
    return json.filter(isRecord);
  }

  /** Whether a URL answers as a WordPress REST index. */
  async function isRestIndex(url: string): Promise<boolean> {
    const { response, text } = await send(url, { headers: { accept: 'application/json' } });
    const json = parseJson(text);
    return response.ok && isRecord(json) && (Array.isArray(json.namespaces) || isRecord(json.routes));
  }

  /** The REST root of the site at `siteUrl`: announced by its home page, else the two usual places. */
  async function discover(siteUrl: string): Promise<string> {
    const { response: home } = await send(siteUrl, { headers: { accept: 'text/html' } });
    // WordPress announces its API on its error pages too: an address that is not the site's home
    // page (a typo in the path) is not the site, whatever its Link header says.
    if (home.status === 404 || home.status === 410) {
      throw new BlogError('api-not-found', 'nothing at this address', home.status);
    }
    const base = withSlash(home.url || siteUrl);
    const announced = apiRootFromLinkHeader(home.headers.get('link'), base);
    if (announced) return announced;
    for (const candidate of [new URL('wp-json/', base).href, restUrl(`${base}?rest_route=/`, '')]) {
      if (await isRestIndex(candidate)) return candidate;
    }
    throw new BlogError('api-not-found', 'no WordPress REST API at this address', home.status);
  }

  /**
   * DELETE with `force=true`: core answers `{deleted: true, previous}`; without force a post would
   * only move to the trash (still in the site's database) and media answer 501. An id WordPress does
   * not know is `rest_post_invalid_id` (404): already gone, which is what the caller wanted.
   */
  async function forceDelete(site: BlogSiteAccess & { apiRoot: string }, route: string): Promise<boolean> {
    try {
      const answer = await call<unknown>(site, 'DELETE', route, { query: { force: 'true' } });
      if (!isRecord(answer) || answer.deleted !== true)
        throw new BlogError('unknown', 'the item was not deleted', 200);
      return true;
    } catch (error) {
      if (error instanceof BlogError && error.code === 'rest_post_invalid_id') return false;
      throw error;
    }
  }

  async function rooted<Site extends BlogSiteAccess>(site: Site): Promise<Site & { apiRoot: string }> {
    return { ...site, apiRoot: site.apiRoot ?? (await discover(normalizeSiteUrl(site.siteUrl))) };
  }

  async function readMe(site: BlogSiteAccess & { apiRoot: string }) {
    return call<Record<string, unknown>>(site, 'GET', '/wp/v2/users/me', { query: { context: 'edit' } });
  }

  return {
    /** Discovers the API and checks the user: Author or higher, with an application password. */
    async connect(site: BlogSiteAccess) {
      const siteUrl = normalizeSiteUrl(site.siteUrl);
      let target = await rooted({ ...site, siteUrl });
      let me: Record<string, unknown>;
      try {
        me = await readMe(target);
      } catch (error) {
        // A site whose permalinks announce /wp-json/ behind a server without rewrites: that path is
        // no API, but `?rest_route=` reaches it whatever the permalinks.
        const fallback = `${withSlash(siteUrl)}?rest_route=/`;
        if (!(error instanceof BlogError && error.kind === 'api-not-found' && !error.code)) throw error;
        if (target.apiRoot.includes('rest_route=')) throw error;
        target = { ...target, apiRoot: fallback };
        me = await readMe(target);
      }
      const roles = Array.isArray(me.roles) ? me.roles.map(String) : [];
      const capabilities = isRecord(me.capabilities) ? me.capabilities : undefined;
      const allowed = capabilities
        ? REQUIRED_CAPABILITIES.every((capability) => capabilities[capability] === true)
        : roles.some((role) => AUTHOR_OR_HIGHER.includes(role));
      if (!allowed) throw new BlogError('permissions', 'the user cannot create, publish and upload', 200);
      const username = typeof me.username === 'string' ? me.username : site.username;
      return {
        apiRoot: target.apiRoot,
        siteUrl,
        user: { id: Number(me.id), username, name: typeof me.name === 'string' ? me.name : username, roles },
      };
    },

    /** Uploads an image to the media library with its alt text (set afterwards if WordPress ignored it). */
    async uploadMedia(site: BlogSite, media: NewMedia): Promise<{ id: number; sourceUrl: string }> {
      const target = await rooted(site);
      // A quoted, plain-ASCII name: WordPress derives the file's name (and checks its type) from it.
      const safeName = media.filename.replace(/[^A-Za-z0-9._-]/g, '-');
      const altText = asHtmlField(media.altText);
      const created = await call<{ id: number; source_url: string; alt_text?: string }>(
        target,
        'POST',
        '/wp/v2/media',
        {
          body: media.data,
          query: altText ? { alt_text: altText } : {},
          headers: {
            'content-type': media.contentType,
            'content-disposition': `attachment; filename="${safeName}"`,
          },
        },
      );
      if (altText && created.alt_text !== altText) {
        // The file is on the blog already: a failure from here on follows a delivery.
        await call(target, 'POST', `/wp/v2/media/${created.id}`, { json: { alt_text: altText } }).catch(
          (error: unknown) => {
            throw afterDelivery(error);
          },
        );
      }
      return { id: created.id, sourceUrl: created.source_url };
    },

    /** The media item with this slug (a retried upload finds its own file: the slug is the file's name). */
    async findMediaBySlug(
      site: BlogSite,
      slug: string,
    ): Promise<{ id: number; sourceUrl: string } | undefined> {
      const items = await list(await rooted(site), 'GET', '/wp/v2/media', {
        query: { slug, context: 'edit' },
      });
      const [first] = items as { id: number; source_url: string }[];
      return first ? { id: first.id, sourceUrl: first.source_url } : undefined;
    },

    /**
     * Creates a post. `savedContent` is its content as WordPress kept it (the answer's `content.raw`):
     * for a user without `unfiltered_html`, kses has taken out what it does not allow (scripts).
     */
    async createPost(site: BlogSite, post: NewPost): Promise<SavedPost> {
      return toSavedPost(
        await call<Record<string, unknown>>(await rooted(site), 'POST', '/wp/v2/posts', {
          json: postBody(post),
        }),
      );
    },

    async updatePost(site: BlogSite, id: number, post: Partial<NewPost>): Promise<SavedPost> {
      return toSavedPost(
        await call<Record<string, unknown>>(await rooted(site), 'POST', `/wp/v2/posts/${id}`, {
          json: postBody(post),
        }),
      );
    },

    /**
     * Moves a post to the trash (DELETE without `force`): its page answers 404, and its author can
     * restore it. True when it is in the trash (already, too); false when no post has this id.
     */
    async trashPost(site: BlogSite, id: number): Promise<boolean> {
      try {
        await call<unknown>(await rooted(site), 'DELETE', `/wp/v2/posts/${id}`);
        return true;
      } catch (error) {
        if (error instanceof BlogError && error.code === 'rest_already_trashed') return true;
        if (error instanceof BlogError && error.code === 'rest_post_invalid_id') return false;
        throw error;
      }
    },

    /** Deletes a post for good (`force=true`: past the trash); false when no post has this id. */
    async deletePost(site: BlogSite, id: number): Promise<boolean> {
      return forceDelete(await rooted(site), `/wp/v2/posts/${id}`);
    },

    /** Deletes a media item and its file for good; false when no media item has this id. */
    async deleteMedia(site: BlogSite, id: number): Promise<boolean> {
      return forceDelete(await rooted(site), `/wp/v2/media/${id}`);
    },

    /** The post as its author edits it (`context=edit`: raw title and content). */
    async getPost(site: BlogSite, id: number): Promise<BlogPost & Record<string, unknown>> {
      const json = await call<Record<string, unknown>>(await rooted(site), 'GET', `/wp/v2/posts/${id}`, {
        query: { context: 'edit' },
      });
      return { ...json, ...toPost(json) };
    },

    /** The posts of any status with this slug, the newest first (one page of 20 is plenty). */
    async findPostsBySlug(site: BlogSite, slug: string): Promise<BlogPost[]> {
      const posts = await list(await rooted(site), 'GET', '/wp/v2/posts', {
        query: { slug, status: 'publish,future,draft,pending,private', context: 'edit', per_page: 20 },
      });
      return posts.map(toPost);
    },

    /** Every category of the blog (Authors may read them all), in pages of 100, at most 1,000. */
    async listCategories(site: BlogSite): Promise<BlogTerm[]> {
      const target = await rooted(site);
      const categories: BlogTerm[] = [];
      // Pages of 100 (core's maximum) until a short one; `_fields` keeps each page small.
      for (let page = 1; page <= 10; page++) {
        const batch = await list(target, 'GET', '/wp/v2/categories', {
          query: { per_page: 100, page, _fields: 'id,name,slug' },
        });
        categories.push(...batch.map(toTerm));
        if (batch.length < 100) break;
      }
      return categories;
    },

    /**
     * Creates a category (plain-text name, escaped like a title). Needs `manage_categories` (Editor and
     * up): an Author gets `rest_cannot_create` (403, kind `permissions`). A category of that name that
     * already exists (`term_exists`) is returned instead, `created: false`.
     */
    async createCategory(site: BlogSite, name: string): Promise<BlogTerm & { created: boolean }> {
      const target = await rooted(site);
      try {
        const made = toTerm(
          await call(target, 'POST', '/wp/v2/categories', { json: { name: asHtmlField(name) } }),
        );
        return { ...made, created: true };
      } catch (error) {
        const existing = existingTermId(error);
        if (existing === undefined) throw error;
        return { id: existing, name, slug: '', created: false };
      }
    },

    async findCategoryBySlug(site: BlogSite, slug: string): Promise<BlogTerm | undefined> {
      const categories = await list(await rooted(site), 'GET', '/wp/v2/categories', {
        query: { slug },
      });
      return categories.length > 0 ? toTerm(categories[0]) : undefined;
    },

    /**
     * The id of the tag with this name (plain text, escaped like a title); Authors may create tags, an
     * existing one answers `term_exists`.
     */
    async findOrCreateTag(site: BlogSite, name: string): Promise<number> {
      const target = await rooted(site);
      try {
        return toTerm(await call(target, 'POST', '/wp/v2/tags', { json: { name: asHtmlField(name) } })).id;
      } catch (error) {
        const existing = existingTermId(error);
        if (existing === undefined) throw error;
        return existing;
      }
    },

    /** Published posts with any of the tags or in any of the categories (WordPress ANDs the two: one at a time). */
    async listPosts(
      site: BlogSite,
      filter: { tags?: number[]; categories?: number[]; perPage?: number },
    ): Promise<PublicPost[]> {
      const posts = await list(await rooted(site), 'GET', '/wp/v2/posts', {
        query: {
          ...(filter.tags?.length ? { tags: filter.tags.join(',') } : {}),
          ...(filter.categories?.length ? { categories: filter.categories.join(',') } : {}),
          status: 'publish',
          per_page: Math.min(100, Math.max(1, filter.perPage ?? 10)),
          _fields: 'id,link,title',
        },
      });
      return posts.map((json) => ({
        id: Number(json.id),
        link: String(json.link ?? ''),
        title: plainText(isRecord(json.title) ? String(json.title.rendered ?? '') : '', { maxLength: 200 }),
      }));
    },

    /** Every tag with its count of published posts, the most carried first, in pages of 100, at most 1,000. */
    async listTags(site: BlogSite): Promise<(BlogTerm & { count: number })[]> {
      const target = await rooted(site);
      const tags: (BlogTerm & { count: number })[] = [];
      for (let page = 1; page <= 10; page++) {
        const batch = await list(target, 'GET', '/wp/v2/tags', {
          query: { per_page: 100, page, orderby: 'count', order: 'desc', _fields: 'id,name,slug,count' },
        });
        tags.push(...batch.map((json) => ({ ...toTerm(json), count: Math.max(0, Number(json.count) || 0) })));
        if (batch.length < 100) break;
      }
      return tags;
    },
  };
}
