/** The signed-in page's user connects what a campaign publishes to, as the product lets them. */
import { expect, type Page } from '@playwright/test';

/** The demo blog and an affiliate tag, over the API (what a test is not about). */
export async function connectDemoPlatforms(page: Page) {
  const headers = { origin: new URL(page.url()).origin };
  expect((await page.request.post('/api/demo/connect-wordpress', { headers })).ok()).toBe(true);
  expect(
    (
      await page.request.post('/api/platforms/amazon', {
        headers,
        data: { affiliateTag: 'autopilotdemo-20' },
      })
    ).ok(),
  ).toBe(true);
}

/**
 * Pinterest through the simulator's authorize page (Connect, then Allow) on the setup page, then the
 * account's default board from the setup page's picker: `board`, else the first one listed.
 */
export async function connectPinterest(page: Page, { board }: { board?: string } = {}) {
  await page.goto('/dashboard/setup');
  await page.getByRole('button', { name: 'Connect Pinterest' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Pinterest connected successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Select board' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Pinterest Board' });
  const boards = picker.getByRole('list', { name: 'Your boards' }).getByRole('button');
  await (board ? boards.filter({ hasText: board }) : boards.first()).click();
  await expect(picker).toBeHidden();
  await paceInDaytime(page);
}

/**
 * A time zone where it is about midday now (Etc/GMT+N is N hours behind UTC): the pin queue's
 * posting window (08:00–21:00 by default) is open there for hours, whenever the tests run.
 */
export function daytimeZone(at = Date.now()): string {
  const behind = new Date(at).getUTCHours() - 12;
  if (behind === 0) return 'Etc/GMT';
  return behind > 0 ? `Etc/GMT+${behind}` : `Etc/GMT${behind}`;
}

/** The product's pin pacing, in a daytime zone: a run's first pin goes at once (issue 32). */
export async function paceInDaytime(page: Page) {
  const current = (await (await page.request.get('/api/platforms/pinterest/pacing')).json()).data.pacing;
  const saved = await page.request.put('/api/platforms/pinterest/pacing', {
    data: { ...current, timeZone: daytimeZone() },
  });
  expect(saved.ok()).toBe(true);
}
