/**
 * A pin's picture, drawn by the configured image model through the AI SDK, within the same limiter as
 * every model call. The picture shows the world the products belong to (a place, a moment, people
 * using such things): never Amazon's product photos (the Associates terms forbid storing them), and
 * no text or logos, which the pin composer draws itself and which image models misspell.
 */
import type { ImageModelV4 } from '@ai-sdk/provider';
import { renderAsync } from '@resvg/resvg-js';
import { generateImage } from 'ai';
import type { AiProvider } from '../../../integrations/ai/ai-models.ts';
import { type AiLimiter, withAiLimit } from '../../../integrations/ai/limiter.ts';

export type PictureSize = `${number}x${number}`;

/** The models drawPicture needs: the image model and the provider's limiter. */
export interface PictureModels {
  provider: AiProvider;
  image?: ImageModelV4;
  limiter: AiLimiter;
}

/** What every picture must be, whatever scene it shows. */
export function picturePrompt(scene: string): string {
  return [
    `A vertical editorial lifestyle photograph for a Pinterest pin: ${scene.trim().replace(/\s+/g, ' ')}.`,
    'Show the setting, the moment and the people the scene is about, in natural light, with calm space at',
    'the top and the bottom of the frame. Do not show product packaging or a catalogue product shot.',
    'No text, letters, numbers, captions, signs, watermarks, logos or brand names anywhere in the image.',
  ].join(' ');
}

/** `1024x1536` as Gemini's aspect ratio, `2:3`. */
function aspectRatio(size: PictureSize): `${number}:${number}` {
  const [width = 1, height = 1] = size.split('x').map(Number);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  return `${width / d}:${height / d}`;
}

const PNG = [0x89, 0x50, 0x4e, 0x47];

function kindOf(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | undefined {
  if (PNG.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return 'gif';
  return undefined;
}

/**
 * The picture as PNG: a PNG as it came; a JPEG or GIF (some OpenAI-compatible servers answer so)
 * redrawn by resvg at the asked size, cover-cropped. WebP and the rest are refused: resvg, which
 * rasterises the pins, cannot read them.
 */
async function asPng(bytes: Uint8Array, mediaType: string, size: PictureSize): Promise<Buffer> {
  const kind = kindOf(bytes);
  if (kind === 'png') return Buffer.from(bytes);
  if (!kind) throw new Error(`the image model answered ${mediaType}; pins need PNG or JPEG pictures`);
  const [width, height] = size.split('x').map(Number);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<image href="data:image/${kind};base64,${Buffer.from(bytes).toString('base64')}" ` +
    `width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/></svg>`;
  return Buffer.from((await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng());
}

/**
 * Draws one picture of `prompt`'s scene at `size` (OpenAI's and compatible servers take the size,
 * Gemini the aspect ratio it reduces to) and returns it as PNG bytes.
 */
export async function drawPicture(
  models: PictureModels,
  { prompt, size }: { prompt: string; size: PictureSize },
): Promise<Buffer> {
  const model = models.image;
  if (!model) throw new Error('no image model is configured (AI_IMAGE_MODEL)');
  const { image } = await withAiLimit(models, () =>
    generateImage({
      model,
      prompt: picturePrompt(prompt),
      n: 1,
      ...(models.provider === 'google' ? { aspectRatio: aspectRatio(size) } : { size }),
      // The limiter retries (it also frees the slot while a rate-limited call waits).
      maxRetries: 0,
    }),
  );
  return asPng(image.uint8Array, image.mediaType, size);
}
