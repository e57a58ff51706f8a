/**
 * WordPress REST API v2 with an application password (Basic auth): discovery of the API root (the
 * `Link: <…>; rel="https://api.w.org/"` header, then `/wp-json/`, then `?rest_route=/` for plain
 * permalinks), the check that the user may create, publish and upload (Author or higher), media
 * upload, posts and terms. Every request goes through the injected fetch (the server's safe-fetch).
 * Failures are classified by kind; the texts users read are chosen by the caller.
 */

export type WordPressErrorKind =
  | 'authentication'
  | 'permissions'
  | 'rest-not-found'
  | 'connection'
  | 'unknown';

export class WordPressError extends Error {
  override name = 'WordPressError';

  constructor(
    readonly kind: WordPressErrorKind,
    message: string,
    readonly status?: number,
    readonly wpCode?: string,
  ) {
    super(message);
  }
}

export interface WordPressSite {
  siteUrl: string;
  username: string;
  applicationPassword: string;
  /** Known from an earlier connect: skips discovery. */
  apiRoot?: string;
}

export interface WordPressConnection {
  apiRoot: string;
  siteUrl: string;
  user: { id: number; username: string; name: string; roles: string[] };
}

export interface WordPressPost {
  id: number;
  link: string;
  status: string;
  slug: string;
}

export interface NewPost {
  title: string;
  content: string;
  excerpt?: string;
  status: 'publish' | 'draft' | 'pending' | 'future' | 'private';
  slug?: string;
  featuredMedia?: number;
  categories?: number[];
  tags?: number[];
}

type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** The capabilities publishing needs: create, publish and upload (Author or higher). */
const REQUIRED_CAPABILITIES = ['edit_posts', 'publish_posts', 'upload_files'];
const AUTHOR_OR_HIGHER = ['administrator', 'editor', 'author'];
const AUTH_CODES = new Set([
  'rest_forbidden_context',
  'rest_not_logged_in',
  'incorrect_password',
  'invalid_username',
  'invalid_email',
  'application_passwords_disabled',
]);
const PERMISSION_CODES = new Set([
  'rest_user_cannot_view',
  'rest_cannot_create',
  'rest_cannot_publish',
  'rest_forbidden',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API root a `Link` header announces, if any. */
export function apiRootFromLinkHeader(header: string | null, base: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = part.match(/<([^>]+)>\s*;(.*)$/);
    if (match?.[1] && /rel\s*=\s*"?https:\/\/api\.w\.org\/"?/.test(match[2] ?? '')) {
      return new URL(match[1], base).href;
    }
  }
  return undefined;
}

/** A REST URL for both root styles: `…/wp-json/wp/v2/x?a=b` and `…/?rest_route=/wp/v2/x&a=b`. */
export function restUrl(apiRoot: string, route: string, query: Record<string, string | number> = {}): string {
  const root = new URL(apiRoot);
  const path = route.replace(/^\/+/, '');
  let url: URL;
  if (root.searchParams.has('rest_route')) {
    url = new URL(root.href);
    const base = (root.searchParams.get('rest_route') ?? '/').replace(/\/+$/, '');
    url.searchParams.set('rest_route', `${base}/${path}`);
  } else {
    url = new URL(path, root.href.endsWith('/') ? root.href : `${root.href}/`);
  }
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url.href;
}

function siteBase(siteUrl: string): string {
  return siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
}

/** Kind of a WordPress error answer, by status and WordPress's code. */
function classify(status: number, code: string | undefined): WordPressErrorKind {
  if (status === 401 || (code && AUTH_CODES.has(code))) return 'authentication';
  if (status === 403 || (code && PERMISSION_CODES.has(code))) return 'permissions';
  if (status === 404) return 'rest-not-found';
  return 'unknown';
}

export function createWordPressClient({ fetch, timeoutMs = 20_000 }: { fetch: Fetch; timeoutMs?: number }) {
  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      // Refused by safe-fetch, DNS, refused connection, TLS or timeout: the site cannot be reached.
      throw new WordPressError('connection', 'cannot reach the WordPress site');
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function authorization(site: WordPressSite) {
    const password = site.applicationPassword.replace(/\s+/g, '');
    return `Basic ${Buffer.from(`${site.username}:${password}`).toString('base64')}`;
  }

  /** One authenticated REST call; a non-2xx answer becomes a classified WordPressError. */
  async function call<T>(
    site: WordPressSite & { apiRoot: string },
    method: string,
    route: string,
    options: {
      query?: Record<string, string | number>;
      json?: unknown;
      body?: RequestInit['body'];
      headers?: Record<string, string>;
    } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: authorization(site),
      ...options.headers,
    };
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await send(restUrl(site.apiRoot, route, options.query), { method, headers, body });
    const json = await readJson(response);
    if (!response.ok) {
      const code = isRecord(json) && typeof json.code === 'string' ? json.code : undefined;
      const message =
        isRecord(json) && typeof json.message === 'string' ? json.message : `HTTP ${response.status}`;
      throw new WordPressError(classify(response.status, code), message, response.status, code);
    }
    if (json === undefined)
      throw new WordPressError('rest-not-found', 'the answer is not the WordPress REST API', response.status);
    return json as T;
  }

  /** Whether a URL answers as a WordPress REST index. */
  async function isRestIndex(url: string): Promise<boolean> {
    const response = await send(url, { headers: { accept: 'application/json' } });
    const json = await readJson(response);
    return response.ok && isRecord(json) && (Array.isArray(json.namespaces) || isRecord(json.routes));
  }

  async function discover(siteUrl: string): Promise<string> {
    const home = await send(siteUrl, { headers: { accept: 'text/html' } });
    await home.body?.cancel();
    // WordPress announces its API on error pages too: an address that is not the site's home page
    // (a typo in the path) is not the site, whatever its Link header says.
    if (home.status === 404 || home.status === 410) {
      throw new WordPressError('rest-not-found', 'nothing at this address', home.status);
    }
    const announced = apiRootFromLinkHeader(home.headers.get('link'), home.url || siteUrl);
    if (announced) return announced;
    for (const candidate of [
      new URL('wp-json/', siteBase(siteUrl)).href,
      restUrl(`${siteBase(siteUrl)}?rest_route=/`, ''),
    ]) {
      if (await isRestIndex(candidate)) return candidate;
    }
    throw new WordPressError('rest-not-found', 'no WordPress REST API at this address', home.status);
  }

  async function withRoot(site: WordPressSite): Promise<WordPressSite & { apiRoot: string }> {
    return { ...site, apiRoot: site.apiRoot ?? (await discover(site.siteUrl)) };
  }

  return {
    /** Discovers the API and checks the user: Author or higher, with an application password. */
    async connect(site: WordPressSite): Promise<WordPressConnection> {
      const rooted = await withRoot(site);
      const me = await call<Record<string, unknown>>(rooted, 'GET', '/wp/v2/users/me', {
        query: { context: 'edit' },
      });
      const roles = Array.isArray(me.roles) ? me.roles.map(String) : [];
      const capabilities = isRecord(me.capabilities) ? me.capabilities : undefined;
      const allowed = capabilities
        ? REQUIRED_CAPABILITIES.every((capability) => capabilities[capability] === true)
        : roles.some((role) => AUTHOR_OR_HIGHER.includes(role));
      if (!allowed)
        throw new WordPressError('permissions', 'the user cannot create, publish and upload', 200);
      return {
        apiRoot: rooted.apiRoot,
        siteUrl: site.siteUrl.replace(/\/+$/, ''),
        user: {
          id: Number(me.id),
          username:
            typeof me.username === 'string'
              ? me.username
              : typeof me.slug === 'string'
                ? me.slug
                : site.username,
          name: typeof me.name === 'string' ? me.name : site.username,
          roles,
        },
      };
    },

    /** Uploads an image to the media library, then sets its alt text. */
    async uploadMedia(
      site: WordPressSite,
      media: { filename: string; contentType: string; data: Uint8Array; altText?: string },
    ): Promise<{ id: number; sourceUrl: string }> {
      const rooted = await withRoot(site);
      const safeName = media.filename.replace(/[^A-Za-z0-9._-]/g, '-');
      const created = await call<{ id: number; source_url: string }>(rooted, 'POST', '/wp/v2/media', {
        body: media.data as RequestInit['body'],
        headers: {
          'content-type': media.contentType,
          'content-disposition': `attachment; filename="${safeName}"`,
        },
      });
      if (media.altText) {
        await call(rooted, 'POST', `/wp/v2/media/${created.id}`, { json: { alt_text: media.altText } });
      }
      return { id: created.id, sourceUrl: created.source_url };
    },

    async createPost(site: WordPressSite, post: NewPost): Promise<WordPressPost> {
      return call(await withRoot(site), 'POST', '/wp/v2/posts', { json: postBody(post) });
    },

    async updatePost(site: WordPressSite, id: number, post: Partial<NewPost>): Promise<WordPressPost> {
      return call(await withRoot(site), 'POST', `/wp/v2/posts/${id}`, { json: postBody(post) });
    },

    async getPost(site: WordPressSite, id: number): Promise<WordPressPost & Record<string, unknown>> {
      return call(await withRoot(site), 'GET', `/wp/v2/posts/${id}`, { query: { context: 'edit' } });
    },

    /** A post of any status with this slug (a retried publish finds its own post). */
    async findPostBySlug(site: WordPressSite, slug: string): Promise<WordPressPost | undefined> {
      const posts = await call<WordPressPost[]>(await withRoot(site), 'GET', '/wp/v2/posts', {
        query: { slug, status: 'publish,future,draft,pending,private', context: 'edit' },
      });
      return posts[0];
    },

    async listCategories(site: WordPressSite): Promise<Array<{ id: number; name: string; slug: string }>> {
      return call(await withRoot(site), 'GET', '/wp/v2/categories', { query: { per_page: 100 } });
    },

    async findCategoryBySlug(
      site: WordPressSite,
      slug: string,
    ): Promise<{ id: number; name: string } | undefined> {
      const categories = await call<Array<{ id: number; name: string }>>(
        await withRoot(site),
        'GET',
        '/wp/v2/categories',
        {
          query: { slug },
        },
      );
      return categories[0];
    },

    /** Authors may create tags; an existing one answers `term_exists` with its id. */
    async findOrCreateTag(site: WordPressSite, name: string): Promise<number> {
      const rooted = await withRoot(site);
      try {
        const created = await call<{ id: number }>(rooted, 'POST', '/wp/v2/tags', { json: { name } });
        return created.id;
      } catch (error) {
        if (error instanceof WordPressError && error.wpCode === 'term_exists') {
          const existing = await call<Array<{ id: number; name: string }>>(rooted, 'GET', '/wp/v2/tags', {
            query: { search: name, per_page: 100 },
          });
          const match = existing.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
          if (match) return match.id;
        }
        throw error;
      }
    },
  };
}

function postBody(post: Partial<NewPost>) {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    status: post.status,
    slug: post.slug,
    featured_media: post.featuredMedia,
    categories: post.categories,
    tags: post.tags,
  };
}

export type WordPressClient = ReturnType<typeof createWordPressClient>;
