/**
 * The Content Library (issue 7): after the setup wizard with the demo blog and Pinterest (simulator),
 * a campaign that auto-posts runs; its run shows OK with 3 images, the article link and its 3 pins;
 * search, filter, expand/collapse; SPEC's French labels in the French UI.
 */
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { openUserMenu, signUpAndVerify } from './support/users.ts';

test('a published run shows in the Content Library with its images, article and pins', async ({ page }) => {
  await signUpAndVerify(page, 'library');
  const origin = new URL(page.url()).origin;
  await page.goto('/dashboard/generated-content');
  await expect(page.getByRole('heading', { name: 'No content yet' })).toBeVisible();

  // Platforms: the demo blog and tag over the API, Pinterest through the simulator's authorize page.
  await page.request.post('/api/demo/connect-wordpress', { headers: { origin } });
  await page.request.post('/api/platforms/amazon', {
    headers: { origin },
    data: { affiliateTag: 'autopilotdemo-20' },
  });
  await page.goto('/dashboard/setup');
  await page.getByRole('button', { name: 'Connect Pinterest' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Pinterest connected successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Select board' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Pinterest Board' });
  await picker.getByRole('list', { name: 'Your boards' }).getByRole('button').first().click();
  await expect(picker).toBeHidden();

  const templates = (await (await page.request.get('/api/product-templates')).json()).templates;
  const created = await page.request.post('/api/campaigns', {
    headers: { origin },
    data: {
      name: 'E-reader duel',
      product1Url: templates[2].product_1_url,
      product2Url: templates[2].product_2_url,
      frequency: 12,
      totalRuns: 3,
      autoPostPinterest: true,
      selectedPinterestBoardId: null,
      selectedPinterestBoardName: null,
      descriptionPinterest: 'Which e-reader should you pick?',
    },
  });
  expect(created.status()).toBe(201);
  const campaignId = (await created.json()).data.campaign.id;
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/campaigns/${campaignId}/status`)).json()).data.latestExecution
          ?.status,
      {
        timeout: 30_000,
      },
    )
    .toBe('completed');

  await page.goto('/dashboard/generated-content');
  const stats = page.getByRole('region', { name: 'Content Library' });
  await expect(stats.getByText('Completed', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'E-reader duel' });
  await expect(card.getByText('OK', { exact: true })).toBeVisible();
  const header = card.getByRole('button', { expanded: false });
  await header.click();
  await expect(card.getByRole('button', { name: /Enlarge image/ })).toHaveCount(3);
  await expect(card.getByRole('link', { name: 'Open the article' })).toHaveAttribute(
    'href',
    /sandbox\/wordpress/,
  );
  await expect(card.getByRole('link', { name: /Pin of image/ })).toHaveCount(3);
  await expect(card.getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', /tag=autopilotdemo-20/);

  // Collapse all, expand all.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(card.getByRole('button', { name: /Enlarge image/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(card.getByRole('button', { name: /Enlarge image/ })).toHaveCount(3);

  // Search and filter.
  await page.getByRole('searchbox', { name: 'Search by subject or campaign' }).fill('nothing like this');
  await expect(page.getByText('No run matches these filters.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by subject or campaign' }).fill('E-READER');
  await expect(card).toBeVisible();
  await page.getByLabel('Status').selectOption('failed');
  await expect(page.getByText('No run matches these filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption('completed');
  await expect(card).toBeVisible();

  // An image posted again from the library answers the pin it already has.
  await card.getByRole('button', { name: 'Enlarge image 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image 1' });
  await dialog.getByRole('button', { name: 'Post to Pinterest' }).click();
  await expect(page.getByText(/Posted to Pinterest/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(card.getByRole('link', { name: /Pin of image/ })).toHaveCount(3);

  // SPEC's French labels in the French UI.
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByText('Terminées', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Images', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Blogs', { exact: true })).toBeVisible();
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/library-fr.png`, fullPage: true });
});
