/**
 * The page's first script, kept tiny. A prerendered public page is painted from its HTML first; its
 * code downloads right after that first paint, so its bytes do not compete with the page's CSS and
 * content: for a visitor without a session, only the page's islands (islands/main.tsx, built apart:
 * React and the page's interactive parts, listed by the build in #root's data-islands); for a
 * signed-in visitor, the whole app (React, the router, i18n: start-app.tsx), which hydrates the page
 * and shows the account in it. Every other page (the client app's empty shell) starts the app at once.
 */
import './index.css';
import { LANG_STORAGE_KEY, languageOfPath, localizedPath, stripLanguagePrefix } from './lib/public-site.ts';
import { hasSessionHint } from './lib/session-hint.ts';

/** A visitor who chose French and opens an English public page gets its French twin. */
function frenchTwinOf({ pathname, search, hash }: Location): string | undefined {
  if (languageOfPath(pathname) !== 'en') return undefined;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    // Storage blocked: no choice was kept.
  }
  return stored === 'fr'
    ? `${localizedPath(stripLanguagePrefix(pathname), 'fr')}${search}${hash}`
    : undefined;
}

/** Runs `callback` once the browser has painted the page's content (or after 3 s at the latest). */
function afterFirstPaint(callback: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  setTimeout(once, 3000);
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the frame after the next one is after a paint.
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

/**
 * Until the page hydrates its buttons do nothing (links work: they are links). A click on one is
 * held and given again once React has the page, so a visitor quicker than the download (or a test)
 * is not ignored. Returns the function that gives them again.
 */
function holdEarlyClicks(container: HTMLElement): () => void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const twin = frenchTwinOf(window.location);

interface IslandsEntry {
  hydrateIslands(afterHydrating?: () => void): void;
}

/** The islands' entry and the chunks it imports, fetched together (not one after the other). */
function loadIslands(files: string[]): Promise<IslandsEntry> {
  const modules = files.map((file) => import(/* @vite-ignore */ file));
  return Promise.all(modules).then(([entry]) => entry as IslandsEntry);
}

if (twin) {
  window.location.replace(twin);
} else if (root.firstElementChild) {
  const replayClicks = holdEarlyClicks(root);
  const islands = (root.dataset.islands ?? '').split(' ').filter(Boolean);
  afterFirstPaint(() => {
    if (islands.length && !hasSessionHint()) {
      void loadIslands(islands).then(({ hydrateIslands }) => hydrateIslands(replayClicks));
    } else {
      void import('./start-app.tsx').then(({ startApp }) => startApp(root, replayClicks));
    }
  });
} else {
  void import('./start-app.tsx').then(({ startApp }) => startApp(root));
}
