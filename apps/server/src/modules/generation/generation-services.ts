/**
 * The pipeline's services for this process: the configured model (or the built-in offline one) behind the provider's limiter, the Amazon product adapter, Pinterest's trending
 * keywords when the user is connected, the image model (when one is configured) and the pin composer,
 * and the article renderer. Built once per context.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { createAiModels, writerLanguages } from '../../integrations/ai/ai-models.ts';
import { slugTitle } from '../../integrations/amazon/asin.ts';
import { creatorsItems } from '../platforms/creators-credentials.ts';
import { drawPicture } from './content/draw-picture.ts';
import { shortName } from './content/product-names.ts';
import { affiliateUrl, pinDescription, renderArticleHtml, truncate } from './content/render-article.ts';
import { researchProducts } from './content/research.ts';
import {
  chooseSubject,
  type Models,
  planArticle,
  researchTrends,
  rewriteClaims,
  writeArticleBody,
  writeArticleClosing,
  writePinCopy,
} from './content/tasks.ts';
import { composeFeatured, composePin } from './pin-composer.ts';
import type { GenerationServices, ImageDesign } from './services.ts';

/** A pin's or the featured image's design from a run: products by brand and model, a seed always. */
function designOf(input: ImageDesign) {
  return {
    title: input.title,
    products: [shortName(input.products[0]), shortName(input.products[1])] as [string, string],
    subject: input.subject ?? input.title,
    angle: input.angle ?? '',
    // A caller without the run's seed still never repeats an earlier run's pin.
    seed: input.seed ?? randomUUID(),
    domain: input.domain,
    picture: input.picture,
    language: input.language,
  };
}

const built = new WeakMap<AppContext, GenerationServices>();

/** The size pictures are drawn at: OpenAI's portrait size, 2:3 like the pins (Gemini gets the ratio). */
export const PICTURE_SIZE = '1024x1536';

export function generationServices(ctx: AppContext): GenerationServices {
  const existing = built.get(ctx);
  if (existing) return existing;
  const models = createAiModels(ctx.config.ai);
  const m: Models = models;
  const languages = writerLanguages(models.provider);
  const services: GenerationServices = {
    // The offline writer writes English and French; a provider's model, every language.
    ...(languages ? { languages } : {}),
    product: (url) => ctx.amazon.resolve(url),
    manufacturerPage: (url) => ctx.manufacturers.read(url),
    amazonItems: (userId, storeId, asins) => creatorsItems(ctx, userId, storeId, asins),
    amazonContentToWriter: models.provider === 'offline' || ctx.config.amazon.contentToModel,
    research: (products, language) => researchProducts(models, { products, language }),
    trends: ({ keywords, productUrls, earlierSubjects, language }) =>
      researchTrends(m, {
        products: productUrls.map((url) => ({ title: slugTitle(new URL(url).pathname) ?? url })),
        keywords,
        earlierSubjects,
        language,
      }),
    subject: (input) => chooseSubject(m, input),
    pinCopy: async (input) =>
      (await writePinCopy(m, input)).map((pin) => ({
        title: truncate(pin.title, 100),
        description: pinDescription(pin.description),
        altText: truncate(pin.altText, 500),
      })),
    ...(models.image
      ? { drawPicture: (prompt: string) => drawPicture(models, { prompt, size: PICTURE_SIZE }) }
      : {}),
    composePin: ({ variant, ...input }) => composePin({ ...designOf(input), variant }),
    composeFeatured: (input) => composeFeatured(designOf(input)),
    plan: (input) => planArticle(m, input),
    rewriteClaims: (input) => rewriteClaims(m, input),
    write: ({ products, plan, subject, part, language }) =>
      part === 'body'
        ? writeArticleBody(m, { products, plan, subject, language })
        : writeArticleClosing(m, { products, plan, subject, language }),
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
