/**
 * The image model's path: an OpenAI-compatible server on this machine answering
 * POST /v1/images/generations as OpenAI does ({ data: [{ b64_json }] }), the picture it draws, and
 * that picture filling the composed pin.
 */
import { MockImageModelV4 } from 'ai/test';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiModels } from '../../../integrations/ai/ai-models.ts';
import { createAiLimiter } from '../../../integrations/ai/limiter.ts';
import { type ImagesEndpoint, startImagesEndpoint } from '../../../test/images-endpoint.ts';
import { composePin, pinChoices } from '../pin-composer.ts';
import { drawPicture, picturePrompt } from './draw-picture.ts';

let endpoint: ImagesEndpoint;
let picture: Buffer;
let baseUrl = '';
let requests: ImagesEndpoint['requests'] = [];

beforeAll(async () => {
  endpoint = await startImagesEndpoint();
  ({ picture, baseUrl, requests } = endpoint);
});
afterAll(() => endpoint.close());
beforeEach(() => {
  requests.length = 0;
  endpoint.answers.length = 0;
});

const localModels = () =>
  createAiModels({
    provider: 'openai-compatible',
    baseUrl,
    apiKey: 'sk-local',
    model: 'local-writer',
    imageModel: 'local-painter',
    maxConcurrency: 1,
  });

const scene = 'a cosy reading nook at night, a warm lamp, a mug of tea on a side table';

describe('drawPicture', () => {
  it('asks the image endpoint for the scene at the size, after a 429, and returns the PNG', async () => {
    endpoint.answers = [
      {
        status: 429,
        body: { error: { message: 'Rate limit reached', type: 'rate_limit' } },
        headers: { 'retry-after': '0' },
      },
    ];
    const png = await drawPicture(localModels(), { prompt: scene, size: '1024x1536' });
    expect(png.equals(picture)).toBe(true);
    // The limiter retried the refused call.
    expect(requests).toHaveLength(2);
    const sent = requests[1];
    expect(sent?.path).toBe('/v1/images/generations');
    expect(sent?.authorization).toBe('Bearer sk-local');
    expect(sent?.body).toMatchObject({ model: 'local-painter', size: '1024x1536', n: 1 });
    expect(sent?.body.prompt).toBe(picturePrompt(scene));
    expect(String(sent?.body.prompt)).toContain(scene);
    expect(String(sent?.body.prompt)).toMatch(/No text, letters.*logos or brand names/);
  });

  it('puts the drawn picture in the pin: the picture shows where the text leaves it bare', async () => {
    const drawn = await drawPicture(localModels(), { prompt: scene, size: '1024x1536' });
    const design = {
      title: 'Kindle Paperwhite vs Kobo Clara 2E: The Better Bedtime Reader',
      products: ['Kindle Paperwhite', 'Kobo Clara 2E'] as [string, string],
      subject: 'Kindle Paperwhite vs Kobo Clara 2E for Night Reading',
      angle: 'which one is easier on the eyes at night',
      seed: 'execution-7',
      domain: 'readingnook.blog',
    };
    for (const variant of [1, 2, 3] as const) {
      const [withPicture, without] = await Promise.all([
        composePin({ ...design, variant, picture: drawn }),
        composePin({ ...design, variant }),
      ]);
      const teal = async (png: Buffer) => {
        const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        let count = 0;
        for (let i = 0; i < data.length; i += 3)
          if (
            Math.abs((data[i] ?? 0) - 0x13) <= 6 &&
            Math.abs((data[i + 1] ?? 0) - 0xa8) <= 6 &&
            Math.abs((data[i + 2] ?? 0) - 0x96) <= 6
          )
            count += 1;
        return count / (data.length / 3);
      };
      const layout = pinChoices({ ...design, variant, picture: drawn }).layout;
      // A quarter of the pin at least is the bare picture whatever the layout; the design alone has none of it.
      expect(await teal(withPicture.png), layout).toBeGreaterThan(0.25);
      expect(await teal(without.png)).toBe(0);
    }
  });

  it('redraws a JPEG answer as PNG at the asked size, and refuses a format the pins cannot use', async () => {
    const jpeg = await sharp({ create: { width: 512, height: 768, channels: 3, background: '#13a896' } })
      .jpeg()
      .toBuffer();
    endpoint.answers = [{ status: 200, body: { data: [{ b64_json: jpeg.toString('base64') }] } }];
    const png = await drawPicture(localModels(), { prompt: scene, size: '1024x1536' });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: 1024,
      height: 1536,
    });

    const webp = await sharp({ create: { width: 8, height: 12, channels: 3, background: '#13a896' } })
      .webp()
      .toBuffer();
    endpoint.answers = [{ status: 200, body: { data: [{ b64_json: webp.toString('base64') }] } }];
    await expect(drawPicture(localModels(), { prompt: scene, size: '1024x1536' })).rejects.toThrow(
      /answered image\/webp/,
    );
  });

  it("tells Gemini the size's aspect ratio (it takes no size)", async () => {
    const calls: { size?: string; aspectRatio?: string; prompt?: string }[] = [];
    const image = new MockImageModelV4({
      provider: 'google.generative-ai',
      modelId: 'gemini-2.5-flash-image',
      doGenerate: async (options) => {
        calls.push({ size: options.size, aspectRatio: options.aspectRatio, prompt: options.prompt });
        return {
          images: [picture.toString('base64')],
          warnings: [],
          response: { timestamp: new Date(0), modelId: 'gemini-2.5-flash-image', headers: {} },
        };
      },
    });
    const models = { provider: 'google' as const, image, limiter: createAiLimiter({ maxConcurrency: 1 }) };
    expect((await drawPicture(models, { prompt: scene, size: '1024x1536' })).equals(picture)).toBe(true);
    expect(calls).toEqual([{ size: undefined, aspectRatio: '2:3', prompt: picturePrompt(scene) }]);
  });

  it('says so when no image model is configured', async () => {
    const models = createAiModels({ provider: 'openai-compatible', baseUrl, apiKey: 'k' });
    expect(models.image).toBeUndefined();
    await expect(drawPicture(models, { prompt: scene, size: '1024x1536' })).rejects.toThrow(/AI_IMAGE_MODEL/);
    expect(requests).toHaveLength(0);
  });
});
