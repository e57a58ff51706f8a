/**
 * Step 7's article half: the 3 images into the media library, the post as a draft under a slug
 * fixed by the run (`draftArticle`), then published (`publishDraft`: at once, or once the user approved
 * the draft in review mode, issue 27). Each outside object goes through `publishOnce`, so a retry after a
 * crash at any point finds what was made (by its publication row, or by its slug) instead of making it
 * again: one post per run, one media item per image. The post is filed as a person would file it: in
 * the blog's best-fitting category (choose-category.ts), or a new one named by the plan when nothing
 * fits and the user may create categories. What the user may do comes from the roles stored at
 * connect, so a run does not ask WordPress who the user is.
 */
import { AMAZON_STORES, type AmazonStore, type ArticleLanguage, Messages } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import {
  afterDelivery,
  BlogError,
  type BlogPost,
  type BlogPublisher,
  blogFor,
} from '../../integrations/blog/blog-publisher.ts';
import {
  forgetWordPressRoles,
  type PublishingSite,
  rememberWordPressRoles,
} from '../platforms/wordpress-connection.ts';
import { type CampaignPost, livePostsOfCampaign } from '../runs/runs.service.ts';
import { type CategoryClues, chooseCategories } from './choose-category.ts';
import { chooseTags } from './choose-tags.ts';
import { shortName } from './content/product-names.ts';
import type { StoredImage } from './images.ts';
import { FEATURED_IMAGE_NUMBER, imageBytes } from './images.ts';
import { PermanentRunError } from './pipeline-errors.ts';
import { postLinkSchema } from './post-link.ts';
import { findPublication, publicationsOf, publishOnce, recordPublication } from './publications.ts';
import { type RelatedPost, sameAddress } from './related-posts.ts';
import type { GenerationServices, RunCheckpoint } from './services.ts';

type Context = Pick<AppContext, 'db' | 'blogs' | 'storage'>;

/** How the rendered article's structured data begins (render-article.ts). */
const STRUCTURED_DATA = '<script type="application/ld+json">';

/** amazon.com, the store of links from before campaigns had one. */
const DEFAULT_STORE = AMAZON_STORES[0] as AmazonStore;

export interface ArticleToPublish {
  executionId: string;
  /** findWordPressSite's answer: with the user's stored roles (asked for once when none are). */
  site: PublishingSite;
  /** The user's tag in `store`. */
  tag: string;
  /** The campaign's store, where the post's links go; amazon.com when absent. */
  store?: AmazonStore;
  products: NonNullable<RunCheckpoint['products']>;
  subject: NonNullable<RunCheckpoint['subject']>;
  plan: NonNullable<RunCheckpoint['plan']>;
  article: NonNullable<RunCheckpoint['article']>;
  /**
   * The run's images: its pins (1–3, in the body) and its landscape featured image (0, the post's
   * featured media only; a run from before issue 32 has none and features its first pin).
   */
  images: StoredImage[];
  pins: NonNullable<RunCheckpoint['pins']>;
  /** The posts it links to (the `links` step); none for a run from before them. */
  related?: RelatedPost[];
  /** The campaign whose other posts it lists under "More comparisons". */
  campaignId?: string;
  /** Pins this attempt drew, by number (the others are read back from the database). */
  pngs?: Map<number, Buffer>;
  /** The campaign's article language (the disclosure's and the renderer's labels'); English when absent. */
  language?: ArticleLanguage;
}

/** The longest the title's part of a post's slug gets. */
export const SLUG_TITLE_MAX = 60;

/** Lower-case ASCII words joined by hyphens, as WordPress makes a slug of a name. */
export function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A post's slug: the title's words and nothing else (issue 31: no random mark), ending on a whole word
 * within SLUG_TITLE_MAX characters (a first word longer than that is cut, as there is no whole word
 * to keep). The draft keeps it as given; when another post has it already, WordPress publishes ours
 * as `…-2` (wp_unique_post_slug), a suffix a reader can read.
 */
export function postSlug(title: string): string {
  let base = slugWords(title);
  if (base.length > SLUG_TITLE_MAX) {
    // The character after the limit is looked at too: a hyphen there means the limit ends a word.
    const lastBreak = base.slice(0, SLUG_TITLE_MAX + 1).lastIndexOf('-');
    base = lastBreak > 0 ? base.slice(0, lastBreak) : base.slice(0, SLUG_TITLE_MAX);
  }
  return base || 'comparison';
}

/**
 * What a run's post's slug and its media's slugs are made of: its search phrase (issue 31), else its
 * title (a run from before).
 */
export function slugSourceOf(checkpoint: {
  subject?: { searchPhrase?: string | undefined };
  plan?: { title: string };
}): string | undefined {
  return checkpoint.subject?.searchPhrase ?? checkpoint.plan?.title;
}

/** The run's mark: the first 8 characters of its id. */
const runMark = (executionId: string) => executionId.slice(0, 8);

/**
 * The slug of image `number`'s media item: the post's words with the run's mark, as a retry adopts a
 * media item by its slug alone (the file's name; a reader sees it only in the image's address).
 */
export function mediaSlug(title: string, executionId: string, number: number): string {
  return `${postSlug(title)}-${runMark(executionId)}-${number}`;
}

/**
 * The post an earlier attempt of this run created (a crash before it was recorded): among the posts
 * under the run's slug, the one whose featured image is the run's own first image; or one under the
 * slug posts had before issue 31 (title words and the run's mark), which only this run wrote.
 */
export async function findRunPost(
  blog: BlogPublisher,
  site: PublishingSite,
  run: { title: string; executionId: string; featuredMedia: number | undefined },
): Promise<BlogPost | undefined> {
  if (run.featuredMedia !== undefined) {
    const candidates = await blog.findPostsBySlug(site, postSlug(run.title));
    const ours = candidates.find((post) => post.featuredMedia === run.featuredMedia);
    if (ours) return ours;
  }
  const [legacy] = await blog.findPostsBySlug(site, `${postSlug(run.title)}-${runMark(run.executionId)}`);
  return legacy;
}

/** WordPress refusing our credentials or rights will not change on retry: the user must act. */
function asRunError(error: unknown): unknown {
  if (error instanceof BlogError && (error.kind === 'authentication' || error.kind === 'permissions'))
    return new PermanentRunError(
      error.kind === 'authentication' ? Messages.wordpressAuthFailed : Messages.wordpressPermissions,
    );
  return error;
}

/**
 * `link` when it is a web address (postLinkSchema). Anything else WordPress answers for the post or an
 * image fails the run at once, before it is recorded as published: the run then takes it back from
 * the blog and refunds, as for any other failure to publish.
 */
function webAddress(link: string): string {
  if (!postLinkSchema.safeParse(link).success) throw new PermanentRunError(Messages.generationFailed);
  return link;
}

/** The article drafted, then published at once: `draftArticle` and `publishDraft` in a row. */
export async function publishArticle(
  ctx: Context,
  services: GenerationServices,
  input: ArticleToPublish,
): Promise<{ postId: number; link: string; newlyPublished: boolean }> {
  const draft = await draftArticle(ctx, services, input);
  if (draft.published) return { postId: draft.postId, link: draft.link, newlyPublished: false };
  const live = await publishDraft(ctx, {
    executionId: input.executionId,
    site: input.site,
    postId: draft.postId,
  });
  return { postId: draft.postId, ...live };
}

/**
 * The images uploaded and the post made as a draft (or found, after a crash). `published`: the post
 * was found already published (a run from before drafts waited, or a retry after the publish call).
 */
export async function draftArticle(
  ctx: Context,
  services: GenerationServices,
  input: ArticleToPublish,
): Promise<{ postId: number; link: string; published: boolean }> {
  try {
    return await draft(ctx, services, input);
  } catch (error) {
    throw asRunError(error);
  }
}

/** The run's draft published (once: a published post is only recorded), and its public address. */
export async function publishDraft(
  ctx: Context,
  { executionId, site, postId }: { executionId: string; site: PublishingSite; postId: number },
): Promise<{ link: string; newlyPublished: boolean }> {
  try {
    const recorded = await findPublication(ctx.db, executionId, 'post');
    if (recorded?.status === 'done' && recorded.details.published === true && recorded.remoteUrl)
      return { link: webAddress(recorded.remoteUrl), newlyPublished: false };
    const published = await blogFor(ctx.blogs, site).updatePost(site, postId, { status: 'publish' });
    const link = webAddress(published.link);
    await recordPublication(ctx.db, executionId, 'post', {
      remoteId: String(postId),
      remoteUrl: link,
      details: { published: true },
    });
    return { link, newlyPublished: true };
  } catch (error) {
    throw asRunError(error);
  }
}

async function draft(
  ctx: Context,
  services: GenerationServices,
  {
    executionId,
    site,
    tag,
    store = DEFAULT_STORE,
    products,
    subject,
    plan,
    article,
    images,
    pins,
    pngs,
    language = 'en',
    related,
    campaignId,
  }: ArticleToPublish,
) {
  const { db } = ctx;
  const blog = blogFor(ctx.blogs, site);
  // The post's words: the run's search phrase (issue 31), else its title (a run from before).
  const slugSource = slugSourceOf({ subject, plan }) ?? plan.title;
  const slug = postSlug(slugSource);

  const media = new Map<number, { id: number; url: string }>();
  for (const image of images) {
    const altText = image.number === FEATURED_IMAGE_NUMBER ? plan.title : pins[image.number - 1]?.altText;
    const fileSlug = mediaSlug(slugSource, executionId, image.number);
    const uploaded = await publishOnce(db, executionId, `media:${image.number}`, {
      create: async () => {
        const data = pngs?.get(image.number) ?? (await imageBytes(ctx, executionId, image.number));
        if (!data) throw new Error(`image ${image.number} of ${executionId} is missing`);
        const made = await blog.uploadMedia(site, {
          filename: `${fileSlug}.png`,
          contentType: 'image/png',
          data,
          altText,
        });
        return { remoteId: String(made.id), remoteUrl: webAddress(made.sourceUrl) };
      },
      adopt: async () => {
        const found = await blog.findMediaBySlug(site, fileSlug);
        return found ? { remoteId: String(found.id), remoteUrl: webAddress(found.sourceUrl) } : null;
      },
    });
    media.set(image.number, { id: Number(uploaded.remoteId), url: uploaded.remoteUrl ?? '' });
  }

  const featured = featuredOf(images);
  const featuredMedia = featured ? media.get(featured.number)?.id : undefined;
  const made = await publishOnce(db, executionId, 'post', {
    // Only a post not made yet needs the user's rights, its category, its tags and its HTML.
    create: async () => {
      const editor = isEditorOrAbove(await rolesOf(ctx, site));
      const categories = await categoryFor(ctx, site, editor, {
        planCategories: plan.categories ?? [],
        tags: plan.tags ?? [],
        productTitles: products.map((product) => product.title),
      });
      const tags = await tagIds(ctx, site, { planTags: plan.tags ?? [], products });
      const moreComparisons = campaignId
        ? campaignLinksOf(await campaignPosts(db, campaignId, site.id), executionId, related).moreComparisons
        : undefined;
      const render = (structuredData: boolean) =>
        renderRunPost(
          services,
          { products, plan, article, images, pins, related },
          {
            tag,
            store,
            language,
            structuredData,
            imageUrl: (image) => media.get(image.number)?.url ?? '',
            moreComparisons,
          },
        );
      const content = render(editor);
      const made = await blog.createPost(site, {
        title: plan.title,
        content,
        excerpt: plan.excerpt,
        status: 'draft',
        slug,
        featuredMedia,
        categories,
        tags,
      });
      // The draft exists: a failure here follows it.
      await keepStructuredDataOnlyIfKept(ctx, site, made.id, content, made.savedContent, () =>
        render(false),
      ).catch((error: unknown) => {
        throw afterDelivery(error);
      });
      return {
        remoteId: String(made.id),
        remoteUrl: made.link,
        details: { published: made.status === 'publish' },
      };
    },
    adopt: async () => {
      const found = await findRunPost(blog, site, { title: slugSource, executionId, featuredMedia });
      return found
        ? {
            remoteId: String(found.id),
            remoteUrl: found.link,
            details: { published: found.status === 'publish' },
          }
        : null;
    },
  });
  const postId = Number(made.remoteId);
  return {
    postId,
    link: webAddress(made.remoteUrl ?? ''),
    published: made.details?.published === true,
  };
}

/** The image a run's post features: its landscape one, else (a run from before issue 32) its first pin. */
export function featuredOf<T extends { number: number }>(images: readonly T[]): T | undefined {
  return (
    images.find((image) => image.number === FEATURED_IMAGE_NUMBER) ??
    images.find((image) => image.number !== FEATURED_IMAGE_NUMBER)
  );
}

/** Administrators and Editors may post unfiltered HTML (structured data) and create categories. */
const isEditorOrAbove = (roles: readonly string[]) =>
  roles.some((role) => role === 'administrator' || role === 'editor');

/**
 * The user's roles on the blog: stored at connect. A connection made before roles were kept asks
 * WordPress once (users/me), and the answer is kept for the next runs.
 */
async function rolesOf(ctx: Context, site: PublishingSite): Promise<readonly string[]> {
  if (site.roles) return site.roles;
  const { user } = await blogFor(ctx.blogs, site).connect(site);
  if (site.ownerId) await rememberWordPressRoles(ctx.db, site.ownerId, site, user.roles);
  return user.roles;
}

/**
 * The post's categories: those of the blog that fit (choose-category.ts); when none does, the plan's
 * own category, created when the user may (Editors and up: an Author's attempt is
 * `rest_cannot_create`, 403); else the closest there is, else none (WordPress then files the post
 * under its default category).
 */
async function categoryFor(
  ctx: Context,
  site: PublishingSite,
  mayCreate: boolean,
  clues: CategoryClues,
): Promise<number[] | undefined> {
  const { fitting, closest } = chooseCategories(await blogFor(ctx.blogs, site).listCategories(site), clues);
  if (fitting.length > 0) return fitting.map((category) => category.id);
  const planned = clues.planCategories[0]?.trim();
  if (mayCreate && planned) {
    try {
      return [(await blogFor(ctx.blogs, site).createCategory(site, planned)).id];
    } catch (error) {
      // Roles stored before the user was demoted: WordPress's refusal stands, the closest one does.
      if (!(error instanceof BlogError && error.kind === 'permissions')) throw error;
    }
  }
  return closest ? [closest.id] : undefined;
}

/**
 * The post's tags as an editor chooses them (choose-tags.ts): the site's tags that fit, reused, and
 * a tag made only for a compared product's name (Contributors and up may; a blog that refuses new
 * tags gets the post with those it has).
 */
async function tagIds(
  ctx: Context,
  site: PublishingSite,
  clues: { planTags: string[]; products: readonly { title: string; brand?: string }[] },
) {
  const blog = blogFor(ctx.blogs, site);
  const picks = chooseTags(
    {
      planTags: clues.planTags,
      productNames: clues.products.map((product) => shortName(product)),
      productTitles: clues.products.map((product) => product.title),
    },
    await blog.listTags(site),
  );
  const ids: number[] = [];
  let mayCreate = true;
  for (const pick of picks) {
    if ('id' in pick) {
      ids.push(pick.id);
      continue;
    }
    if (!mayCreate) continue;
    try {
      // A tag whose slug WordPress made otherwise (non-ASCII names) answers term_exists with its id.
      ids.push(await blog.findOrCreateTag(site, pick.name));
    } catch (error) {
      if (error instanceof BlogError && (error.kind === 'permissions' || error.status === 403))
        mayCreate = false;
      else if (!(error instanceof BlogError) || error.kind === 'connection') throw error;
    }
  }
  return ids.length > 0 ? [...new Set(ids)] : undefined;
}

/** What a run's post is rendered from, as its checkpoint keeps it. */
export interface RunPostParts {
  products: NonNullable<RunCheckpoint['products']>;
  plan: NonNullable<RunCheckpoint['plan']>;
  article: NonNullable<RunCheckpoint['article']>;
  images: StoredImage[];
  pins: NonNullable<RunCheckpoint['pins']>;
  /** The posts its text links to (issue 31). */
  related?: RelatedPost[];
}

/**
 * A run's post as HTML, the way publishing renders it, for an edit or a preview (issue 27): its images
 * at `imageUrl` (the blog's media for WordPress, the app's own for a preview: the app's pages load no
 * image from elsewhere).
 */
export function renderRunPost(
  services: Pick<GenerationServices, 'renderHtml' | 'affiliateUrl'>,
  { products, plan, article, images, pins, related }: RunPostParts,
  {
    tag,
    store = DEFAULT_STORE,
    language,
    imageUrl,
    structuredData,
    productImages = true,
    moreComparisons,
  }: {
    tag: string;
    store?: AmazonStore;
    language: ArticleLanguage;
    imageUrl: (image: StoredImage) => string;
    structuredData: boolean;
    /** The campaign's other posts (campaignLinksOf); none in the app's preview. */
    moreComparisons?: readonly { url: string; title: string }[];
    /** Amazon's product images in the boxes (hotlinked): not in the app's preview, which loads none from elsewhere. */
    productImages?: boolean;
  },
): string {
  return services.renderHtml({
    article,
    plan,
    products: products.map((product) => ({
      title: product.title,
      asin: product.asin,
      affiliateUrl: services.affiliateUrl(product.asin, tag, store.host),
      ...(product.imageUrl && productImages ? { imageUrl: product.imageUrl } : {}),
      ...(product.price ? { price: product.price } : {}),
    })),
    // The pins only: the featured image is the post's own (the theme shows it), never the body's opening.
    images: images
      .filter((image) => image.number !== FEATURED_IMAGE_NUMBER)
      .map((image) => {
        const copy = pins[image.number - 1];
        return {
          url: imageUrl(image),
          alt: copy?.altText ?? plan.title,
          caption: copy?.title ?? '',
          width: image.width,
          height: image.height,
        };
      }),
    publishedAt: new Date(),
    structuredData,
    language,
    related,
    moreComparisons,
  });
}

/** At most this many posts on a "More comparisons" line. */
export const MORE_COMPARISONS_MAX = 5;
/** The campaign's live posts read for its links: more than any line or text shows. */
const CAMPAIGN_POSTS_READ = 50;

/**
 * What a run's post links to now, from its campaign's live posts (`live`, newest first): its text's
 * links without the campaign's posts taken down since (the blog's other posts stay as they were
 * linked), and its "More comparisons" line: the campaign's other live posts its text does not link.
 */
export function campaignLinksOf(
  live: readonly CampaignPost[],
  executionId: string,
  related: RelatedPost[] | undefined,
): { related: RelatedPost[] | undefined; moreComparisons: { url: string; title: string }[] } {
  const others = live.filter((post) => post.executionId !== executionId);
  const liveAddresses = new Set(others.map((post) => sameAddress(post.link)));
  const kept = related?.filter(
    (post) => post.kind !== 'campaign' || liveAddresses.has(sameAddress(post.url)),
  );
  const linked = new Set((kept ?? []).map((post) => sameAddress(post.url)));
  const moreComparisons = others
    .filter((post) => !linked.has(sameAddress(post.link)))
    .slice(0, MORE_COMPARISONS_MAX)
    .map((post) => ({ url: post.link, title: post.title }));
  return { related: kept, moreComparisons };
}

/** The campaign's live posts on one site (one read), for campaignLinksOf: links stay within a site. */
export function campaignPosts(db: Database, campaignId: string, siteId: string): Promise<CampaignPost[]> {
  return livePostsOfCampaign(db, campaignId, { limit: CAMPAIGN_POSTS_READ, siteId });
}

/**
 * The run's post on the blog changed to `parts` (issue 27's edit): its title, excerpt and content,
 * rendered again with its uploaded images. The draft stays a draft, the live post stays live.
 */
export async function updateRunPost(
  ctx: Context,
  services: Pick<GenerationServices, 'renderHtml' | 'affiliateUrl'>,
  {
    executionId,
    site,
    postId,
    parts,
    tag,
    store,
    language,
    campaignId,
  }: {
    executionId: string;
    site: PublishingSite;
    postId: number;
    parts: RunPostParts;
    tag: string;
    store?: AmazonStore;
    language: ArticleLanguage;
    /** Its campaign, whose other posts the "More comparisons" line lists. */
    campaignId: string;
  },
): Promise<void> {
  const { related, moreComparisons } = campaignLinksOf(
    await campaignPosts(ctx.db, campaignId, site.id),
    executionId,
    parts.related,
  );
  const uploaded = new Map(
    (await publicationsOf(ctx.db, executionId)).map((row) => [row.key, row.remoteUrl ?? ''] as const),
  );
  const render = (structuredData: boolean) =>
    renderRunPost(
      services,
      { ...parts, related },
      {
        tag,
        store,
        language,
        imageUrl: (image) => uploaded.get(`media:${image.number}`) ?? '',
        structuredData,
        moreComparisons,
      },
    );
  const content = render(isEditorOrAbove(await rolesOf(ctx, site)));
  try {
    const saved = await blogFor(ctx.blogs, site).updatePost(site, postId, {
      title: parts.plan.title,
      excerpt: parts.plan.excerpt,
      content,
    });
    await keepStructuredDataOnlyIfKept(ctx, site, postId, content, saved.savedContent, () => render(false));
  } catch (error) {
    throw asRunError(error);
  }
}

/**
 * Structured data survives only for users WordPress lets post unfiltered HTML. When it took the
 * script tag out (the stored roles were out of date: the user lost unfiltered_html), it would show the
 * JSON as text: the post gets the article without it, and the next run asks WordPress for the roles.
 */
async function keepStructuredDataOnlyIfKept(
  ctx: Context,
  site: PublishingSite,
  postId: number,
  content: string,
  savedContent: string | undefined,
  withoutData: () => string,
): Promise<void> {
  const stripped =
    content.includes(STRUCTURED_DATA) &&
    savedContent !== undefined &&
    !savedContent.includes(STRUCTURED_DATA);
  if (!stripped) return;
  await blogFor(ctx.blogs, site).updatePost(site, postId, { content: withoutData() });
  if (site.ownerId) await forgetWordPressRoles(ctx.db, site.ownerId, site.id);
}
