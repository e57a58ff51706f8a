/**
 * The page's first script, kept tiny. A prerendered public page is painted from its HTML first; the
 * app (React, the router, i18n: start-app.tsx) downloads right after that first paint, so its bytes
 * do not compete with the page's CSS and content, and then hydrates the page. Every other page (the
 * client app's empty shell) starts the app at once.
 */
import './index.css';
import { LANG_STORAGE_KEY, languageOfPath, localizedPath, stripLanguagePrefix } from './lib/public-site.ts';

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

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const twin = frenchTwinOf(window.location);

if (twin) {
  window.location.replace(twin);
} else {
  const start = () => void import('./start-app.tsx').then(({ startApp }) => startApp(root));
  if (root.firstElementChild) afterFirstPaint(start);
  else start();
}
