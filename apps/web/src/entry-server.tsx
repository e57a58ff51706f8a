/**
 * Server entry of the build's prerender step (scripts/prerender.ts): renders one public page, in one
 * language, to the HTML that main.tsx later hydrates. Rendered as a visitor without a session, with
 * every lazy route chunk awaited (react-dom/static waits for Suspense), so the HTML holds the page.
 */
import type { ReactElement } from 'react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesFromChildren, matchRoutes, StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import i18n, { loadLanguage } from './lib/i18n.ts';
import { basenameOf, localizedPath, type SiteLanguage } from './lib/public-site.ts';
import { SESSION_QUERY_KEY } from './lib/session.tsx';

export { PRERENDERED_PATHS, SITE_LANGUAGES } from './lib/public-site.ts';

/** True when the router has a page of its own for `path` (not only the catch-all redirect). */
export function routerHasPage(path: string): boolean {
  const routes = createRoutesFromChildren(
    (AppRoutes() as ReactElement<{ children: ReactElement }>).props.children,
  );
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1);
  return Boolean(leaf && leaf.route.path !== '*');
}

/** A text of the locale files in a language, or undefined when the key is missing. */
export function translate(key: string, language: SiteLanguage): string | undefined {
  return i18n.exists(key, { lng: language, fallbackLng: false }) ? i18n.t(key, { lng: language }) : undefined;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderOnce(path: string, language: SiteLanguage): Promise<string> {
  const url = localizedPath(path, language);
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url} basename={basenameOf(url)}>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
    // One piece: React would otherwise move a large boundary's content after the shell, revealed by
    // an inline script (which the CSP refuses and hydration does not expect).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}

/** A Suspense boundary that was still waiting when the shell was written (sent later with a script). */
const PENDING_BOUNDARY = '<template id="B:';

/**
 * The markup of #root for an app path ('/pricing') in a language. A first render loads the page's
 * lazy chunks and leaves their boundaries to inline scripts; once loaded, a render is inline HTML
 * (no script: the CSP allows none, and hydration expects the content in place).
 */
export async function renderPage(path: string, language: SiteLanguage): Promise<string> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  for (let attempt = 0; attempt < 5; attempt++) {
    const html = await renderOnce(path, language);
    if (!html.includes(PENDING_BOUNDARY)) return html;
  }
  throw new Error(`prerender: ${path} (${language}) still suspends after 5 renders`);
}
