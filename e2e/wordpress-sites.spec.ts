/**
 * Several WordPress sites (issue 31) in Chromium: the demo blog and a second WordPress (the worker's
 * own, scripts/e2e-second-blog.ts) on one account. Platform Configuration lists them, adds the second
 * under a name, says when the plan is full (with the way to more), makes it the default and checks
 * it; the campaign form's "WordPress site" select preselects the default and creates a campaign on the
 * other site, whose first article is published there and whose page names the site; deleting that site
 * says where its campaign goes. The pricing cards say how many sites each plan connects. At 1280 and
 * 375 px nothing overflows and axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { publishedPost } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

async function noHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('two sites on one account: added, made default, checked, chosen by a campaign, deleted', async ({
  page,
  appServer,
}) => {
  test.setTimeout(150_000);
  const secondBlog = appServer.secondBlogUrl;
  if (!secondBlog) throw new Error('the worker has no second blog');
  await signUpAndVerify(page, 'sites');
  await connectDemoPlatforms(page);

  await page.goto('/dashboard/platforms');
  const sites = page.getByRole('list', { name: 'Your WordPress sites' });
  const demo = sites.getByRole('listitem').filter({ hasText: '/sandbox/wordpress' });
  await expect(demo.getByText('Default', { exact: true })).toBeVisible();
  await expect(demo.getByText('Demo', { exact: true })).toBeVisible();
  await expect(page.getByText('0 of 1 site on your plan (the demo site does not count)')).toBeVisible();

  await page.getByRole('button', { name: 'Add another site' }).click();
  const add = page.getByRole('region', { name: 'Add another site' });
  await add.getByLabel('Username').fill('kitchen');
  await add.getByLabel('Application Password').fill('kItc hEnp icks 2026 abcd efgh');
  await add.getByLabel('Website URL').fill(secondBlog);
  await add.getByLabel('Site name').fill('Kitchen Picks');
  await add.getByRole('button', { name: 'Add site' }).click();
  const kitchen = sites.getByRole('listitem').filter({ hasText: 'Kitchen Picks' });
  await expect(kitchen).toBeVisible();
  await expect(add).toBeHidden();
  // The plan's one site is taken: no more "Add", the way to more sites instead.
  await expect(page.getByText('1 of 1 site on your plan (the demo site does not count)')).toBeVisible();
  await expect(page.getByText('Your plan connects one site.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade for more sites' })).toHaveAttribute(
    'href',
    '/dashboard/buy-credits',
  );
  await expect(page.getByRole('button', { name: 'Add another site' })).toHaveCount(0);

  await kitchen.getByRole('button', { name: 'Make default' }).click();
  await expect(kitchen.getByText('Default', { exact: true })).toBeVisible();
  await expect(demo.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(sites.getByRole('listitem').first()).toContainText('Kitchen Picks');
  await kitchen.getByRole('button', { name: 'Check' }).click();
  await expect(
    page.getByText('WordPress site checked: it answers and accepts your Application Password'),
  ).toBeVisible();

  for (const width of [1280, 375]) {
    // Loaded at that width, as a phone would (the notifications of a resize in flight overflow).
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(kitchen).toBeVisible();
    await noHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/wordpress-sites-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // The campaign form: the default preselected, the demo blog chosen.
  await page.goto('/dashboard/ai-agent');
  await page.getByRole('button', { name: 'Create Your First Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Campaign' });
  const site = form.getByLabel('WordPress site');
  await expect(site.locator('option:checked')).toHaveText('Kitchen Picks (default)');
  await expect(site.locator('option')).toHaveCount(2);
  await form.getByLabel('Campaign name').fill('Earbuds on the demo blog');
  await site.selectOption({ label: 'Demo blog' });
  await form.getByLabel('Product template').selectOption({ label: 'AirPods Pro 2 vs Sony WF-1000XM5' });
  if (shots) await page.screenshot({ path: `${shots}/wordpress-sites-form.png` });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  const modal = page.getByRole('dialog', { name: /^(AI Agent is Working|Your article is published)$/ });
  await expect(modal.getByText('Your article is live!')).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');

  const campaigns = (await (await page.request.get('/api/campaigns')).json()).data.campaigns as {
    id: string;
    wordpress_site_id: string | null;
  }[];
  const [campaign] = campaigns;
  if (!campaign) throw new Error('no campaign');
  // Its run published to the demo blog, the site it chose, not to the default.
  const runs = (await (await page.request.get(`/api/campaigns/${campaign.id}/executions`)).json()).data
    .executions as { id: string }[];
  const [run] = runs;
  if (!run) throw new Error('no run');
  expect(await publishedPost(page, run.id)).toContain('/sandbox/wordpress/');
  await page.goto(`/dashboard/campaigns/${campaign.id}`);
  await expect(page.getByRole('definition').filter({ hasText: 'Demo blog' })).toBeVisible();

  // Deleting the demo blog says where its campaign goes.
  await page.goto('/dashboard/platforms');
  await demo.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(
    confirm.getByText(
      /^1 campaign publishes to this site: from its next run it publishes to Kitchen Picks\./,
    ),
  ).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/wordpress-sites-delete.png` });
  await confirm.getByRole('button', { name: 'Yes, disconnect' }).click();
  await expect(page.getByText('WordPress site removed')).toBeVisible();
  await expect(sites.getByRole('listitem')).toHaveCount(1);
  await expect(sites.getByRole('listitem').first()).toContainText('Kitchen Picks');

  await page.goto('/pricing');
  await expect(page.getByText('Up to 3 WordPress sites')).toBeVisible();
  await expect(page.getByText('Up to 50 WordPress sites')).toBeVisible();
});
