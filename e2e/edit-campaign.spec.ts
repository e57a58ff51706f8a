/**
 * Editing a campaign after creation (issue 33), in Chromium: a one-run campaign finishes, then its page
 * renames it, switches it to review and extends it by two runs after saying their cost; it is active
 * again with two runs left, and the campaign-finished mail was in the dev mailbox. 1280 and 375 px.
 */
import { expect } from '@playwright/test';
import { postCampaign } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { MAIL_TIMEOUT_MS, mailsMatching } from './support/mail.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

test('a finished campaign is renamed, switched to review and extended from its page', async ({ page }) => {
  const user = await signUpAndVerify(page, 'edit');
  await connectDemoPlatforms(page);
  const made = await postCampaign(page, 0, { name: 'Done once', totalRuns: 1 });
  expect(made.status()).toBe(201);
  const id = (await made.json()).data.campaign.id as string;
  // Its one run publishes, and the campaign-finished mail arrives.
  await expect
    .poll(async () => (await mailsMatching(page.request, user.email, /finished its run$/)).length, {
      timeout: 60_000,
    })
    .toBe(1);
  const [finished] = await mailsMatching(page.request, user.email, /finished its run$/);
  expect(finished?.text).toContain('did its one run and published 1 article');

  await page.goto(`/dashboard/campaigns/${id}`);
  await page.getByRole('button', { name: 'Edit or extend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit campaign' });
  await dialog.getByLabel('Campaign name').fill('Done once, then more');
  await dialog.getByLabel('Total runs').fill('3');
  await expect(dialog.getByText(/^Extends the finished campaign by 2 runs: 20 credits/)).toBeVisible();
  await dialog.getByText('Save as draft for my review').click();
  if (shots) await page.screenshot({ path: `${shots}/edit-campaign-1280.png` });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Campaign updated').first()).toBeVisible({ timeout: MAIL_TIMEOUT_MS });
  await expect(page.getByRole('heading', { level: 2, name: 'Done once, then more' })).toBeVisible();
  const campaign = (await (await page.request.get(`/api/campaigns/${id}`)).json()).data.campaign;
  expect(campaign).toMatchObject({
    status: 'active',
    total_runs: 3,
    remaining_runs: 2,
    publishing: 'review',
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const small = page.getByRole('dialog', { name: 'Edit campaign' });
  await expect(small.getByLabel('Total runs')).toHaveValue('3');
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
  if (shots) await page.screenshot({ path: `${shots}/edit-campaign-375.png` });
});
