/**
 * Starts the app in #root: hydrates a prerendered public page (scripts/prerender.ts wrote it for a
 * visitor without a session) or renders the client app into the empty shell.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import i18n, { isLanguage, loadLanguage } from './lib/i18n.ts';
import { basenameOf } from './lib/public-site.ts';
import { SESSION_QUERY_KEY } from './lib/session.tsx';
import { hasSessionHint } from './lib/session-hint.ts';

/**
 * A prerendered page's route chunks (listed by the build in #root's data-page-chunks), loaded
 * together before hydration so the lazy page renders at once instead of suspending over its HTML.
 */
function loadPageChunks(container: HTMLElement): Promise<unknown> {
  const chunks = (container.dataset.pageChunks ?? '').split(' ').filter(Boolean);
  return Promise.all(chunks.map((chunk) => import(/* @vite-ignore */ chunk)));
}

/** `afterHydrating` runs once the prerendered page has hydrated (main.tsx gives its held clicks). */
function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(callback);
  else setTimeout(callback, 500);
}

export async function startApp(container: HTMLElement, afterHydrating?: () => void): Promise<void> {
  const language = i18n.language;
  const texts = isLanguage(language) ? loadLanguage(language) : Promise.resolve();
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <BrowserRouter basename={basenameOf(window.location.pathname)}>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );

  if (!container.firstElementChild) {
    await texts;
    createRoot(container).render(app);
    return;
  }
  // Hydrated as the visitor without a session it was rendered for; the session is asked after.
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  await Promise.all([texts, loadPageChunks(container).catch(() => undefined)]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (total blocking time); the page is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // Once the page has hydrated (React works in small tasks until then; the browser is idle after):
  // an update reaching a page still hydrating would make React drop its server HTML and render it
  // again (a spinner, then the page: a layout shift), and a click there could be lost.
  whenIdle(() => {
    afterHydrating?.();
    if (hasSessionHint()) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  });
}
