/**
 * The public site as search engines and link previews see it (issue 9, "Fast and findable"): the
 * prerendered HTML without JavaScript (content, title, description, canonical, hreflang, Open Graph,
 * Twitter card, lang), French under /fr, robots.txt and sitemap.xml; then the same pages hydrated
 * (no console error: a hydration mismatch would be one), and the dashboard still a client app.
 */
import { gzipSync } from 'node:zlib';
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

  // A link of the hydrated navbar (a page load: a visitor without a session has no client router).
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
  // The islands' entry (and the app's, were it asked for) is held back: the page is on screen, its
  // buttons not yet React's.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(start-app|islands)-[^/]+\.js$/, async (route) => {
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
  // Where the navbar's links sit for a visitor (the prerendered state a signed-in page starts in).
  const servicesLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' });
  await page.goto('/', { waitUntil: 'networkidle' });
  const signedOutBox = await servicesLink.boundingBox();
  await signUpAndVerify(page, 'seo');
  await watchMainContent(page);
  const dashboardHtml = await (await page.request.get('/dashboard/ai-agent')).text();
  expect(dashboardHtml).toContain('<div id="root"></div>');

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(await removedFromMain(page), 'the prerendered content was kept').toEqual([]);
  // The account's buttons replaced Login and Sign Up without moving the links beside them.
  expect(await servicesLink.boundingBox()).toEqual(signedOutBox);
  // The app kept the title the prerendered head gave the page.
  await expect(page).toHaveTitle('Affiliate Autopilot · Amazon affiliate articles and pins in 3 clicks');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);

  await page.goto('/dashboard/generated-content');
  await expect(page).toHaveURL(/\/dashboard\/generated-content$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

/** The scripts a page load fetches, with the bytes each weighs compressed by gzip -9. */
function watchScripts(page: Page) {
  const scripts: Array<{ url: string; gzip: Promise<number> }> = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\/assets\/[^/]+\.js$/.test(url)) return;
    scripts.push({ url, gzip: response.body().then((body) => gzipSync(body, { level: 9 }).length) });
  });
  return async () => ({
    names: scripts.map(({ url }) => url.replace(/^.*\/assets\//, '')),
    gzip: (await Promise.all(scripts.map(({ gzip }) => gzip))).reduce((sum, bytes) => sum + bytes, 0),
  });
}

test('a visitor without a session gets the page and its islands, not the app', async ({ page }) => {
  for (const path of ['/', '/pricing', '/fr/services']) {
    const scripts = watchScripts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Interactive: the support panel opens (a click before hydration is given again after it).
    const french = path.startsWith('/fr');
    await page.getByRole('button', { name: french ? 'Assistance' : 'Support', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const { names } = await scripts();
    expect(
      names.some((name) => name.startsWith('islands-')),
      `${path}: ${names}`,
    ).toBe(true);
    expect(
      names.some((name) => /^(start-app|i18n|api-client)-/.test(name)),
      `${path}: ${names}`,
    ).toBe(false);
  }
});

test('the JavaScript a visitor without a session needs before the landing is interactive is at most 90 kB gzip', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const toggle = page.getByRole('button', { name: 'Support' });
  await expect(toggle).toBeVisible();
  const { names, gzip } = await scripts();
  expect(
    names.some((name) => name.startsWith('islands-')),
    names.join(', '),
  ).toBe(true);
  expect(gzip, names.join(', ')).toBeLessThanOrEqual(90 * 1024);
  // And it is interactive with that: the mobile menu of a phone opens.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
});

test('a signed-in visitor gets the whole app on a public page', async ({ page }) => {
  await signUpAndVerify(page, 'islands');
  const scripts = watchScripts(page);
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  const { names } = await scripts();
  expect(
    names.some((name) => name.startsWith('start-app-')),
    names.join(', '),
  ).toBe(true);
  expect(
    names.some((name) => name.startsWith('islands-')),
    names.join(', '),
  ).toBe(false);
});

test('an island below the fold hydrates when it is first clicked, and that click is not lost', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  // The navbar (on screen) is hydrated: its menu button answers on a phone-sized window.
  await page.setViewportSize({ width: 375, height: 700 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  // Far below, the example gallery has not come near the screen: clicked from script (no scrolling),
  // it hydrates then and opens its lightbox.
  const top = await page.evaluate(() => {
    const thumbnail = document.querySelector<HTMLButtonElement>('[data-island="gallery"] button');
    const box = thumbnail?.getBoundingClientRect();
    thumbnail?.click();
    return box?.top ?? 0;
  });
  expect(top).toBeGreaterThan(700 + 300);
  await expect(page.getByRole('dialog', { name: 'Example pin 1 of 6' })).toBeVisible();
});
