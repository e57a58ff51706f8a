/**
 * The pipeline's services for this process: the configured model (or the offline one, writing with
 * `offlineWriters`) behind the provider's limiter, the Amazon product adapter, Pinterest's trending
 * keywords when the user is connected, the pin composer and the article renderer. Built once per
 * context.
 */
import type { AppContext } from '../../context.ts';
import { createAiModels } from '../../integrations/ai/ai-models.ts';
import { slugTitle } from '../../integrations/amazon/asin.ts';
import { findPinterestAccount, pinterestAccessToken } from '../pinterest/pinterest-connection.ts';
import { offlineWriters, shortName } from './content/offline-writer.ts';
import { affiliateUrl, pinDescription, renderArticleHtml, truncate } from './content/render-article.ts';
import {
  chooseSubject,
  type Models,
  planArticle,
  researchTrends,
  writeArticleBody,
  writeArticleClosing,
  writePinCopy,
} from './content/tasks.ts';
import { composePin } from './pin-composer.ts';
import type { GenerationServices } from './services.ts';

const built = new WeakMap<AppContext, GenerationServices>();

/** Trending Pinterest searches for the user's region, when Pinterest is connected; none otherwise. */
async function trendingKeywords(ctx: AppContext, userId: string): Promise<string[]> {
  try {
    if (!(await findPinterestAccount(ctx.db, userId))) return [];
    const token = await pinterestAccessToken(ctx, userId);
    const trends = await ctx.pinterest.getTrendingKeywords(token, {
      region: 'US',
      trendType: 'growing',
      limit: 10,
    });
    return trends.map((trend) => trend.keyword).filter(Boolean);
  } catch {
    // Research goes on without them.
    return [];
  }
}

export function generationServices(ctx: AppContext): GenerationServices {
  const existing = built.get(ctx);
  if (existing) return existing;
  const m: Models = createAiModels({ ...ctx.config.ai, offlineWriters });
  const services: GenerationServices = {
    product: (url) => ctx.amazon.resolve(url),
    trends: async ({ userId, productUrls, earlierSubjects }) =>
      researchTrends(m, {
        products: productUrls.map((url) => ({ title: slugTitle(new URL(url).pathname) ?? url })),
        keywords: await trendingKeywords(ctx, userId),
        earlierSubjects,
      }),
    subject: (input) => chooseSubject(m, input),
    pinCopy: async (input) =>
      (await writePinCopy(m, input)).map((pin) => ({
        title: truncate(pin.title, 100),
        description: pinDescription(pin.description),
        altText: truncate(pin.altText, 500),
      })),
    composePin: ({ title, products, variant }) =>
      composePin({ title, products: [shortName(products[0]), shortName(products[1])], variant }),
    plan: (input) => planArticle(m, input),
    write: ({ products, plan, subject, part }) =>
      part === 'body'
        ? writeArticleBody(m, { products, plan })
        : writeArticleClosing(m, { products, plan, subject }),
    // The article names products by brand and model; the full listing title stays on Amazon.
    renderHtml: (input) =>
      renderArticleHtml({
        ...input,
        products: input.products.map((product) => ({ ...product, title: shortName(product) })),
      }),
    affiliateUrl,
    pinDescription,
  };
  built.set(ctx, services);
  return services;
}
