/**
 * The pin queue as a marketer uses it (issue 32): a new campaign's run leaves one pin live and two
 * "Scheduled" on the campaign page, each with its time and board; "Change time" moves one (a time too
 * close to the post's other pins is refused with the reason), "Post now" posts one, "Cancel" drops
 * one after a confirmation. Platform Configuration's "Pin pacing" saves the account's settings and
 * says what is wrong beside the field. At 1280 and 375 px, with axe.
 */

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { postCampaign } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms, connectPinterest } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

async function latestRun(page: Page, campaignId: string) {
  return (await (await page.request.get(`/api/campaigns/${campaignId}/status`)).json()).data.latestExecution;
}

/** "2026-11-30T14:05" for a datetime-local input, in the browser's zone. */
const localInput = (at: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

test("a run's scheduled pins are posted now, moved or cancelled from the campaign page", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  consoleErrors.expect(
    /status of 400 .* @ .*\/api\/campaigns\/executions\/[^/]+\/scheduled-pins\/[^/]+$/,
    'a time too close to the post’s other pins is refused',
  );
  await signUpAndVerify(page, 'pinqueue');
  await connectDemoPlatforms(page);
  await connectPinterest(page);
  const created = await postCampaign(page, 0, { name: 'Paced duel', totalRuns: 3, autoPostPinterest: true });
  expect(created.status()).toBe(201);
  const campaignId = (await created.json()).data.campaign.id as string;
  await expect
    .poll(async () => (await latestRun(page, campaignId))?.status, { timeout: 45_000 })
    .toBe('completed');
  const run = await latestRun(page, campaignId);
  expect(run.result_data.pinterest_posts).toHaveLength(1);
  const [second, third] = run.result_data.scheduled_pins as { id: string; scheduled_for: string }[];
  expect(new Date(second?.scheduled_for ?? 0).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

  await page.goto(`/dashboard/campaigns/${campaignId}`);
  const card = page.getByRole('article', { name: /Run 1/ });
  const scheduled = card.getByRole('region', { name: 'Scheduled pins' });
  await expect(card.getByRole('link', { name: /^Pin 1 on / })).toBeVisible();
  const rows = scheduled.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Scheduled');
  await expect(rows.first()).toContainText(/Pin 2 · .+/);
  await expect(rows.first()).toContainText(/Goes to Pinterest on /);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/pin-queue-1280.png`, fullPage: true });

  // Change time: too close to the post's first pin (posted now) is refused with the reason.
  await rows.first().getByRole('button', { name: 'Change time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the time of pin 2' });
  const field = dialog.getByLabel(/^Date and time/);
  await field.fill(localInput(new Date(Date.now() + 2 * 3_600_000)));
  await dialog.getByRole('button', { name: 'Save time' }).click();
  await expect(dialog.getByText(/Pins of one post go at least 24 hours apart/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  if (shots) await page.screenshot({ path: `${shots}/pin-queue-change-time.png` });
  // Three days after pin 3: taken.
  const later = new Date(new Date(third?.scheduled_for ?? 0).getTime() + 3 * 86_400_000);
  later.setSeconds(0, 0);
  await field.fill(localInput(later));
  await dialog.getByRole('button', { name: 'Save time' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pin rescheduled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change time' }).first()).toBeVisible();
  const moved = (await latestRun(page, campaignId)).result_data.scheduled_pins.find(
    (pin: { id: string }) => pin.id === second?.id,
  );
  expect(new Date(moved.scheduled_for).getTime()).toBe(later.getTime());

  // Post now: pin 3 goes to Pinterest and leaves the queue.
  const third_ = scheduled.getByRole('listitem').filter({ hasText: 'Pin 3' });
  await third_.getByRole('button', { name: 'Post now' }).click();
  await expect(page.getByText('Pin posted to Pinterest').first()).toBeVisible();
  await expect(card.getByRole('link', { name: /^Pin 3 on / })).toBeVisible();
  await expect(scheduled.getByRole('listitem')).toHaveCount(1);

  // Cancel: after a confirmation, pin 2 is not posted.
  await scheduled.getByRole('button', { name: 'Cancel pin' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel pin 2?' });
  await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel pin' }).click();
  await expect(page.getByText('Pin cancelled').first()).toBeVisible();
  await expect(card.getByRole('region', { name: 'Scheduled pins' })).toHaveCount(0);
  const done = await latestRun(page, campaignId);
  expect(
    done.result_data.pinterest_posts.map((pin: { image_number: number }) => pin.image_number).sort(),
  ).toEqual([1, 3]);
  expect(done.result_data.scheduled_pins).toBeUndefined();
});

test('the Pinterest account’s pin pacing is saved from Platform Configuration, its limits said', async ({
  page,
}) => {
  await signUpAndVerify(page, 'pinpacing');
  await connectDemoPlatforms(page);
  await connectPinterest(page);
  await page.goto('/dashboard/setup');
  const pacing = page.getByRole('region', { name: 'Pin pacing' });
  const perDay = pacing.getByLabel('Pins per day');
  await expect(perDay).toHaveValue('5');
  await expect(pacing.getByLabel('Posting window: from')).toHaveValue('08:00');
  await expect(pacing.getByLabel('to', { exact: true })).toHaveValue('21:00');
  await expect(pacing.getByRole('switch', { name: 'Random minutes' })).toBeChecked();
  await perDay.fill('40');
  await pacing.getByRole('button', { name: 'Save pin pacing' }).click();
  await expect(pacing.getByText('Pins per day must be a whole number from 1 to 25.')).toBeVisible();
  await expect(perDay).toBeFocused();
  await perDay.fill('3');
  await pacing.getByLabel('Posting window: from').fill('20:30');
  await pacing.getByRole('button', { name: 'Save pin pacing' }).click();
  await expect(
    pacing.getByText('The posting window must end at least an hour after it starts.'),
  ).toBeVisible();
  await pacing.getByLabel('Posting window: from').fill('09:00');
  await pacing.getByLabel('Time zone of the window').selectOption('Europe/Paris');
  await pacing.getByRole('switch', { name: 'Random minutes' }).click();
  await pacing.getByRole('button', { name: 'Save pin pacing' }).click();
  await expect(page.getByText('Pin pacing saved').first()).toBeVisible();
  const saved = (await (await page.request.get('/api/platforms/pinterest/pacing')).json()).data;
  expect(saved).toEqual({
    pacing: {
      pinsPerDay: 3,
      windowStart: '09:00',
      windowEnd: '21:00',
      spacingHours: 24,
      randomMinutes: false,
      timeZone: 'Europe/Paris',
    },
    timeZoneSaved: true,
  });
  if (shots) await page.screenshot({ path: `${shots}/pin-pacing-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pin pacing' }).getByLabel('Pins per day')).toHaveValue('3');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/pin-pacing-375.png`, fullPage: true });
});
