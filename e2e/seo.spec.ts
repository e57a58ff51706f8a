/**
 * The public site as search engines and link previews see it (issue 9, "Fast and findable"): the
 * prerendered HTML without JavaScript (content, title, description, canonical, hreflang, Open Graph,
 * Twitter card, lang), French under /fr, robots.txt and sitemap.xml; then the same pages hydrated
 * (no console error: a hydration mismatch would be one), and the dashboard still a client app.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signUpAndVerify } from './support/users.ts';

/** The origin the build wrote into canonical and sitemap URLs (PUBLIC_SITE_URL at build time). */
const site = (process.env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];
const linkHref = (html: string, rel: string, extra = '') =>
  html.match(new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`))?.[1];
const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root"'));

/**
 * Records the page's sections removed from <main> while it loads. Hydration adopts the prerendered DOM;
 * if React gave up on it (a mismatch, or an update reaching the page while it hydrated) it would
 * replace the content, through the spinner: a layout shift no console error reports.
 */
async function watchMainContent(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedFromMain: string[] }).removedFromMain = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        // The page's own sections (main's children); what they show inside may change (signed in).
        if (!(record.target instanceof Element && record.target.tagName === 'MAIN')) continue;
        for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.tagName);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const removedFromMain = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain);

test('the landing page is complete HTML before any JavaScript runs', async ({ page }) => {
  const response = await page.request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();

  expect(html).toContain('<html lang="en"');
  // The hero's heading and its calls to action are in the HTML: no spinner before the content.
  expect(rootMarkup(html)).toMatch(/<h1[^>]*>[^<]*3 clicks|<h1[^>]*>.*?3 clicks/s);
  expect(rootMarkup(html)).toContain('href="/auth?mode=signup');
  expect(rootMarkup(html)).not.toContain('animate-spin');

  const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '';
  expect(title).toContain('Affiliate Autopilot');
  const description = metaContent(html, 'name', 'description') ?? '';
  expect(description.length).toBeGreaterThan(50);
  expect(linkHref(html, 'canonical')).toBe(`${site}/`);
  expect(linkHref(html, 'alternate', ' hreflang="en"')).toBe(`${site}/`);
  expect(linkHref(html, 'alternate', ' hreflang="fr"')).toBe(`${site}/fr`);
  expect(linkHref(html, 'alternate', ' hreflang="x-default"')).toBe(`${site}/`);

  expect(metaContent(html, 'property', 'og:title')).toBe(title);
  expect(metaContent(html, 'property', 'og:description')).toBe(description);
  expect(metaContent(html, 'property', 'og:url')).toBe(`${site}/`);
  expect(metaContent(html, 'property', 'og:type')).toBe('website');
  expect(metaContent(html, 'property', 'og:image')).toBe(`${site}/og-image.png`);
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'name', 'twitter:title')).toBe(title);

  const image = await page.request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('each public page has its own head, in English and in French', async ({ page }) => {
  const titles = new Set<string>();
  for (const path of ['/', '/services', '/pricing', '/privacy', '/terms', '/cookies', '/contact']) {
    for (const [prefix, lang] of [
      ['', 'en'],
      ['/fr', 'fr'],
    ] as const) {
      const url = prefix && path === '/' ? prefix : `${prefix}${path}`;
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${lang}"`);
      expect(linkHref(html, 'canonical'), url).toBe(`${site}${url}`);
      expect(rootMarkup(html), url).toContain('<main');
      titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '');
    }
  }
  expect(titles.size, 'a distinct title per page and language').toBe(14);
});

test('/fr is the French landing page, and the French pages link to each other', async ({ page }) => {
  const html = await (await page.request.get('/fr')).text();
  expect(html).toContain('<html lang="fr"');
  expect(rootMarkup(html)).toContain('3 clics');
  expect(rootMarkup(html)).toContain('href="/fr/pricing"');
  expect(metaContent(html, 'property', 'og:locale')).toBe('fr_FR');
  expect(linkHref(html, 'canonical')).toBe(`${site}/fr`);

  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('3 clics');
  await page
    .getByRole('navigation', { name: /principal|main/i })
    .getByRole('link', { name: 'Tarifs' })
    .click();
  await expect(page).toHaveURL(/\/fr\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible();

  // Switching to English loads the English page at its own URL.
  await page.locator('button[lang="en"]').first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
});

test('robots.txt keeps crawlers out of the app and points at the sitemap', async ({ page }) => {
  const response = await page.request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  const robots = await response.text();
  for (const path of [
    '/dashboard',
    '/auth',
    '/api',
    '/dev',
    '/sandbox',
    '/verify-email',
    '/reset-password',
    '/forgot-password',
  ]) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('sitemap.xml lists every public page in both languages with its alternates', async ({ page }) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const sitemap = await response.text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of ['/services', '/pricing', '/privacy', '/terms', '/cookies', '/contact']) {
    expect(locs).toContain(`${site}${path}`);
    expect(locs).toContain(`${site}/fr${path}`);
  }
  expect(locs).toContain(`${site}/`);
  expect(locs).toContain(`${site}/fr`);
  expect(locs.some((loc) => /dashboard|auth/.test(loc ?? ''))).toBe(false);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${site}/fr/pricing"/>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/pricing"/>`);
});

test('a prerendered page hydrates without a console error and is interactive', async ({ page }) => {
  await watchMainContent(page);
  await page.goto('/pricing');
  const monthly = page.getByRole('button', { name: 'Monthly' });
  const annual = page.getByRole('button', { name: /Annual/ });
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  // The toggle answers once hydrated (the HTML alone would ignore the click).
  await expect(async () => {
    await monthly.click();
    await expect(monthly).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
  await expect(annual).toHaveAttribute('aria-pressed', 'false');
  expect(await removedFromMain(page), 'the prerendered content was kept').toEqual([]);

  // A client-side navigation from a hydrated page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

  for (const path of ['/', '/privacy', '/terms', '/cookies', '/contact', '/fr/services']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await removedFromMain(page), `${path}: the prerendered content was kept`).toEqual([]);
  }
});

test('a click on a button before the page has hydrated is not lost', async ({ page }) => {
  // The app's chunk is held back: the page is on screen, its buttons not yet React's.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/pricing');
  const monthly = page.getByRole('button', { name: 'Monthly' });
  await monthly.click();
  await expect(monthly).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
});

test('signed in, a prerendered page shows the signed-in navbar after hydration; the dashboard is a client app', async ({
  page,
}) => {
  await signUpAndVerify(page, 'seo');
  await watchMainContent(page);
  const dashboardHtml = await (await page.request.get('/dashboard/ai-agent')).text();
  expect(dashboardHtml).toContain('<div id="root"></div>');

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await removedFromMain(page), 'the prerendered content was kept').toEqual([]);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);

  await page.goto('/dashboard/generated-content');
  await expect(page).toHaveURL(/\/dashboard\/generated-content$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
