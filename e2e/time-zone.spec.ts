/**
 * The account's time zone (issue 33), in Chromium set to Paris: the sign-up takes the browser's zone,
 * the profile shows it and changes it, and the app's dates follow (a campaign's schedule, its runs).
 */
import { expect } from '@playwright/test';
import { postCampaign, tomorrow } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

test.use({ timezoneId: 'Europe/Paris' });

test("the browser's zone at sign-up is the account's; the profile changes it and the dates follow", async ({
  page,
}) => {
  await signUpAndVerify(page, 'zone');
  const me = (await (await page.request.get('/api/auth/me')).json()).data;
  expect(me.time_zone).toBe('Europe/Paris');

  await page.goto('/dashboard/profile');
  const zone = page.getByLabel('Your time zone');
  await expect(zone).toHaveValue('Europe/Paris');
  if (shots) await page.getByRole('heading', { name: 'Time zone' }).scrollIntoViewIfNeeded();
  if (shots) await page.screenshot({ path: `${shots}/time-zone-1280.png` });

  // A campaign made without a zone (an API call, an import) takes the account's.
  await connectDemoPlatforms(page);
  const made = await postCampaign(page, 0, { name: 'Zoned', startAt: tomorrow() });
  expect(made.status()).toBe(201);
  const id = (await made.json()).data.campaign.id;
  expect((await made.json()).data.campaign.time_zone).toBe('Europe/Paris');

  // Tokyo: saved, and the profile says what time it is there.
  await page.goto('/dashboard/profile');
  await zone.selectOption('Asia/Tokyo');
  await expect(page.getByText(/^It is now .* there\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Time zone saved: Asia/Tokyo')).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).data.time_zone).toBe('Asia/Tokyo');

  // The campaigns list shows the next run in Tokyo time, though the browser is in Paris.
  await page.goto('/dashboard/ai-agent');
  const row = page.getByRole('row').filter({ hasText: 'Zoned' }).first();
  const next = (await (await page.request.get(`/api/campaigns/${id}`)).json()).data.campaign.next_run;
  const tokyo = new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(next));
  await expect(row.getByText(tokyo)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Your time zone')).toHaveValue('Asia/Tokyo');
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
  if (shots) {
    await page.getByRole('heading', { name: 'Time zone' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/time-zone-375.png` });
  }
});
