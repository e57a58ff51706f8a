/**
 * A French affiliate on amazon.fr (issue 20): a campaign on amazon.fr is refused until the .fr tag is
 * added (the form says so and links to the Amazon section of Platform Configuration), the tag is added
 * there with the store picker, the form preselects French for amazon.fr links, and the published post
 * links to amazon.fr with the .fr tag, under Amazon's French disclosure.
 */

import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const FR_1 = 'https://www.amazon.fr/dp/B0D1XD1ZV3';
const FR_2 = 'https://www.amazon.fr/dp/B0C33XXS56';
const FR_TAG = 'monblog-21';
const shots = process.env.E2E_SHOTS;

test('a campaign on amazon.fr needs the .fr tag, writes in French and links to amazon.fr with it', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /Blocked script execution in '.*\/sandbox\/wordpress\//,
    'the demo blog pages run no script',
  );
  await signUpAndVerify(page, 'stores');
  // The demo blog and an amazon.com tag: nothing for amazon.fr yet.
  await connectDemoPlatforms(page);
  await page.goto('/dashboard/ai-agent');

  await page.getByRole('button', { name: 'Create Your First Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Campaign' });
  await form.getByLabel('Campaign name').fill('Écouteurs à réduction de bruit');
  await form.getByLabel('Custom URLs').check({ force: true });
  await form.getByLabel('Product 1 URL').fill(FR_1);
  await form.getByLabel('Product 2 URL').fill(FR_2);
  await expect(form.getByText('Store: amazon.fr — France')).toBeVisible();
  await expect(form.getByLabel('Article language')).toHaveValue('fr');
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('add your amazon.fr affiliate tag in Platform Configuration');
  if (shots) await page.screenshot({ path: `${shots}/campaign-store-without-tag.png` });

  // The link leads to the Amazon section of Platform Configuration.
  await refusal.getByRole('link', { name: 'Add it in Platform Configuration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/platforms#amazon$/);
  const amazon = page.getByRole('region', { name: /Amazon Affiliate Setup/ });
  await expect(amazon).toBeInViewport();
  await amazon.getByRole('button', { name: 'Add a tag for another store' }).click();
  await amazon.getByLabel('Store').selectOption({ label: 'amazon.fr — France' });
  await expect(amazon.getByLabel('Affiliate tag')).toHaveAttribute('placeholder', 'yourname-21');
  await amazon.getByLabel('Affiliate tag').fill(FR_TAG);
  await amazon.getByRole('button', { name: 'Save affiliate tag' }).click();
  const tags = amazon.getByRole('list', { name: 'Your saved tags' });
  await expect(tags.getByRole('listitem').filter({ hasText: 'amazon.fr — France' })).toContainText(FR_TAG);
  await expect(tags.getByRole('listitem').filter({ hasText: 'amazon.com — United States' })).toContainText(
    'autopilotdemo-20',
  );
  if (shots) await amazon.screenshot({ path: `${shots}/amazon-tags-by-store.png` });

  await page.goto('/dashboard/ai-agent');
  await page.getByRole('button', { name: 'Create Your First Campaign' }).click();
  await form.getByLabel('Campaign name').fill('Écouteurs à réduction de bruit');
  await form.getByLabel('Custom URLs').check({ force: true });
  await form.getByLabel('Product 1 URL').fill(FR_1);
  await form.getByLabel('Product 2 URL').fill(FR_2);
  await expect(form.getByLabel('Article language')).toHaveValue('fr');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Campaign' }).click();

  const modal = page.getByRole('dialog', { name: /^(AI Agent is Working|Your article is published)$/ });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Your article is live!')).toBeVisible({ timeout: 45_000 });

  // The campaign is on amazon.fr, in French.
  const list = await page.request.get('/api/campaigns');
  const campaigns = (await list.json()).data.campaigns as { store: string; language: string }[];
  expect(campaigns).toEqual([expect.objectContaining({ store: 'amazon.fr', language: 'fr' })]);

  const [article] = await Promise.all([
    context.waitForEvent('page'),
    modal.getByRole('link', { name: 'View the article' }).click(),
  ]);
  await article.waitForLoadState();
  await expect(
    article.getByText(
      'En tant que Partenaire Amazon, je réalise un bénéfice sur les achats remplissant les conditions requises.',
    ),
  ).toBeVisible();
  const links = article.locator('a[href*="amazon."]');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(new RegExp(`^https://www\\.amazon\\.fr/dp/B0(D1XD1ZV3|C33XXS56)\\?tag=${FR_TAG}$`));
  await expect(article.locator(`a[href="${FR_1}?tag=${FR_TAG}"][rel~="sponsored"]`).first()).toBeAttached();
  await article.close();
});
