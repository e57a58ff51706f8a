/**
 * Step 7's article half: the 3 images into the media library, the post as a draft under a slug
 * fixed by the run, then published. Each outside object goes through `publishOnce`, so a retry after a
 * crash at any point finds what was made (by its publication row, or by its slug) instead of making it
 * again: one post per run, one media item per image.
 */
import { Messages } from '@aa/contracts';
import type { AppContext } from '../../context.ts';
import { WordPressError, type WordPressSite } from '../../integrations/wordpress/wordpress-client.ts';
import type { StoredImage } from './images.ts';
import { imageBytes } from './images.ts';
import { PermanentRunError } from './pipeline-errors.ts';
import { publishOnce, recordPublication } from './publications.ts';
import type { GenerationServices, RenderInput, RunCheckpoint } from './services.ts';

export interface ArticleToPublish {
  executionId: string;
  site: WordPressSite;
  tag: string;
  products: NonNullable<RunCheckpoint['products']>;
  subject: NonNullable<RunCheckpoint['subject']>;
  plan: NonNullable<RunCheckpoint['plan']>;
  article: NonNullable<RunCheckpoint['article']>;
  images: StoredImage[];
  pins: NonNullable<RunCheckpoint['pins']>;
  /** Pins this attempt drew, by number (the others are read back from the database). */
  pngs?: Map<number, Buffer>;
}

/** A slug of the title with the run's mark: the same on every attempt, unlike any other run's. */
export function postSlug(title: string, executionId: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${base || 'comparison'}-${executionId.slice(0, 8)}`;
}

/** WordPress refusing our credentials or rights will not change on retry: the user must act. */
function asRunError(error: unknown): unknown {
  if (error instanceof WordPressError && (error.kind === 'authentication' || error.kind === 'permissions'))
    return new PermanentRunError(
      error.kind === 'authentication' ? Messages.wordpressAuthFailed : Messages.wordpressPermissions,
    );
  return error;
}

export async function publishArticle(
  ctx: Pick<AppContext, 'db' | 'wordpress'>,
  services: GenerationServices,
  input: ArticleToPublish,
): Promise<{ postId: number; link: string; newlyPublished: boolean }> {
  try {
    return await publish(ctx, services, input);
  } catch (error) {
    throw asRunError(error);
  }
}

async function publish(
  ctx: Pick<AppContext, 'db' | 'wordpress'>,
  services: GenerationServices,
  { executionId, site, tag, products, plan, article, images, pins, pngs }: ArticleToPublish,
) {
  const { db, wordpress } = ctx;
  const slug = postSlug(plan.title, executionId);

  const media: (RenderInput['images'][number] & { id: number })[] = [];
  for (const image of images) {
    const copy = pins[image.number - 1];
    const fileSlug = `${slug}-${image.number}`;
    const uploaded = await publishOnce(db, executionId, `media:${image.number}`, {
      create: async () => {
        const data = pngs?.get(image.number) ?? (await imageBytes(db, executionId, image.number));
        if (!data) throw new Error(`image ${image.number} of ${executionId} is missing`);
        const made = await wordpress.uploadMedia(site, {
          filename: `${fileSlug}.png`,
          contentType: 'image/png',
          data,
          altText: copy?.altText,
        });
        return { remoteId: String(made.id), remoteUrl: made.sourceUrl };
      },
      adopt: async () => {
        const found = await wordpress.findMediaBySlug(site, fileSlug);
        return found ? { remoteId: String(found.id), remoteUrl: found.sourceUrl } : null;
      },
    });
    media.push({
      id: Number(uploaded.remoteId),
      url: uploaded.remoteUrl ?? '',
      alt: copy?.altText ?? plan.title,
      caption: copy?.title ?? '',
      width: image.width,
      height: image.height,
    });
  }

  // Structured data survives only for users WordPress lets post unfiltered HTML.
  const { user } = await wordpress.connect(site);
  const structuredData = user.roles.some((role) => role === 'administrator' || role === 'editor');
  const categories = await matchingCategories(ctx, site, plan.categories ?? []);
  const tags = await tagIds(ctx, site, plan.tags ?? []);
  const content = services.renderHtml({
    article,
    plan,
    products: products.map((product) => ({
      title: product.title,
      asin: product.asin,
      affiliateUrl: services.affiliateUrl(product.asin, tag),
    })),
    images: media,
    publishedAt: new Date(),
    structuredData,
  });

  const draft = await publishOnce(db, executionId, 'post', {
    create: async () => {
      const made = await wordpress.createPost(site, {
        title: plan.title,
        content,
        excerpt: plan.excerpt,
        status: 'draft',
        slug,
        featuredMedia: media[0]?.id,
        categories,
        tags,
      });
      return {
        remoteId: String(made.id),
        remoteUrl: made.link,
        details: { published: made.status === 'publish' },
      };
    },
    adopt: async () => {
      const found = await wordpress.findPostBySlug(site, slug);
      return found
        ? {
            remoteId: String(found.id),
            remoteUrl: found.link,
            details: { published: found.status === 'publish' },
          }
        : null;
    },
  });
  const postId = Number(draft.remoteId);
  if (draft.details?.published === true && draft.remoteUrl)
    return { postId, link: draft.remoteUrl, newlyPublished: false };

  const published = await wordpress.updatePost(site, postId, { status: 'publish' });
  await recordPublication(db, executionId, 'post', {
    remoteId: String(postId),
    remoteUrl: published.link,
    details: { published: true },
  });
  return { postId, link: published.link, newlyPublished: true };
}

/** The plan's categories that exist on the blog (an Author may not create categories). */
async function matchingCategories(ctx: Pick<AppContext, 'wordpress'>, site: WordPressSite, names: string[]) {
  const ids: number[] = [];
  for (const name of names.slice(0, 2)) {
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    const found = slug ? await ctx.wordpress.findCategoryBySlug(site, slug) : undefined;
    if (found) ids.push(found.id);
  }
  return ids.length > 0 ? ids : undefined;
}

/** The plan's tags, created when the user may; a blog that refuses new tags gets the post without. */
async function tagIds(ctx: Pick<AppContext, 'wordpress'>, site: WordPressSite, names: string[]) {
  const ids: number[] = [];
  for (const name of names.slice(0, 8)) {
    try {
      ids.push(await ctx.wordpress.findOrCreateTag(site, name));
    } catch (error) {
      if (error instanceof WordPressError && (error.kind === 'permissions' || error.status === 403)) break;
      if (!(error instanceof WordPressError) || error.kind === 'connection') throw error;
    }
  }
  return ids.length > 0 ? ids : undefined;
}
