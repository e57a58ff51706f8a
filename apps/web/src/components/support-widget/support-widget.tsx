/**
 * The floating support button of every page (PRODUCT.md §2 Support widget). Only the button is in the
 * page's bundle: the panel's code loads on first intent (hover, focus or click). It never covers a
 * control: it takes the free bottom corner, or waits out of sight until one is free (use-clear-spot.ts).
 */
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useClearSpot } from './use-clear-spot.ts';

const loadPanel = () => import('./support-panel.tsx');
const SupportPanel = lazy(loadPanel);

export const SUPPORT_PANEL_ID = 'support-panel';

export function SupportWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The panel mounts on the first open and stays mounted (closed) after it: no second download.
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A focused or open button stays where the user found it.
  const spot = useClearSpot(buttonRef, open || focused);
  const preload = () => void loadPanel();

  // z-30: below the navbar's menu, the dashboard's mobile sidebar and every dialog (z-40 and up).
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('support.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? SUPPORT_PANEL_ID : undefined}
        onPointerEnter={preload}
        onFocus={() => {
          setFocused(true);
          preload();
        }}
        onBlur={() => setFocused(false)}
        data-spot={spot}
        onClick={() => {
          setWanted(true);
          setOpen((current) => !current);
        }}
        className={cn(
          'fixed bottom-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-500/30 transition-opacity hover:from-indigo-500 hover:to-violet-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 print:hidden',
          spot === 'left' ? 'left-4' : 'right-4',
          spot === 'hidden' && 'invisible opacity-0',
        )}
      >
        <MessageCircle className="h-6 w-6" aria-hidden="true" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SupportPanel id={SUPPORT_PANEL_ID} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
