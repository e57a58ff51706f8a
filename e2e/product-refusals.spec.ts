/**
 * Nothing false goes live (issue 27), as a newcomer meets it in the create form: a product link whose
 * Amazon page does not exist is refused under that link by the server, and one product pasted twice
 * (two URL forms) under the second link before anything is sent; no campaign is made and no credit
 * spent, and a real pair then goes through.
 */

import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

test('a product page that does not exist, or one product twice, is refused in the form and charges nothing', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /status of 400 \(Bad Request\) @ .*\/api\/campaigns$/,
    'the product page that does not exist is refused with 400 VALIDATION_ERROR on its field',
  );
  await signUpAndVerify(page, 'refusals');
  await connectDemoPlatforms(page);
  await page.goto('/dashboard/ai-agent');
  await page.getByRole('button', { name: 'Create Your First Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Campaign' });
  await form.getByLabel('Campaign name').fill('Earbuds duel');
  await form.getByLabel('Custom URLs').check({ force: true });

  // A page the store answers "page not found" for: refused by the server, under its own field.
  await form.getByLabel('Product 1 URL').fill('https://www.amazon.com/dp/B000000000');
  await form.getByLabel('Product 2 URL').fill('https://www.amazon.com/dp/B0C33XXS56');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  const missing = 'This Amazon page does not exist (the store answers “page not found”)';
  await expect(form.getByText(missing)).toBeVisible();
  await expect(form.getByLabel('Product 1 URL')).toHaveAttribute('aria-invalid', 'true');
  if (shots) await page.screenshot({ path: `${shots}/refused-missing-page.png` });

  // The same product under two URL forms: refused under the second link before anything is sent.
  await form
    .getByLabel('Product 1 URL')
    .fill('https://www.amazon.com/Apple-AirPods-Pro/dp/B0D1XD1ZV3/ref=sr_1_1');
  await form.getByLabel('Product 2 URL').fill('https://amazon.com/gp/product/B0D1XD1ZV3?tag=someone-20');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form.getByText('Both links are the same product (B0D1XD1ZV3)')).toBeVisible();
  await expect(form.getByLabel('Product 2 URL')).toHaveAttribute('aria-invalid', 'true');

  // Nothing was made, nothing was spent.
  const campaigns = (await (await page.request.get('/api/campaigns')).json()).data.campaigns;
  expect(campaigns).toEqual([]);
  const credits = await (await page.request.get('/api/credits')).json();
  expect(credits.data.credits.credits_balance).toBe(10);

  // Two real products go through.
  await form.getByLabel('Product 2 URL').fill('https://www.amazon.com/dp/B0C33XXS56');
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(
    page.getByRole('dialog', { name: /^(AI Agent is Working|Your article is published)$/ }),
  ).toBeVisible();
});
