/** PRODUCT.md §7: GET /product-templates and GET /product-templates/{id} (product pairs to start a campaign from). */
import {
  Messages,
  PRODUCT_TEMPLATES,
  type ProductTemplate,
  productTemplateResponseSchema,
  productTemplatesResponseSchema,
  templateProductUrl,
} from '@aa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

const templates: ProductTemplate[] = PRODUCT_TEMPLATES.map((seed) => ({
  id: seed.id,
  name: seed.name,
  category: seed.category,
  product_1_url: templateProductUrl(seed.product1),
  product_2_url: templateProductUrl(seed.product2),
  product_1_manufacturer_url: seed.product1.manufacturerUrl ?? null,
  product_2_manufacturer_url: seed.product2.manufacturerUrl ?? null,
}));

export const productTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['campaigns'];
  const security = [{ bearer: [] }];
  app.get(
    '/product-templates',
    { schema: { tags, security, response: { 200: productTemplatesResponseSchema } } },
    async () => ({ success: true as const, templates }),
  );
  app.get(
    '/product-templates/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: productTemplateResponseSchema },
      },
    },
    async (request) => {
      const template = templates.find((candidate) => candidate.id === request.params.id);
      if (!template) throw AppError.notFound(Messages.templateNotFound);
      return { success: true as const, template };
    },
  );
};
