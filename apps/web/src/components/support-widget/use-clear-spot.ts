/**
 * Where the floating support button may sit without covering a control: the bottom-right corner, else
 * the bottom-left, else nowhere (hidden until the page scrolls a control away). Pages keep room at
 * their bottom, so at the end of every page a corner is free. Checked on scroll, resize and DOM
 * changes, once per frame, by hit-testing a few points of each corner: cheap whatever the page's size.
 */
import { type RefObject, useEffect, useState } from 'react';

export type Spot = 'right' | 'left' | 'hidden';

/** What a user can act on (a label too: clicking it acts on its field). */
const CONTROL =
  'a[href],button,input,select,textarea,summary,label,[role="button"],[role="link"],[role="checkbox"],[role="switch"],[role="tab"],[role="combobox"],[role="menuitem"],[contenteditable="true"],[tabindex]:not([tabindex="-1"])';

/** The button's box: 56 px, 16 px from the corner (right-4 bottom-4 h-14 w-14). */
const SIZE = 56;
const MARGIN = 16;

/** A container bigger than this share of the viewport (a scrollable region, a card) is not "a control". */
const LARGEST_CONTROL_SHARE = 0.25;

function cornerPoints(spot: Exclude<Spot, 'hidden'>, width: number, height: number): [number, number][] {
  const left = spot === 'right' ? width - MARGIN - SIZE : MARGIN;
  const top = height - MARGIN - SIZE;
  const points: [number, number][] = [];
  for (const dx of [2, SIZE / 2, SIZE - 2])
    for (const dy of [2, SIZE / 2, SIZE - 2]) points.push([left + dx, top + dy]);
  return points;
}

function controlUnder(x: number, y: number, own: Element, viewportArea: number): boolean {
  for (const element of document.elementsFromPoint(x, y)) {
    if (own.contains(element)) continue;
    // The topmost element under the point decides: a control, or something covering any control.
    const control = element.closest(CONTROL);
    if (!control) return false;
    const box = control.getBoundingClientRect();
    return box.width * box.height <= viewportArea * LARGEST_CONTROL_SHARE;
  }
  return false;
}

export function isSpotClear(spot: Exclude<Spot, 'hidden'>, own: Element): boolean {
  const { innerWidth: width, innerHeight: height } = window;
  return cornerPoints(spot, width, height).every(([x, y]) => !controlUnder(x, y, own, width * height));
}

/** The corner the element at `ref` (the button's wrapper) should use now. */
export function useClearSpot(ref: RefObject<HTMLElement | null>, paused: boolean): Spot {
  const [spot, setSpot] = useState<Spot>('right');
  useEffect(() => {
    const own = ref.current;
    // An open panel stays where it was opened; jsdom has no layout to test against.
    if (!own || paused || typeof document.elementsFromPoint !== 'function') return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setSpot(isSpotClear('right', own) ? 'right' : isSpotClear('left', own) ? 'left' : 'hidden');
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
    };
  }, [ref, paused]);
  return spot;
}
