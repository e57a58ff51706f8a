/**
 * A campaign's page (issue 21): opened from the campaign list (its name) and from a run in the
 * Content Library and the credit history (at that run); it names the products (the catalogue's
 * listing titles once the first run read them), the store, the article language, the next runs in the
 * campaign's time zone, and the first run with its subject, images, post, pins and the credits it
 * spent. Nothing overflows at 375 and 1280 px, and axe finds no violation. An unknown campaign is
 * 'Campaign not found'.
 */

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { postCampaign } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms, connectPinterest } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;
/** The Amazon sandbox's listing title of the earbuds template's first product. */
const AIRPODS =
  'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation, Hearing Aid Feature, USB-C Charging';

async function noHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function noAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("a campaign's page shows its products, schedule and runs, from the list, the library and the credit history", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  consoleErrors.expect(
    /status of 404 .* @ .*\/api\/campaigns\/6f1c2a4e-0d7b-4c1e-9a55-3b2f0c9d8e71$/,
    'an unknown campaign answers 404',
  );
  await signUpAndVerify(page, 'campaignpage');
  await connectDemoPlatforms(page);
  await connectPinterest(page);
  const created = await postCampaign(page, 0, {
    name: 'Earbuds duel',
    frequency: 6,
    totalRuns: 3,
    autoPostPinterest: true,
    timeZone: 'Europe/Paris',
  });
  expect(created.status()).toBe(201);
  const campaignId = (await created.json()).data.campaign.id as string;
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/campaigns/${campaignId}/status`)).json()).data.latestExecution
          ?.status,
      { timeout: 45_000 },
    )
    .toBe('completed');

  // The list names the products (their listing titles, shortened) and leads to the page by the name.
  await page.goto('/dashboard/ai-agent');
  const table = page.getByRole('table');
  const airpods = table.getByRole('link', { name: /^Apple AirPods Pro 2 Wireless Earbuds \(on Amazon/ });
  await expect(airpods).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(airpods).toHaveAttribute('target', '_blank');
  await expect(
    table.getByRole('link', { name: /^Sony WF-1000XM5 Truly Wireless Noise Canceling Earbuds/ }),
  ).toBeVisible();
  // The names take room: the whole table still fits its box, no column scrolled out of sight.
  const fit = await table.evaluate((element) => [
    element.scrollWidth,
    element.parentElement?.clientWidth ?? 0,
  ]);
  expect(fit[0], `table ${fit[0]} px in ${fit[1]} px`).toBeLessThanOrEqual(fit[1] ?? 0);
  if (shots) await page.screenshot({ path: `${shots}/campaign-list-1280.png`, fullPage: true });
  await table.getByRole('link', { name: 'Earbuds duel' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/campaigns/${campaignId}$`));

  await expect(page.getByRole('heading', { level: 2, name: 'Earbuds duel' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('link', { name: new RegExp(`^${AIRPODS}`) })).toBeVisible();
  await expect(overview.getByText('amazon.com — United States')).toBeVisible();
  await expect(overview.getByText('English')).toBeVisible();
  const schedule = page.getByRole('region', { name: 'Schedule', exact: true });
  await expect(schedule.getByText('Time zone: Europe/Paris.')).toBeVisible();
  // Two runs left: two next runs, six hours apart.
  const next = schedule.getByRole('listitem');
  await expect(next).toHaveCount(2);
  const [first, second] = await next
    .locator('time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect((second ?? 0) - (first ?? 0)).toBe(6 * 3_600_000);

  const run = page.getByRole('article', { name: /Run 1/ });
  await expect(run.getByText('Completed')).toBeVisible();
  await expect(run.getByText('10 credits spent')).toBeVisible();
  const [firstRun] = (await (await page.request.get(`/api/campaigns/${campaignId}/executions`)).json()).data
    .executions;
  await expect(run.getByText(firstRun.result_data.subject, { exact: true })).toBeVisible();
  await expect(run.getByRole('button', { name: /Open image \d of run 1/ })).toHaveCount(3);
  await expect(run.getByRole('link', { name: 'Read the post' })).toHaveAttribute('href', /^http/);
  await expect(run.getByRole('link', { name: /^Pin 1 on / })).toBeVisible();
  await noHorizontalOverflow(page);
  await noAxeViolation(page);
  if (shots) await page.screenshot({ path: `${shots}/campaign-page-1280.png`, fullPage: true });

  // An image opens full size, with its pin.
  await run.getByRole('button', { name: 'Open image 1 of run 1' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('article', { name: /Run 1/ })).toBeVisible();
  await noHorizontalOverflow(page);
  await noAxeViolation(page);
  if (shots) await page.screenshot({ path: `${shots}/campaign-page-375.png`, fullPage: true });

  await page.goto('/dashboard/ai-agent');
  const card = page.getByRole('listitem').filter({ hasText: 'Earbuds duel' });
  await expect(card.getByRole('link', { name: /^Apple AirPods Pro 2 Wireless Earbuds/ })).toBeVisible();
  await noHorizontalOverflow(page);
  if (shots) await page.screenshot({ path: `${shots}/campaign-list-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // From the run in the Content Library: the page, at that run.
  await page.goto('/dashboard/generated-content');
  const libraryRun = page
    .getByRole('list', { name: 'Runs' })
    .getByRole('listitem')
    .filter({ hasText: 'Earbuds duel' });
  await libraryRun.getByRole('button', { name: /Earbuds duel/ }).click();
  await libraryRun.getByRole('link', { name: 'Campaign page' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/campaigns/${campaignId}#run-1$`));
  await expect(page.getByRole('article', { name: /Run 1/ })).toBeFocused();

  // From the credit history: the run's debit names it and leads to it.
  await page.goto('/dashboard/profile');
  const history = page.getByRole('table', { name: 'Credit history' });
  await history.getByRole('link', { name: 'Run 1 of Earbuds duel' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/campaigns/${campaignId}#run-1$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Earbuds duel' })).toBeVisible();

  // Nobody's campaign: not found, with the way back.
  await page.goto('/dashboard/campaigns/6f1c2a4e-0d7b-4c1e-9a55-3b2f0c9d8e71');
  await expect(page.getByRole('heading', { name: 'Campaign not found' })).toBeVisible();
  await noAxeViolation(page);
});
