/**
 * The landing's example pins (PRODUCT.md §1): thumbnails that open the lightbox. The lightbox's code (a
 * Radix dialog) loads on the first hover, focus or click, and is never part of the prerendered HTML.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_EXAMPLES } from '../data/landing-examples.ts';
import { ExamplePicture } from './example-picture.tsx';

const loadLightbox = () => import('./example-lightbox.tsx');
const ExampleLightbox = lazy(loadLightbox);
const count = LANDING_EXAMPLES.length;

export function ExampleGallery() {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const lastShown = useRef(0);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const alt = (id: string) => t(`landing.examples.items.${id}`);

  const show = (index: number) => {
    const wrapped = (index + count) % count;
    lastShown.current = wrapped;
    setLightboxWanted(true);
    setOpenIndex(wrapped);
  };
  const preload = () => void loadLightbox();

  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {LANDING_EXAMPLES.map((example, index) => (
          <li key={example.id}>
            <button
              ref={(node) => {
                thumbnails.current[index] = node;
              }}
              type="button"
              onClick={() => show(index)}
              onPointerEnter={preload}
              onFocus={preload}
              aria-label={t('landing.examples.open', { alt: alt(example.id) })}
              className="group block w-full overflow-hidden rounded-xl bg-slate-100 shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-500"
            >
              <ExamplePicture
                example={example}
                alt={alt(example.id)}
                sizes="(min-width: 1152px) 176px, (min-width: 1024px) 16vw, (min-width: 640px) 31vw, 47vw"
                loading="lazy"
                decoding="async"
                className="aspect-[2/3] h-auto w-full transition duration-300 group-hover:scale-[1.03]"
              />
            </button>
          </li>
        ))}
      </ul>

      {lightboxWanted ? (
        <Suspense fallback={null}>
          <ExampleLightbox
            openIndex={openIndex}
            show={show}
            close={() => setOpenIndex(null)}
            onClosed={() => thumbnails.current[lastShown.current]?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
