/**
 * The blog port (issue 28 #5): what the product asks of a blog engine, in the product's words — check
 * an account's access, upload media, create, update, publish, trash and delete posts, categories and
 * tags — and the failures it tells apart (PRODUCT.md §8 Platforms). Generation, platforms and the
 * post checks know blogs through this file only; WordPress is the first adapter
 * (../wordpress/wordpress-client.ts). A second engine is an adapter implementing `BlogPublisher`, its
 * name in `BLOG_ENGINES` and its factory in registry.ts's `blogs` (ARCHITECTURE "How to add").
 *
 * A public post is read as any visitor reads it (../web/public-web.ts), not through the engine.
 */
import { clip } from '../../lib/plain-text.ts';

export const BLOG_ENGINES = ['wordpress'] as const;
export type BlogEngine = (typeof BLOG_ENGINES)[number];

/**
 * Why a call failed, as the user is told (the texts are the caller's): the credentials were refused,
 * the account may not publish, no blog API at the address, the blog could not be reached, or else.
 */
export type BlogErrorKind = 'authentication' | 'permissions' | 'api-not-found' | 'connection' | 'unknown';

/**
 * Why a call never reached the blog: its name does not resolve, the connection was refused (or its
 * TLS set-up failed), nothing answered the connection, or safe-fetch refused the address (a private
 * or local network).
 */
export type BlogUnreachableReason = 'not-found' | 'refused' | 'no-answer' | 'address-refused';

/** The most of the engine's error message kept (it is logged). */
const MESSAGE_MAX = 500;

/** A failed blog call. Its message is the engine's own or ours, never a credential. */
export class BlogError extends Error {
  override name = 'BlogError';
  readonly kind: BlogErrorKind;
  readonly status?: number;
  /** The engine's own error code (WordPress's `term_exists`, `rest_post_invalid_id`…). */
  readonly code?: string;
  /** The data of the engine's error answer (e.g. WordPress's `term_id` of `term_exists`). */
  readonly data?: Record<string, unknown>;
  /**
   * Set when the failed operation changed nothing on the blog: its failing request never left (no
   * connection could be made) and no earlier request of the same operation wrote anything. Unset
   * whenever a request may have reached the blog.
   */
  readonly unreachable?: BlogUnreachableReason;

  constructor(
    kind: BlogErrorKind,
    message: string,
    status?: number,
    code?: string,
    data?: Record<string, unknown>,
    unreachable?: BlogUnreachableReason,
  ) {
    // The engine's own words come from the blog, which can answer anything: kept to a log line's size.
    super(clip(message, MESSAGE_MAX));
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.data = data;
    this.unreachable = unreachable;
  }
}

/**
 * The failure of a step that follows a write which reached the blog (an upload, a new post): whatever
 * the failing request says, the operation as a whole delivered something, so it is never `unreachable`.
 */
export function afterDelivery(error: unknown): unknown {
  if (!(error instanceof BlogError) || error.unreachable === undefined) return error;
  return new BlogError(error.kind, error.message, error.status, error.code, error.data);
}

/** A blog an account connected: its engine, its address and the account's credentials there. */
export interface BlogSite {
  engine: BlogEngine;
  siteUrl: string;
  username: string;
  /** The account's API credential (WordPress: an application password). */
  applicationPassword: string;
  /** The API's root, known from an earlier connect: skips discovery. */
  apiRoot?: string;
}

/** What connecting found: the API's root, the address and the account (with its roles). */
export interface BlogConnection {
  apiRoot: string;
  siteUrl: string;
  user: { id: number; username: string; name: string; roles: string[] };
}

export interface BlogPost {
  id: number;
  link: string;
  status: string;
  slug: string;
  /** The featured image's media id (none: 0 or absent). */
  featuredMedia?: number;
}

/** A published post as readers find it: its address and its title (plain text). */
export interface PublicPost {
  id: number;
  link: string;
  title: string;
}

/** A post as the blog saved it: `savedContent`, the content it kept (when it answers it). */
export type SavedPost = BlogPost & { savedContent?: string };

/** A category or tag. `name` is text (the engine may hold it as HTML: decoded by the adapter). */
export interface BlogTerm {
  id: number;
  name: string;
  slug: string;
}

/**
 * A post to write. `title` and `excerpt` are plain text (the adapter escapes them where the engine
 * holds HTML: a product called `<h1>…` is shown as written, never run). `content` is HTML.
 */
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

export interface NewMedia {
  filename: string;
  contentType: string;
  data: Uint8Array;
  /** Plain text, escaped like a post's title (themes print it into an attribute). */
  altText?: string;
}

/**
 * One blog engine. Every call takes the site it works on (no state between calls); a deletion of
 * something already gone answers false, not an error, so a retried clean-up is safe.
 */
export interface BlogPublisher {
  /** Checks the address and the credentials, and that the account may create, publish and upload. */
  connect(site: Omit<BlogSite, 'engine'>): Promise<BlogConnection>;
  uploadMedia(site: BlogSite, media: NewMedia): Promise<{ id: number; sourceUrl: string }>;
  /** A media item this product uploaded earlier under `slug` (a retry adopts it instead of uploading twice). */
  findMediaBySlug(site: BlogSite, slug: string): Promise<{ id: number; sourceUrl: string } | undefined>;
  createPost(site: BlogSite, post: NewPost): Promise<SavedPost>;
  updatePost(site: BlogSite, id: number, post: Partial<NewPost>): Promise<SavedPost>;
  /** Takes a live post down the reversible way (WordPress: its trash). */
  trashPost(site: BlogSite, id: number): Promise<boolean>;
  deletePost(site: BlogSite, id: number): Promise<boolean>;
  deleteMedia(site: BlogSite, id: number): Promise<boolean>;
  getPost(site: BlogSite, id: number): Promise<BlogPost & Record<string, unknown>>;
  /**
   * The posts of any status under `slug` (drafts may share one: the engine makes a slug unique only
   * when it publishes), for a retry to find its own post among them instead of posting twice.
   */
  findPostsBySlug(site: BlogSite, slug: string): Promise<BlogPost[]>;
  listCategories(site: BlogSite): Promise<BlogTerm[]>;
  createCategory(site: BlogSite, name: string): Promise<BlogTerm & { created: boolean }>;
  findCategoryBySlug(site: BlogSite, slug: string): Promise<BlogTerm | undefined>;
  findOrCreateTag(site: BlogSite, name: string): Promise<number>;
  /**
   * Published posts carrying any of these tags, or filed under any of these categories, newest first
   * (one page of `perPage`, at most 100).
   */
  listPosts(
    site: BlogSite,
    filter: { tags?: number[]; categories?: number[]; perPage?: number },
  ): Promise<PublicPost[]>;
  /** The blog's tags with how many published posts carry each, the most carried first (at most 1,000). */
  listTags(site: BlogSite): Promise<(BlogTerm & { count: number })[]>;
}

/** Every engine's adapter, by engine (the context's `blogs`). */
export type BlogPublishers = Record<BlogEngine, BlogPublisher>;

/** The adapter of a site's engine. */
export function blogFor(blogs: BlogPublishers, site: Pick<BlogSite, 'engine'>): BlogPublisher {
  return blogs[site.engine];
}
