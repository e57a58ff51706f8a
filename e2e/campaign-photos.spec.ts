/**
 * Issue 32, pictures that fit each place: a marketer adds their own photos of the products on the
 * campaign page (a ZIP named .png is refused with the reason, by file), runs the campaign, and finds
 * the run's pins drawn over the photos and a landscape featured image; the post on the demo blog
 * features the landscape image (its og:image) and its body does not open with it. At 1280 and 375 px.
 */

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { postCampaign, publishedPost, tomorrow } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

test("a campaign's own photos become its pins' pictures, and its post features a landscape image", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  consoleErrors.expect(
    /status of 400 .* @ .*\/api\/campaigns\/[^/]+\/photos\?product=1$/,
    'a ZIP named .png is refused by its content',
  );
  await signUpAndVerify(page, 'photos');
  await connectDemoPlatforms(page);
  const created = await postCampaign(page, 0, { name: 'My own photos', totalRuns: 3, startAt: tomorrow() });
  expect(created.status()).toBe(201);
  const campaignId = (await created.json()).data.campaign.id as string;

  const dir = tmpdir();
  const photo = path.join(dir, 'kitchen-counter.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1ec85a' } })
      .jpeg()
      .withExifMerge({ IFD0: { Artist: 'Marie Dupont' } })
      .toBuffer(),
  );
  const zip = path.join(dir, 'not-a-photo.png');
  writeFileSync(zip, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300, 1)]));

  await page.goto(`/dashboard/campaigns/${campaignId}`);
  const photos = page.getByRole('region', { name: 'Your photos' });
  await expect(photos.getByText('No photos yet.')).toHaveCount(3);
  const first = photos.getByRole('region', { name: /^Apple AirPods Pro 2/ });
  await first.getByLabel(/^Add photos of /).setInputFiles([photo, zip]);
  await expect(first.getByRole('alert')).toHaveText(
    'not-a-photo.png: This file is not a JPEG, PNG or WebP photo. Choose a photo in one of those formats.',
  );
  await expect(first.getByRole('img', { name: /^Your photo 1 of / })).toBeVisible();
  await expect(first.getByText('(1 of 10)')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/campaign-photos-1280.png`, fullPage: true });

  // Run now: its pins and featured image are drawn over the photo.
  await page.getByRole('button', { name: 'Run now' }).first().click();
  const run = await (async () => {
    let latest: { id: string; status: string } | undefined;
    await expect
      .poll(
        async () => {
          latest = (await (await page.request.get(`/api/campaigns/${campaignId}/status`)).json()).data
            .latestExecution;
          return latest?.status;
        },
        { timeout: 60_000 },
      )
      .toBe('completed');
    return latest as { id: string };
  })();
  await page.keyboard.press('Escape');
  await page.goto(`/dashboard/campaigns/${campaignId}`);
  const card = page.getByRole('article', { name: /Run 1/ });
  await expect(card.getByText('Pictures: your own photos of the products.')).toBeVisible();
  const featured = card.getByRole('img', { name: /^Featured image for / });
  await expect(featured).toBeVisible();
  const box = await featured.boundingBox();
  expect(box && box.width / box.height).toBeCloseTo(1200 / 628, 1);

  // The post features the landscape image; its body shows the three pins, not it.
  const link = await publishedPost(page, run.id);
  const html = await (await page.request.get(link)).text();
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(ogImage).toMatch(/-0\.png$/);
  const image = await (await page.request.get(ogImage)).body();
  expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1200, 628]);
  const body = html.slice(html.indexOf('<article'));
  expect(body.split(path.basename(ogImage)).length).toBeLessThanOrEqual(2);

  // "Make again" on pin 2: the dialog shows the new image, the post shows it instead of the old one.
  const oldPin2 = /src="([^"]+-2\.png)"/.exec(body)?.[1] ?? '';
  expect(oldPin2).not.toBe('');
  await card.getByRole('button', { name: 'Open image 2 of run 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image 2' });
  const shown = await dialog.getByRole('img').getAttribute('src');
  await dialog.getByRole('button', { name: 'Make image 2 again (3 free left)' }).click();
  await expect(page.getByText('Image made again: your post shows the new one.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByRole('img')).not.toHaveAttribute('src', shown ?? '');
  await expect(dialog.getByRole('button', { name: 'Make image 2 again (2 free left)' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/campaign-regenerate-1280.png` });
  await page.keyboard.press('Escape');
  const again = await (await page.request.get(link)).text();
  expect(again).not.toContain(oldPin2);
  expect(again).toMatch(/-2-v2\.png"/);

  await page.setViewportSize({ width: 375, height: 800 });
  // Loaded at that width, as a phone does: measured right after the resize, CI once counted 140 px
  // of overflow that a load at 375 px does not have (not reproduced here; the 375 px screens are
  // measured after a load elsewhere too).
  await page.reload();
  await page.getByRole('region', { name: 'Your photos' }).scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/campaign-photos-375.png`, fullPage: true });
});
