/**
 * Campaigns in bulk (issue 31) in Chromium: a CSV file with good, bad and duplicate rows is checked
 * row by row with the form's own messages; nothing is created before the confirmation; the balance
 * (10 credits, one first run) keeps "Create" off for two valid rows and says so; with one valid row
 * left the campaign is created and the other rows are reported with their reasons. A text of 501 lines
 * is refused before it is sent, the limit named. At 1280 and 375 px nothing overflows.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;
const EARBUDS = 'https://www.amazon.com/dp/B0D1XD1ZV3;https://www.amazon.com/dp/B0C33XXS56';
const SPEAKERS = 'https://www.amazon.com/dp/B09XS7JWHH;https://www.amazon.com/dp/B0CCZ26B5V';

async function noHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function campaignCount(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/campaigns')).json()).data.campaigns as unknown[]).length;
}

test('imports campaigns from a CSV file: every row checked, the cost against the balance, created on confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndVerify(page, 'import');
  await connectDemoPlatforms(page);
  // A phone first: the dialog and its verdicts at 375 px, loaded at that width.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/dashboard/ai-agent');
  await page.getByRole('button', { name: 'Import campaigns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import campaigns' });

  // More than 500 lines: refused here, the limit named.
  const lines = dialog.getByLabel('Campaigns, one a line');
  await lines.fill(Array.from({ length: 501 }, (_, index) => `C${index};${EARBUDS}`).join('\n'));
  await dialog.getByRole('button', { name: 'Check the campaigns' }).click();
  await expect(
    dialog.getByText('An import takes at most 500 campaigns: this one has 501.', { exact: false }),
  ).toBeVisible();
  await expect(lines).toHaveAttribute('aria-invalid', 'true');

  const csv = [
    'name;product 1 URL;product 2 URL;site;runs;frequency',
    `Earbuds duel;${EARBUDS};;3;24`,
    `Speakers duel;${SPEAKERS}`,
    `Earbuds twice;${EARBUDS.split(';').reverse().join(';')}`,
    `Not a product;https://example.com/thing;https://www.amazon.com/dp/B0C33XXS56`,
    `Somewhere;${SPEAKERS};My other blog`,
  ].join('\n');
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'campaigns.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(lines).toHaveValue(csv);
  await dialog.getByRole('button', { name: 'Check the campaigns' }).click();
  await expect(dialog.getByText('5 lines read: 2 can be created, 3 cannot.')).toBeVisible();
  // A row is the list's own item (its reasons are a list inside it).
  const rows = dialog.getByRole('list', { name: 'The lines read' }).locator(':scope > li');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(2)).toContainText('The same two products as line 2: one campaign per pair.');
  await expect(rows.nth(3)).toContainText('Line 5');
  await expect(rows.nth(4)).toContainText('No WordPress site of yours is called “My other blog”');
  // 10 free credits: one first run of two. Nothing created, "Create" off, and why.
  await expect(
    dialog.getByText('Your balance pays for the first run of 1 of these 2 campaigns'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create 2 campaigns' })).toBeDisabled();
  expect(await campaignCount(page)).toBe(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await noHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/import-preview-${width}.png` });
  }

  // One valid row left: created on confirmation; the others said again with their reasons.
  await dialog.getByRole('button', { name: 'Back to the lines' }).click();
  await lines.fill(csv.replace(`Speakers duel;${SPEAKERS}\n`, ''));
  await dialog.getByRole('button', { name: 'Check the campaigns' }).click();
  await expect(dialog.getByText('4 lines read: 1 can be created, 3 cannot.')).toBeVisible();
  expect(await campaignCount(page)).toBe(0);
  await dialog.getByRole('button', { name: 'Create 1 campaign' }).click();
  await expect(dialog.getByText('1 campaign created: its first run has started.')).toBeVisible();
  await expect(dialog.getByText('3 lines were not created:')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Lines not created' }).locator(':scope > li')).toHaveCount(3);
  if (shots) await page.screenshot({ path: `${shots}/import-done.png` });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('link', { name: 'Earbuds duel' })).toBeVisible();
  expect(await campaignCount(page)).toBe(1);
});
