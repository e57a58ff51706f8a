/** An article written through the generation services, as the pipeline's content steps write it (no Pinterest trends). */
import type { ArticleLanguage } from '@aa/contracts';
import type { GenerationServices, ProductInfo } from '../modules/generation/services.ts';

export async function writeArticle(
  services: GenerationServices,
  products: [ProductInfo, ProductInfo],
  language: ArticleLanguage = 'en',
) {
  const trends = await services.trends({
    keywords: [],
    productUrls: [products[0].url, products[1].url],
    earlierSubjects: [],
    language,
  });
  const subject = await services.subject({ products, trends, earlier: [], language });
  const plan = await services.plan({ products, subject, trends, language });
  const [body, closing] = await Promise.all(
    (['body', 'closing'] as const).map((part) => services.write({ products, subject, plan, part, language })),
  );
  const pins = await services.pinCopy({ products, subject, earlierPins: [], language });
  return { trends, subject, plan, article: { ...body, ...closing }, pins };
}
