import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { readStoredLanguage } from './lib/i18n.ts';
import { basenameOf, languageOfPath, localizedPath, stripLanguagePrefix } from './lib/public-site.ts';
import { SESSION_QUERY_KEY } from './lib/session.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** A visitor who chose French and opens an English public page gets its French twin. */
function frenchTwinOf(location: Location): string | undefined {
  if (languageOfPath(location.pathname) !== 'en' || readStoredLanguage() !== 'fr') return undefined;
  return `${localizedPath(stripLanguagePrefix(location.pathname), 'fr')}${location.search}${location.hash}`;
}

/**
 * A prerendered page's route chunks (the build lists them as modulepreload links marked data-page):
 * loaded before hydration, so the lazy page renders at once instead of suspending over its HTML.
 */
function loadPageChunks(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-page]');
  return Promise.all(Array.from(links, (link) => import(/* @vite-ignore */ link.href)));
}

async function start(container: HTMLElement) {
  const twin = frenchTwinOf(window.location);
  if (twin) {
    window.location.replace(twin);
    return;
  }
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
    createRoot(container).render(app);
    return;
  }
  // Prerendered pages were rendered for a visitor without a session: hydrate as one, then ask the
  // server if the session hint (aa_signed_in, see lib/session.tsx) says there may be one.
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  await loadPageChunks().catch(() => undefined);
  hydrateRoot(container, app);
  if (/(?:^|;\s*)aa_signed_in=/.test(document.cookie)) {
    // Asked once the page has hydrated: an update reaching a page still hydrating would make React
    // drop its server HTML and render it again (a spinner, then the page: a layout shift).
    const refresh = () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    if ('requestIdleCallback' in window) requestIdleCallback(refresh);
    else setTimeout(refresh, 500);
  }
}

void start(root);
