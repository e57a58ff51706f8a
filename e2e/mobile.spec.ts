/**
 * A phone-sized run (375×812): no horizontal scroll, the mobile menu (PRODUCT.md §2 Public layout), and
 * full-page screenshots under test-results/ for a human look.
 */
import type { Page } from '@playwright/test';
import { postCampaign, publishedPost } from './support/campaigns.ts';
import { expect, test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const pages = [
  { path: '/', name: 'home', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/auth?mode=login',
    name: 'auth-login',
    ready: (page: Page) => page.getByRole('heading', { name: 'Welcome back' }),
  },
  {
    path: '/auth?mode=signup',
    name: 'auth-signup',
    ready: (page: Page) => page.getByRole('heading', { name: 'Create your account' }),
  },
];

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

for (const { path, name, ready } of pages) {
  test(`${path} fits 375 px and its mobile menu works`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: true });

    const navbar = page.getByRole('navigation', { name: 'Main' });
    const toggle = navbar.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath(`${name}-375-menu.png`) });

    // Navigating closes the menu (to the other auth mode, or to sign-up from the home page).
    const target = path === '/auth?mode=signup' ? 'Login' : 'Sign Up';
    await menu.getByRole('link', { name: target }).click();
    await expect(page).toHaveURL(target === 'Login' ? /\/auth\?mode=login$/ : /\/auth\?mode=signup$/);
    await expect(menu).toBeHidden();
    await expect(navbar.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
}

test('the dashboard fits 375 px; its sidebar opens as an overlay and closes', async ({ page }, testInfo) => {
  await signUpAndVerify(page, 'mobile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath('dashboard-375.png'), fullPage: true });

  await page.getByRole('button', { name: 'Open sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: /^Platform Setup/ })).toBeInViewport();
  // Wait for the 200 ms slide-in to finish before the screenshot (the box reaches the left edge).
  await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('dashboard-375-sidebar.png') });
  await sidebar.getByRole('link', { name: /^Content Library/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/generated-content$/);
  await expect(sidebar.getByRole('link', { name: /^Platform Setup/ })).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false');
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);
});

test('a published post reads on a phone: the page does not scroll sideways, its comparison table scrolls in place with readable columns', async ({
  page,
  consoleErrors,
}, testInfo) => {
  consoleErrors.expect(
    /Blocked script execution in '.*\/sandbox\/wordpress\/.*' because the document's frame is sandboxed/,
    "the demo blog serves a post under its sandboxing CSP: Chromium reports the post's JSON-LD block as blocked",
  );
  await signUpAndVerify(page, 'mobile-post');
  await connectDemoPlatforms(page);
  const created = await postCampaign(page, 0, { name: 'Phone read' });
  expect(created.status()).toBe(201);
  const executionId = (await created.json()).data.execution.id as string;
  const blogUrl = await publishedPost(page, executionId, 30_000);
  await page.goto(blogUrl);
  const table = page.locator('.wp-block-table table');
  await expect(table).toBeVisible();
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(375);
  // Columns keep a readable width: the table is wider than the phone and its figure scrolls.
  const widths = await table.evaluate((element) => ({
    table: element.getBoundingClientRect().width,
    cells: [...element.querySelectorAll('thead th')].map((cell) => cell.getBoundingClientRect().width),
    scrolls: (element.parentElement?.scrollWidth ?? 0) > (element.parentElement?.clientWidth ?? 0),
  }));
  expect(widths.table).toBeGreaterThanOrEqual(520);
  expect(widths.scrolls).toBe(true);
  for (const cell of widths.cells) expect(cell).toBeGreaterThanOrEqual(120);
  await page.screenshot({ path: testInfo.outputPath('post-375.png'), fullPage: true });
  await page.locator('.wp-block-table').screenshot({ path: testInfo.outputPath('post-375-table.png') });
});
