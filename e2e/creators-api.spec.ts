/**
 * Amazon's Creators API with the user's own credentials (issue 29), in Platform Configuration: an
 * account Amazon does not open the API to yet, or a region without the user's own tag, is told why in
 * plain words and nothing is kept; the
 * right credentials are checked with Amazon (the sandbox's stand-in of its protocol) and the region
 * shows as connected, the secret never shown again; a run's post then shows a box per product with
 * Amazon's image hotlinked and the price with its time; then removed. Keyboard and axe clean.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { postCampaign, publishedPost } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

test('Creators API credentials are checked with Amazon, refused with the reason, or connected', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  consoleErrors.expect(/status of 400/, 'Amazon refuses an account without its 10 qualifying sales');
  consoleErrors.expect(
    /Blocked script execution in '.*\/sandbox\/wordpress\/.*' because the document's frame is sandboxed/,
    "the demo blog serves a post under its sandboxing CSP: Chromium reports the post's JSON-LD block as blocked",
  );
  await signUpAndVerify(page, 'creatorsapi');
  await connectDemoPlatforms(page);
  await page.goto('/dashboard/platforms#amazon');
  const amazon = page.getByRole('region', { name: /Amazon Affiliate Setup/ });
  await amazon.getByText(/^Amazon Creators API \(optional\)/).click();
  // Amazon checks credentials with the user's own tag: the user has none for a European store yet.
  await amazon.getByLabel('Region').selectOption({ label: 'Europe, Middle East and India' });
  await amazon.getByLabel('Credential ID').fill('sandbox-creators');
  await amazon.getByLabel('Credential Secret', { exact: true }).fill('sandbox-secret');
  await amazon.getByRole('button', { name: 'Check and save' }).click();
  await expect(amazon.getByLabel('Region')).toHaveAccessibleDescription(
    'Add your Amazon tag for a store of this region first: Amazon checks the credentials with your own tag.',
  );
  await amazon.getByLabel('Region').selectOption({ label: 'North America' });
  await amazon.getByLabel('Version').selectOption('3.1');
  await amazon.getByLabel('Credential ID').fill('sandbox-new-associate');
  await amazon.getByLabel('Credential Secret', { exact: true }).fill('sandbox-secret');
  await amazon.getByRole('button', { name: 'Check and save' }).click();
  await expect(amazon.getByLabel('Credential ID')).toHaveAccessibleDescription(
    /Amazon opens the Creators API to accounts with 10 qualifying sales in the last 30 days/,
  );
  await expect(amazon.getByRole('list', { name: 'Connected regions' })).toHaveCount(0);
  if (shots) await amazon.screenshot({ path: `${shots}/creators-refused.png` });

  await amazon.getByLabel('Credential ID').fill('sandbox-creators');
  await amazon.getByLabel('Credential Secret', { exact: true }).press('Enter');
  const connected = amazon.getByRole('list', { name: 'Connected regions' });
  await expect(connected.getByRole('listitem')).toContainText('North America');
  await expect(connected.getByRole('listitem')).toContainText('Version 3.1 · Credential ID …tors');
  await expect(amazon.getByLabel('Credential Secret', { exact: true })).toHaveValue('');
  await expect(page.getByText('sandbox-secret')).toHaveCount(0);
  const axe = await new AxeBuilder({ page })
    .include('#amazon')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  if (shots) await amazon.screenshot({ path: `${shots}/creators-connected.png` });

  // A run now reads its products from the API: its post shows a box per product with Amazon's image,
  // hotlinked from Amazon's address, and the price with the time it was read.
  const created = await postCampaign(page, 0, { name: 'Boxes' });
  expect(created.status()).toBe(201);
  const executionId = (await created.json()).data.execution.id as string;
  const blogUrl = await publishedPost(page, executionId);
  await page.goto(blogUrl);
  const boxes = page.locator('.aa-product-box');
  await expect(boxes).toHaveCount(2);
  for (const [index, asin] of ['B0D1XD1ZV3', 'B0C33XXS56'].entries()) {
    const image = boxes.nth(index).getByRole('img');
    await expect(image).toHaveAttribute('src', new RegExp(`/creators/images/${asin}\\.svg$`));
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expect(boxes.nth(index).locator('.aa-price')).toHaveText(/^\$\d+\.99 \(as of .+ UTC\)$/);
    await expect(boxes.nth(index).getByRole('link', { name: 'Check price on Amazon' })).toHaveAttribute(
      'href',
      new RegExp(`/dp/${asin}\\?tag=`),
    );
  }
  await expect(
    page.getByText('The price and availability shown on Amazon at the time of purchase apply.'),
  ).toBeVisible();
  if (shots) await boxes.first().screenshot({ path: `${shots}/product-box.png` });
  await page.goto('/dashboard/platforms#amazon');

  await connected
    .getByRole('button', { name: 'Remove the Creators API credentials for North America' })
    .click();
  await expect(amazon.getByRole('list', { name: 'Connected regions' })).toHaveCount(0);
});
