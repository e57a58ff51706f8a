/**
 * The post check (issue 20): a run publishes its article on the demo blog, reads the live post as a
 * reader and a search engine do, and the Content Library shows "Post check: 8 of 8" on the run, each
 * item listed on demand, in English and French.
 */

import { expect } from '@playwright/test';
import { postCampaign } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { openUserMenu, signUpAndVerify } from './support/users.ts';

test('a published run shows its post check in the Content Library', async ({ page }) => {
  await signUpAndVerify(page, 'postcheck');
  await connectDemoPlatforms(page);
  const created = await postCampaign(page, 1, { name: 'Checked duel', totalRuns: 2 });
  expect(created.status()).toBe(201);
  const campaignId = (await created.json()).data.campaign.id;
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/campaigns/${campaignId}/status`)).json()).data.latestExecution
          ?.status,
      { timeout: 30_000 },
    )
    .toBe('completed');
  // The check is a job of its own after the run (issue 26): on a busy machine it can finish seconds
  // after the run does.
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/campaigns/${campaignId}/status`)).json()).data.latestExecution
          ?.post_check?.passed,
      { timeout: 30_000 },
    )
    .toBe(8);

  await page.goto('/dashboard/generated-content');
  const runIn = (runs: string) =>
    page.getByRole('list', { name: runs }).getByRole('listitem').filter({ hasText: 'Checked duel' });
  const card = runIn('Runs');
  await card.getByRole('button', { name: /Checked duel/ }).click();
  const check = card.getByRole('region', { name: 'Check of the live post' });
  const toggle = check.getByRole('button', { name: /Post check: 8 of 8/ });
  await expect(toggle).toContainText('checked after publishing');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(check.getByRole('listitem')).toHaveText([
    'The post answers (Passed)',
    'Affiliate disclosure before the first Amazon link (Passed)',
    'Amazon links: your store, your tag, rel="sponsored" (Passed)',
    'Images load and have alt text (Passed)',
    'No price shown (Passed)',
    'Title and meta description (Passed)',
    'Featured image (Passed)',
    'Both products named (Passed)',
  ]);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/post-check-en.png`, fullPage: true });

  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Français' }).click();
  const carte = runIn('Exécutions');
  await expect(carte.getByRole('button', { name: /Vérification de l’article : 8 sur 8/ })).toBeVisible();

  // 375 px: the check and its list stay within the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await carte.getByRole('button', { name: /Checked duel/ }).click();
  await carte.getByRole('button', { name: /Vérification de l’article : 8 sur 8/ }).click();
  // Each item in French too, after a reload (the French texts arrive after the first render).
  const items = carte
    .getByRole('region', { name: 'Vérification de l’article en ligne' })
    .getByRole('listitem');
  await expect(items).toHaveCount(8);
  await expect(items.first()).toHaveText('L’article répond (Réussi)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/post-check-fr-375.png`, fullPage: true });
});
