/** One example pin as a <picture>: AVIF, then WebP, at 400 and 800 px wide (hashed by Vite). */
import type { ImgHTMLAttributes } from 'react';
import {
  EXAMPLE_WIDTHS,
  exampleFileName,
  exampleHeight,
  type LandingExample,
} from '../data/landing-examples.ts';

const files = import.meta.glob<string>('../assets/examples/*', {
  eager: true,
  query: '?url',
  import: 'default',
});

function fileUrl(id: string, width: number, format: 'avif' | 'webp'): string {
  const url = files[`../assets/examples/${exampleFileName(id, width, format)}`];
  if (!url)
    throw new Error(`Missing example image ${id} ${width} ${format}: run scripts/landing-examples.ts`);
  return url;
}

const srcSet = (id: string, format: 'avif' | 'webp') =>
  EXAMPLE_WIDTHS.map((width) => `${fileUrl(id, width, format)} ${width}w`).join(', ');

export function ExamplePicture({
  example,
  alt,
  sizes,
  className,
  ...imgProps
}: {
  example: LandingExample;
  alt: string;
  /** The `sizes` of the srcset: how wide the image is drawn. */
  sizes: string;
  className?: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'>) {
  const [small] = EXAMPLE_WIDTHS;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(example.id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(example.id, 'webp')} sizes={sizes} />
      <img
        src={fileUrl(example.id, small, 'webp')}
        width={small}
        height={exampleHeight(small)}
        alt={alt}
        className={className}
        {...imgProps}
      />
    </picture>
  );
}
