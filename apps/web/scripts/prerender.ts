/**
 * Build step after `vite build` (client) and `vite build --ssr` (src/entry-server.tsx): writes every
 * public page in every language as HTML that hydrates — dist/index.html, dist/pricing/index.html,
 * dist/fr/index.html, dist/fr/pricing/index.html… — with its head (title, description, canonical,
 * hreflang, Open Graph, Twitter card; its route chunks and its islands' files listed for main.tsx, its
 * islands' texts in a JSON data block), then sitemap.xml and robots.txt.
 * The client app's empty shell moves to dist/app.html: the server's fallback for every other path.
 *
 * PUBLIC_SITE_URL (default http://localhost:3000) is the origin of canonical and sitemap URLs.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_SITE_LANGUAGE,
  localizedPath,
  PRERENDERED_PATHS,
  type PrerenderedPath,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '../src/lib/public-site.ts';
import { PRODUCT_NAME, pageMeta, pageModules } from './page-meta.ts';

interface ServerEntry {
  renderPage(path: string, language: SiteLanguage): Promise<string>;
  routerHasPage(path: string): boolean;
  islandTexts(language: SiteLanguage, prefixes: readonly string[]): Promise<object>;
  ISLAND_TEXTS: Record<string, readonly string[]>;
  ISLAND_TEXTS_ELEMENT_ID: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
// The same .env as the server's (the shell's variables win).
if (existsSync(path.resolve(webRoot, '../../.env'))) process.loadEnvFile(path.resolve(webRoot, '../../.env'));
const siteUrl = (process.env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
const ogLocale: Record<SiteLanguage, string> = { en: 'en_US', fr: 'fr_FR' };

/** Paths no search engine should crawl: the client app, the API, the sandboxes. */
const disallowed = [
  '/dashboard',
  '/auth',
  '/api',
  '/dev',
  '/sandbox',
  '/verify-email',
  '/reset-password',
  '/forgot-password',
  '/revert-email',
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const absolute = (urlPath: string) => `${siteUrl}${urlPath === '/' ? '/' : urlPath}`;

function alternates(page: PrerenderedPath): Array<{ hreflang: string; href: string }> {
  return [
    ...SITE_LANGUAGES.map((language) => ({
      hreflang: language,
      href: absolute(localizedPath(page, language)),
    })),
    { hreflang: 'x-default', href: absolute(localizedPath(page, DEFAULT_SITE_LANGUAGE)) },
  ];
}

/** The page's route chunk and the chunks it imports that the entry does not already load. */
function pageChunks(
  manifest: Manifest,
  page: PrerenderedPath,
): { page?: string; deps: string[]; css: string[] } {
  const key = pageModules[page];
  const chunk = key ? manifest[key] : undefined;
  if (!chunk) {
    console.warn(`prerender: no chunk of ${page} in the manifest (${key ?? 'not in page-meta.ts'})`);
    return { deps: [], css: [] };
  }
  const entryKey = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  const inEntry = new Set<string>();
  const walk = (name: string, into: Set<string>) => {
    if (into.has(name)) return;
    into.add(name);
    for (const child of manifest[name]?.imports ?? []) walk(child, into);
  };
  if (entryKey) walk(entryKey, inEntry);
  const needed = new Set<string>();
  for (const child of chunk.imports ?? []) walk(child, needed);
  const deps = [...needed].filter((name) => !inEntry.has(name)).map((name) => manifest[name]?.file ?? '');
  const entryCss = new Set([...inEntry].flatMap((name) => manifest[name]?.css ?? []));
  const css = [chunk, ...[...needed].map((name) => manifest[name])]
    .flatMap((item) => item?.css ?? [])
    .filter((file) => !entryCss.has(file));
  return { page: chunk.file, deps: deps.filter(Boolean), css };
}

function headFor(page: PrerenderedPath, language: SiteLanguage, manifest: Manifest): string {
  const meta = pageMeta[page][language];
  const url = absolute(localizedPath(page, language));
  const image = `${siteUrl}/og-image.png`;
  const chunks = pageChunks(manifest, page);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternates(page).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${ogLocale[language]}" />`,
    ...SITE_LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${ogLocale[other]}" />`,
    ),
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${PRODUCT_NAME}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...chunks.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}

/**
 * The page's route chunks, for main.tsx to load with the app after the first paint (not preloaded
 * from the head: they would compete with the page's CSS and content for the network).
 */
function pageChunksAttribute(page: PrerenderedPath, language: SiteLanguage, manifest: Manifest): string {
  const chunks = pageChunks(manifest, page);
  // The language's core texts (lib/i18n.ts loadLanguage), English being in the app's chunk.
  const texts =
    language === DEFAULT_SITE_LANGUAGE ? undefined : manifest[`src/lib/locales/${language}.json`]?.file;
  const files = [chunks.page, ...chunks.deps, texts].filter(Boolean).map((file) => `/${file}`);
  return files.length ? ` data-page-chunks="${files.join(' ')}"` : '';
}

/** The islands' entry (src/islands/main.tsx, vite.islands.config.ts) and the chunks it imports. */
function islandFiles(islandsManifest: Manifest): string[] {
  const entry = islandsManifest['src/islands/main.tsx'];
  if (!entry)
    throw new Error('prerender: the islands build is missing (vite build --config vite.islands.config.ts)');
  const files = new Set<string>();
  const walk = (chunk: ManifestChunk | undefined) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const name of chunk.imports ?? []) walk(islandsManifest[name]);
  };
  walk(entry);
  return [...files].map((file) => `/${file}`);
}

/** JSON inside a <script type="application/json"> data block: nothing in it can close the element. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The texts of the islands the page's markup holds (island.tsx ISLAND_TEXTS), as a data block. */
async function islandTextsBlock(entry: ServerEntry, markup: string, language: SiteLanguage): Promise<string> {
  const names = new Set([...markup.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1] ?? ''));
  const prefixes = [...names].flatMap((name) => {
    const ofIsland = entry.ISLAND_TEXTS[name];
    if (!ofIsland) throw new Error(`prerender: island '${name}' has no texts in ISLAND_TEXTS`);
    return ofIsland;
  });
  const texts = await entry.islandTexts(language, [...new Set(prefixes)]);
  return `<script type="application/json" id="${entry.ISLAND_TEXTS_ELEMENT_ID}">${jsonForHtml(texts)}</script>`;
}

function pageHtml(
  shell: string,
  head: string,
  root: string,
  markup: string,
  language: SiteLanguage,
  islandTexts: string,
): string {
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/\n\s*<title>[^<]*<\/title>/, '')
    .replace(/\n\s*<meta name="description"[^>]*>/, '')
    .replace(/\n\s*<\/head>/, `\n${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root"${root}>${markup}</div>\n    ${islandTexts}`);
}

function fileFor(urlPath: string): string {
  return path.join(dist, urlPath === '/' ? '' : urlPath, 'index.html');
}

function sitemap(pages: PrerenderedPath[]): string {
  const urls = pages.flatMap((page) =>
    SITE_LANGUAGES.map((language) => {
      const links = alternates(page)
        .map(
          ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${absolute(localizedPath(page, language))}</loc>\n${links}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

function robots(): string {
  const lines = ['User-agent: *', 'Allow: /', ...disallowed.map((prefix) => `Disallow: ${prefix}`)];
  // The same client pages under the French prefix.
  lines.push(
    ...disallowed.filter((prefix) => !/^\/(api|dev|sandbox)$/.test(prefix)).map((p) => `Disallow: /fr${p}`),
  );
  return `${lines.join('\n')}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

async function main() {
  const shellPath = path.join(dist, 'index.html');
  const shell = readFileSync(shellPath, 'utf8');
  copyFileSync(shellPath, path.join(dist, 'app.html'));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const islandsManifest = JSON.parse(
    readFileSync(path.join(dist, '.vite', 'islands-manifest.json'), 'utf8'),
  ) as Manifest;
  const islandsAttribute = ` data-islands="${islandFiles(islandsManifest).join(' ')}"`;
  const entry = (await import(
    pathToFileURL(path.join(webRoot, 'dist-ssr', 'entry-server.js')).href
  )) as ServerEntry;

  const rendered: PrerenderedPath[] = [];
  for (const page of PRERENDERED_PATHS) {
    if (!entry.routerHasPage(page)) {
      console.warn(`prerender: the router has no page at ${page} yet; skipped`);
      continue;
    }
    for (const language of SITE_LANGUAGES) {
      const urlPath = localizedPath(page, language);
      const markup = await entry.renderPage(page, language);
      const file = fileFor(urlPath);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        pageHtml(
          shell,
          headFor(page, language, manifest),
          `${pageChunksAttribute(page, language, manifest)}${islandsAttribute}`,
          markup,
          language,
          await islandTextsBlock(entry, markup, language),
        ),
      );
    }
    rendered.push(page);
  }
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(rendered));
  writeFileSync(path.join(dist, 'robots.txt'), robots());
  console.log(
    `prerendered ${rendered.length * SITE_LANGUAGES.length} pages (${rendered.join(', ')} × ${SITE_LANGUAGES.join(', ')}) for ${siteUrl}`,
  );
}

await main();
