/**
 * The example pins' lightbox (PRODUCT.md §1), loaded on the first hover, focus or click of a thumbnail so
 * the landing does not carry the dialog's code: the pin full size in a Radix dialog, closed by a click
 * outside it, Esc or its close button; ←/→ and the visible buttons move between pins; focus stays
 * inside while open, and the gallery gives it back to the thumbnail of the pin last shown.
 */
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_EXAMPLES } from '../data/landing-examples.ts';
import { ExamplePicture } from './example-picture.tsx';

const count = LANDING_EXAMPLES.length;
const iconButton =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-lg ring-1 ring-slate-900/10 hover:bg-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-400';

export default function ExampleLightbox({
  openIndex,
  show,
  close,
  onClosed,
}: {
  /** The pin shown, or null when closed. */
  openIndex: number | null;
  /** Shows the pin at this index (wrapping around). */
  show: (index: number) => void;
  close: () => void;
  /** After closing: where focus goes back. */
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const alt = (id: string) => t(`landing.examples.items.${id}`);
  const onKeyDown = (event: KeyboardEvent) => {
    if (openIndex === null) return;
    if (event.key === 'ArrowLeft') show(openIndex - 1);
    else if (event.key === 'ArrowRight') show(openIndex + 1);
    else return;
    event.preventDefault();
  };
  const current = openIndex === null ? undefined : LANDING_EXAMPLES[openIndex];

  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => (open ? null : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/85" />
        {current && openIndex !== null ? (
          <Dialog.Content
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              onClosed();
            }}
            className="fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 focus:outline-none"
            style={{ width: 'min(calc(100vw - 2rem), calc((100dvh - 7rem) * 2 / 3), 800px)' }}
          >
            <figure className="relative">
              <ExamplePicture
                key={current.id}
                example={current}
                alt={alt(current.id)}
                sizes="min(calc(100vw - 2rem), calc((100vh - 7rem) * 2 / 3), 800px)"
                className="aspect-[2/3] h-auto w-full rounded-xl bg-slate-800 shadow-2xl"
              />
              <figcaption className="mt-3 text-center text-sm text-slate-100">
                <Dialog.Title className="font-semibold">
                  {t('landing.examples.dialogTitle', { current: openIndex + 1, total: count })}
                </Dialog.Title>
                <Dialog.Description className="mt-0.5 text-slate-300">{alt(current.id)}</Dialog.Description>
              </figcaption>
              <button
                type="button"
                onClick={() => show(openIndex - 1)}
                aria-label={t('landing.examples.previous')}
                className={`${iconButton} absolute top-1/2 left-2 -translate-y-1/2 sm:-left-16`}
              >
                <ChevronLeft className="h-6 w-6" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => show(openIndex + 1)}
                aria-label={t('landing.examples.next')}
                className={`${iconButton} absolute top-1/2 right-2 -translate-y-1/2 sm:-right-16`}
              >
                <ChevronRight className="h-6 w-6" aria-hidden="true" />
              </button>
              <Dialog.Close aria-label={t('common.close')} className={`${iconButton} absolute top-2 right-2`}>
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </figure>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
