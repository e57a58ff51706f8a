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

export { ISLAND_TEXTS, ISLAND_TEXTS_ELEMENT_ID } from './islands/island.tsx';
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

type TextTree = { [key: string]: string | TextTree };

function isTree(value: unknown): value is TextTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `over` on top of `under`, recursively (a language's texts over the English ones they lack). */
function overlay(under: unknown, over: unknown): unknown {
  if (!isTree(under) || !isTree(over)) return over ?? under;
  const merged: TextTree = { ...under };
  for (const [key, value] of Object.entries(over)) merged[key] = overlay(under[key], value) as TextTree;
  return merged;
}

/**
 * The texts under `prefixes` ('nav', 'common.close') in a language, English filling what it lacks,
 * nested as in the locale files: what a page's islands read instead of i18next (islands/texts.ts).
 */
export async function islandTexts(language: SiteLanguage, prefixes: readonly string[]): Promise<TextTree> {
  await loadLanguage(language);
  const texts: TextTree = {};
  for (const prefix of prefixes) {
    const value = overlay(
      i18n.getResource('en', 'translation', prefix),
      i18n.getResource(language, 'translation', prefix),
    );
    if (value === undefined) throw new Error(`prerender: no texts under '${prefix}'`);
    const parts = prefix.split('.');
    const last = parts.pop() as string;
    let node = texts;
    for (const part of parts) {
      const child = node[part];
      if (isTree(child)) {
        node = child;
      } else {
        const created: TextTree = {};
        node[part] = created;
        node = created;
      }
    }
    node[last] = overlay(node[last], value) as TextTree;
  }
  return texts;
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
