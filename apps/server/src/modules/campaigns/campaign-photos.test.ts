/**
 * Issue 32: the user's own photos of a campaign's products: taken by their content only (a ZIP named
 * .png is refused), at most 10 MB and 10 per product, kept resized and without their EXIF, served and
 * deleted only for their owner; a run's pins and featured image are composed over them.
 */
import { CAMPAIGN_PHOTOS_MAX, ErrorCode, Messages, PHOTO_MAX_BYTES } from '@aa/contracts';
import pino from 'pino';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories.ts';
import { fakeServices } from '../../test/generation-services.ts';
import { executionRow, newRun, userWithEverything } from '../../test/runs.ts';
import { setupTestServer } from '../../test/test-server.ts';
import { generationServices } from '../generation/generation-services.ts';
import { imageBytes } from '../generation/images.ts';
import { runExecution } from '../generation/pipeline.ts';

const server = setupTestServer({}, { listen: true, workers: false });
const log = pino({ level: 'silent' });

type AuthHeaders = { authorization: string };

function upload(headers: AuthHeaders, campaignId: string, body: Buffer, type: string, product = '1') {
  return server.app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/photos?product=${product}`,
    headers: { ...headers, 'content-type': type },
    payload: body,
  });
}

const listOf = (headers: AuthHeaders, campaignId: string) =>
  server.app.inject({ url: `/api/campaigns/${campaignId}/photos`, headers });

/** A camera's photo: 4000×3000, turned (EXIF orientation 6), with the photographer's name and place. */
function cameraPhoto(color = '#1ec85a') {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: color } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: 'Marie Dupont', Copyright: 'Marie Dupont' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer();
}

const small = (format: 'png' | 'webp' | 'jpeg') =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#3366cc' } })
    [format]()
    .toBuffer();

/** A campaign of a user who has everything set up, whose first run waits (no worker takes it). */
async function campaignWithRun() {
  const user = await userWithEverything(server);
  const executionId = await newRun(server, user.headers);
  const { campaignId } = await executionRow(server, executionId);
  return { user, executionId, campaignId };
}

describe("a campaign's photos", () => {
  it('keeps a camera photo upright, at most 2000 px, without its EXIF, and serves it to its owner only', async () => {
    const { user, campaignId } = await campaignWithRun();
    const sent = await cameraPhoto();
    // The file as the camera wrote it: turned by its EXIF, with a name and a place in it.
    expect((await sharp(sent).metadata()).orientation).toBe(6);
    expect(sent.includes(Buffer.from('Marie Dupont'))).toBe(true);
    const answer = await upload(user.headers, campaignId, sent, 'image/jpeg');
    expect(answer.statusCode).toBe(200);
    const { photo } = answer.json().data;
    // Turned as the camera held it (orientation 6: portrait), then fitted into 2000 px.
    expect({ width: photo.width, height: photo.height, product: photo.product }).toEqual({
      width: 1500,
      height: 2000,
      product: 1,
    });
    const served = await server.app.inject({ url: photo.url, headers: user.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(served.rawPayload).metadata();
    expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({
      format: 'jpeg',
      width: 1500,
      height: 2000,
    });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Marie Dupont'))).toBe(false);
    expect((await listOf(user.headers, campaignId)).json().data.photos).toEqual([photo]);

    // Another user: the list, the file, an upload and a deletion are all "not found".
    const bob = await buildSignedInUser(server.ctx);
    expect((await listOf(bob.headers, campaignId)).statusCode).toBe(404);
    expect((await server.app.inject({ url: photo.url, headers: bob.headers })).statusCode).toBe(404);
    expect((await upload(bob.headers, campaignId, await small('png'), 'image/png')).statusCode).toBe(404);
    const deleting = (headers: AuthHeaders) =>
      server.app.inject({
        method: 'DELETE',
        url: `/api/campaigns/${campaignId}/photos/${photo.id}`,
        headers,
      });
    expect((await deleting(bob.headers)).statusCode).toBe(404);
    expect((await listOf(user.headers, campaignId)).json().data.photos).toHaveLength(1);
    expect((await deleting(user.headers)).json()).toEqual({ success: true, message: Messages.photoDeleted });
    expect((await listOf(user.headers, campaignId)).json().data.photos).toEqual([]);
    expect((await server.app.inject({ url: photo.url, headers: user.headers })).statusCode).toBe(404);
  });

  it('takes PNG and WebP by their content, and refuses a ZIP named .png, a text, a damaged or a too large file', async () => {
    const { user, campaignId } = await campaignWithRun();
    for (const format of ['png', 'webp'] as const) {
      // The declared type does not matter: the content does.
      const answer = await upload(
        user.headers,
        campaignId,
        await small(format),
        'application/octet-stream',
        'both',
      );
      expect(answer.statusCode, format).toBe(200);
      expect(answer.json().data.photo.product).toBeNull();
    }
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 7)]);
    const damaged = (await small('jpeg')).subarray(0, 120);
    const refusals = [
      [zip, 'image/png', 400, Messages.photoType],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 400, Messages.photoType],
      [damaged, 'image/jpeg', 400, Messages.photoUnreadable],
      [Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff), 'image/jpeg', 413, Messages.photoTooLarge],
    ] as const;
    for (const [body, type, status, message] of refusals) {
      const answer = await upload(user.headers, campaignId, body, type);
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json()).toMatchObject({ success: false, code: ErrorCode.PHOTO_REFUSED, message });
    }
    // Nothing of the refused files was kept.
    expect((await listOf(user.headers, campaignId)).json().data.photos).toHaveLength(2);
  });

  it(`keeps at most ${CAMPAIGN_PHOTOS_MAX} of each product, even sent at once`, async () => {
    const { user, campaignId } = await campaignWithRun();
    const photo = await small('jpeg');
    const answers = await Promise.all(
      Array.from({ length: CAMPAIGN_PHOTOS_MAX + 2 }, () =>
        upload(user.headers, campaignId, photo, 'image/jpeg'),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(CAMPAIGN_PHOTOS_MAX);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [409, Messages.photoLimit],
      [409, Messages.photoLimit],
    ]);
    // The other product still takes its own.
    expect((await upload(user.headers, campaignId, photo, 'image/jpeg', '2')).statusCode).toBe(200);
  });
});

describe('a run of a campaign with photos', () => {
  it('composes its pins and its featured image over them (no image model asked), and says so', async () => {
    const { user, campaignId, executionId } = await campaignWithRun();
    expect(
      (await upload(user.headers, campaignId, await cameraPhoto('#1ec85a'), 'image/jpeg')).statusCode,
    ).toBe(200);
    const real = generationServices(server.ctx);
    let drawn = 0;
    const services = {
      ...fakeServices(),
      composePin: real.composePin,
      composeFeatured: real.composeFeatured,
      drawPicture: async () => {
        drawn += 1;
        return small('png');
      },
    };
    expect(await runExecution(server.ctx, services, executionId, log)).toBe('completed');
    expect(drawn).toBe(0);
    const row = await executionRow(server, executionId);
    expect((row.resultData as { image_pictures?: unknown }).image_pictures).toEqual({
      featured: 'photo',
      image1: 'photo',
      image2: 'photo',
      image3: 'photo',
    });
    // The photo's green shows where the text leaves the picture bare, on every image.
    const green = async (png: Buffer) => {
      const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let i = 0; i < data.length; i += 3)
        if (
          Math.abs((data[i] ?? 0) - 0x1e) <= 8 &&
          Math.abs((data[i + 1] ?? 0) - 0xc8) <= 8 &&
          Math.abs((data[i + 2] ?? 0) - 0x5a) <= 8
        )
          count += 1;
      return count / (data.length / 3);
    };
    for (const number of [1, 2, 3]) {
      const png = await imageBytes(server.ctx, executionId, number);
      expect(png && (await green(png)), `pin ${number}`).toBeGreaterThan(0.2);
    }
    const featured = await imageBytes(server.ctx, executionId, 0);
    if (!featured) throw new Error('no featured image');
    // Under the featured image's scrim the photo is darker, yet there: on its right, where the scrim
    // is lightest, the photo's green at 85 %.
    const { data, info } = await sharp(featured).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1200);
    const at = (3 * (314 * info.width + 1180)) as number;
    const [r, g, b] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    expect(g).toBeGreaterThan(140);
    expect(g).toBeGreaterThan(3 * r);
    expect(g).toBeGreaterThan(1.8 * b);
  });
});
