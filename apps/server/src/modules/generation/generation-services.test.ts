import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { type ImagesEndpoint, startImagesEndpoint } from '../../test/images-endpoint.ts';
import { generationServices, PICTURE_SIZE } from './generation-services.ts';
import { composePin } from './pin-composer.ts';
import type { ProductInfo } from './services.ts';

let endpoint: ImagesEndpoint;
let baseUrl = '';
let picture: Buffer;

beforeAll(async () => {
  endpoint = await startImagesEndpoint();
  ({ baseUrl, picture } = endpoint);
});
afterAll(() => endpoint.close());
const bodies = () => endpoint.requests.map((request) => request.body);

/** Only the configuration is read when the services are built and these two are called. */
const contextWith = (ai: Record<string, unknown>) =>
  ({ config: { ai, amazon: { contentToModel: false } } }) as unknown as AppContext;

const product = (asin: string, title: string): ProductInfo => ({
  asin,
  title,
  features: [],
  url: `https://www.amazon.com/dp/${asin}`,
  source: 'page',
});
const products: [ProductInfo, ProductInfo] = [
  product('B0D1XD1ZV3', 'Apple AirPods Pro 2 Wireless Earbuds, Active Noise Cancellation'),
  product('B0C33XXS56', 'Sony WF-1000XM5 The Best Truly Wireless Noise Canceling Earbuds'),
];

describe('the generation services', () => {
  it('have no drawPicture without an image model', () => {
    expect(
      generationServices(contextWith({ provider: 'offline', maxConcurrency: 1 })).drawPicture,
    ).toBeUndefined();
    const openai = contextWith({ provider: 'openai', apiKey: 'k', maxConcurrency: 1 });
    expect(generationServices(openai).drawPicture).toBeUndefined();
  });

  it("draw with the configured image model at the pins' shape", async () => {
    const services = generationServices(
      contextWith({
        provider: 'openai-compatible',
        baseUrl,
        apiKey: 'k',
        imageModel: 'local-painter',
        maxConcurrency: 1,
      }),
    );
    if (!services.drawPicture) throw new Error('drawPicture is missing');
    const drawn = await services.drawPicture('a sunny kitchen counter on a Sunday morning');
    expect(drawn.equals(picture)).toBe(true);
    expect(bodies().at(-1)).toMatchObject({ model: 'local-painter', size: PICTURE_SIZE });
    expect(String(bodies().at(-1)?.prompt)).toContain('a sunny kitchen counter on a Sunday morning');
  });

  it('compose the pin from the run, the domain and the picture, naming products by brand and model', async () => {
    const services = generationServices(contextWith({ provider: 'offline', maxConcurrency: 1 }));
    const run = {
      title: 'AirPods Pro 2 or Sony WF-1000XM5: which earbuds are worth it?',
      subject: 'Earbuds for the commute',
      angle: 'which one blocks a noisy train better',
      seed: 'execution-12',
      domain: 'myblog.com',
    };
    for (const withPicture of [undefined, picture]) {
      const pin = await services.composePin({ ...run, products, variant: 2, picture: withPicture });
      const direct = await composePin({
        ...run,
        products: ['Apple AirPods Pro 2', 'Sony WF-1000XM5'],
        variant: 2,
        picture: withPicture,
      });
      expect(pin.png.equals(direct.png)).toBe(true);
    }
    // Without the run's seed a pin is still new each time.
    const [a, b] = await Promise.all(
      [1, 2].map(() => services.composePin({ title: run.title, products, variant: 1 })),
    );
    expect(a?.png.equals(b?.png ?? Buffer.alloc(0))).toBe(false);
  });
});
