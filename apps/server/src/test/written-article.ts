/** An article written through the generation services, as the pipeline's content steps write it (no Pinterest trends). */
import type { GenerationServices, ProductInfo } from '../modules/generation/services.ts';

export async function writeArticle(services: GenerationServices, products: [ProductInfo, ProductInfo]) {
  const trends = await services.trends({
    keywords: [],
    productUrls: [products[0].url, products[1].url],
    earlierSubjects: [],
  });
  const subject = await services.subject({ products, trends, earlier: [] });
  const plan = await services.plan({ products, subject, trends });
  const [body, closing] = await Promise.all(
    (['body', 'closing'] as const).map((part) => services.write({ products, subject, plan, part })),
  );
  const pins = await services.pinCopy({ products, subject, earlierPins: [] });
  return { trends, subject, plan, article: { ...body, ...closing }, pins };
}
