/** Campaigns made through the API (what a test is not about), as the signed-in page's user. */
import { expect, type Page } from '@playwright/test';

/**
 * POST /api/campaigns with product template `template`'s two products and PRODUCT.md's other fields,
 * `overrides` on top. Answers the response (201, 402, 409…).
 */
export async function postCampaign(page: Page, template: number, overrides: Record<string, unknown>) {
  const origin = new URL(page.url()).origin;
  const templates = (await (await page.request.get('/api/product-templates')).json()).templates;
  return page.request.post('/api/campaigns', {
    headers: { origin },
    data: {
      product1Url: templates[template].product_1_url,
      product2Url: templates[template].product_2_url,
      frequency: 24,
      totalRuns: 5,
      autoPostPinterest: false,
      selectedPinterestBoardId: null,
      selectedPinterestBoardName: null,
      descriptionPinterest: null,
      ...overrides,
    },
  });
}

/** One day from now: a campaign that does not run at once. */
export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

/** The address of a run's post once the run has published it (its progress read through the API). */
export async function publishedPost(page: Page, executionId: string, timeout = 60_000): Promise<string> {
  let blogUrl: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/campaigns/executions/${executionId}`);
        blogUrl = (await answer.json()).data.execution.result_data.blog_url;
        return blogUrl;
      },
      { timeout },
    )
    .not.toBeNull();
  return blogUrl as unknown as string;
}
