/**
 * The islands of a prerendered public page, for a visitor without a session (main.tsx chooses):
 * every `[data-island]` element the page holds is hydrated on its own with its component and the
 * props written beside it, using the texts the page carries. Built apart from the app
 * (vite.islands.config.ts), without the router, i18next or the query cache.
 */
import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SiteNavbar } from '../app/layouts/site-navbar.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { SupportWidget } from '../components/support-widget/support-widget.tsx';
import { ExampleGallery } from '../features/marketing/components/example-gallery.tsx';
import { PricingPlans } from '../features/marketing/components/pricing-plans.tsx';
import { TestimonialCarousel } from '../features/marketing/components/testimonial-carousel.tsx';
import { languageOfPath } from '../lib/public-site.ts';
import { ISLAND_TEXTS_ELEMENT_ID, type IslandName } from './island.tsx';
import { setIslandTexts, type Texts } from './texts.ts';

// biome-ignore lint/suspicious/noExplicitAny: each island's own props, from its element's data-props
const components: Record<IslandName, ComponentType<any>> = {
  navbar: SiteNavbar,
  language: LanguageSwitcher,
  gallery: ExampleGallery,
  testimonials: TestimonialCarousel,
  pricing: PricingPlans,
  support: SupportWidget,
};

function readTexts(): Texts {
  const element = document.getElementById(ISLAND_TEXTS_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Texts) : {};
}

/** Whether the island shows on screen now (its wrapper has no box: its first element's). */
function onScreen(element: HTMLElement): boolean {
  const box = element.firstElementChild?.getBoundingClientRect();
  return Boolean(box && box.bottom > 0 && box.top < window.innerHeight && box.width > 0);
}

/** Calls `onHydrated` once its island's hydration has committed. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the hydration commit
  useEffect(() => onHydrated?.(), []);
  return children;
}

function hydrateIsland(element: HTMLElement, onHydrated?: () => void) {
  const Component = components[element.dataset.island as IslandName];
  if (!Component) return;
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  // As a transition, hydration yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <Hydrated onHydrated={onHydrated}>
          <Component {...props} />
        </Hydrated>
      </StrictMode>,
    );
  });
}

/**
 * Islands below the fold hydrate when they come near the screen (or when clicked first: the click
 * is held, the island hydrated, and the click given again), so a visit that reads the top of the
 * page runs no code for the rest.
 */
function hydrateWhenNear(islands: HTMLElement[]) {
  const waiting = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) hydrateNow(entry.target);
    },
    { rootMargin: '300px 0px' },
  );
  function hydrateNow(box: Element, onHydrated?: () => void) {
    const island = waiting.get(box);
    if (!island) return;
    waiting.delete(box);
    observer.unobserve(box);
    hydrateIsland(island, onHydrated);
  }
  for (const island of islands) {
    const box = island.firstElementChild;
    if (!box) continue;
    waiting.set(box, island);
    observer.observe(box);
  }
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const box = button?.closest('[data-island]')?.firstElementChild;
      if (!button || !box || !waiting.has(box)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hydrateNow(box, () => button.click());
    },
    true,
  );
}

/**
 * Hydrates the page's islands: those on screen at once, the others as they come near it.
 * `afterHydrating` runs once the first ones are (main.tsx gives the clicks it held).
 */
export function hydrateIslands(afterHydrating?: () => void): void {
  setIslandTexts(readTexts(), languageOfPath(window.location.pathname) ?? document.documentElement.lang);
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const later = islands.filter((island) => !onScreen(island));
  const now = islands.filter((island) => !later.includes(island));
  let left = now.length;
  const done = () => {
    left -= 1;
    if (left === 0) afterHydrating?.();
  };
  for (const island of now) hydrateIsland(island, done);
  if (!now.length) afterHydrating?.();
  hydrateWhenNear(later);
}
