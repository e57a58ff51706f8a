/**
 * Where the floating support button may sit without covering a control or a line of text: the
 * bottom-right corner, else the bottom-left, else nowhere (hidden until the page scrolls them away).
 * Pages keep room at their bottom, so at the end of every page a corner is free. Checked on scroll,
 * resize and DOM changes, once per frame, by hit-testing a few points of each corner: cheap whatever
 * the page's size.
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
  // Every 9 px: a line of text (14 px and more) or a control cannot slip between two rows of points.
  const offsets = [1, 10, 19, 28, 37, 46, 55];
  const points: [number, number][] = [];
  for (const dx of offsets) for (const dy of offsets) points.push([left + dx, top + dy]);
  return points;
}

/** Whether one of the element's own lines of text passes through the point. */
function textAt(element: Element, x: number, y: number): boolean {
  const range = document.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
  }
  return false;
}

function occupied(x: number, y: number, own: Element, viewportArea: number): boolean {
  for (const element of document.elementsFromPoint(x, y)) {
    if (own.contains(element)) continue;
    // The topmost element under the point decides: a control, a line of text, or neither.
    if (textAt(element, x, y)) return true;
    const control = element.closest(CONTROL);
    if (!control) return false;
    const box = control.getBoundingClientRect();
    return box.width * box.height <= viewportArea * LARGEST_CONTROL_SHARE;
  }
  return false;
}

export function isSpotClear(spot: Exclude<Spot, 'hidden'>, own: Element): boolean {
  const { innerWidth: width, innerHeight: height } = window;
  return cornerPoints(spot, width, height).every(([x, y]) => !occupied(x, y, own, width * height));
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
