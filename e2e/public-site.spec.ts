/**
 * The public site in Chromium (issue 9, PRODUCT.md §1, §2 Public layout, Services, Pricing, §9): each page's
 * content and links, the example pins' lightbox by mouse and keyboard, the testimonials' rotation on
 * a fake clock, the pricing math in both cycles, the footer, a 375 px phone, and the signed-in navbar.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { signUpAndVerify } from './support/users.ts';

const hrefOf = (locator: Locator) => locator.getAttribute('href');

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
}

/**
 * Opens a page and waits for the app to run: public pages are prerendered HTML that React hydrates
 * a moment later, and a click before that does nothing.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]');

test('the landing page: hero, statistics, features, how it works, examples, testimonials, guarantee, calls to action', async ({
  page,
}) => {
  await visit(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Affiliate articles and pins, live in 3 clicks',
  );
  const hero = main.locator('section').first();
  expect(await hrefOf(hero.getByRole('link', { name: 'Start free with 10 credits' }))).toBe(
    '/auth?mode=signup',
  );
  expect(await hrefOf(hero.getByRole('link', { name: 'Log in' }))).toBe('/auth?mode=login');
  await expect(hero.getByRole('list', { name: 'The 3 clicks' }).getByRole('listitem')).toHaveText([
    '1Pick two products',
    '2Choose a schedule',
    '3Launch the campaign',
  ]);

  for (const heading of [
    'What one campaign run does',
    'Everything between a product idea and a published post',
    'How it works',
    'Pins our composer drew',
    'What running on autopilot can look like',
    '30-day money-back guarantee',
    'Your first article is on us',
  ])
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(main.getByText('free credits at sign-up: one complete article, no card')).toBeVisible();
  // Honest copy: the testimonials say they are examples, next to them.
  await expect(main.getByText(/^Illustrative examples, not real customers/)).toBeVisible();
  await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(8);

  // Example pins: real images in AVIF (Chromium's pick), lazy, sized, with alt text.
  const pictures = main.getByRole('button', { name: /^View full size: / });
  await expect(pictures).toHaveCount(6);
  const firstImage = pictures.first().getByRole('img');
  await expect(firstImage).toHaveAttribute('loading', 'lazy');
  await expect(firstImage).toHaveAttribute('width', '400');
  await expect(firstImage).toHaveAttribute('height', '600');
  await expect(firstImage).toHaveAttribute('alt', /AirPods Pro 2 and Sony WF-1000XM5/);
  await firstImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await firstImage.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/assets\/earbuds-(400|800)-[\w-]+\.avif$/,
  );

  const finalCta = main.getByRole('link', { name: 'Start free with 10 credits' }).last();
  expect(await hrefOf(finalCta)).toBe('/auth?mode=signup');
  await finalCta.click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('the example lightbox: full size, arrows and buttons, closed by Esc and outside click, focus kept and restored', async ({
  page,
}) => {
  await visit(page, '/');
  const thumbnails = page.getByRole('button', { name: /^View full size: / });
  const thumbnailHeight = (await thumbnails.first().boundingBox())?.height ?? 0;
  await thumbnails.first().click();
  let dialog = page.getByRole('dialog', { name: 'Example pin 1 of 6' });
  await expect(dialog).toBeVisible();
  const fullImage = dialog.getByRole('img');
  await expect(fullImage).toHaveAttribute('alt', /AirPods Pro 2/);
  // Full size: as large as the window allows (the 800 px file where it is drawn wider than 400 px).
  await expect.poll(() => fullImage.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const fullHeight = (await fullImage.boundingBox())?.height ?? 0;
  expect(fullHeight).toBeGreaterThan(2 * thumbnailHeight);
  expect(fullHeight).toBeGreaterThan(0.75 * (page.viewportSize()?.height ?? 0));

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Example pin 2 of 6' })).toBeVisible();
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(page.getByRole('dialog', { name: 'Example pin 3 of 6' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous image' }).click();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  dialog = page.getByRole('dialog', { name: 'Example pin 6 of 6' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Example pin 1 of 6' })).toBeVisible();
  await page.keyboard.press('ArrowRight');

  // Focus stays inside while it is open.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // Back on the thumbnail of the pin last shown (the second).
  await expect(thumbnails.nth(1)).toBeFocused();

  // Keyboard only: Enter opens, a click outside the image closes.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Example pin 2 of 6' })).toBeVisible();
  // The dialog listens for clicks outside from its next tick on (the key that opened it is not one):
  // a click in the same instant is not yet outside anything, so click until it closes.
  await expect(async () => {
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(thumbnails.nth(1)).toBeFocused();
});

test('the testimonials move on every 3 s, pause on hover and focus, and not at all for reduced motion', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2025-06-01T10:00:00Z') });
  await visit(page, '/');
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(new Date('2025-06-01T10:01:00Z'));
  const carousel = page.getByRole('region', { name: 'Example testimonials' });
  const live = carousel.locator('[aria-live]');
  // Back to the first example, then hands off (pointer and focus outside).
  await carousel.getByRole('button', { name: 'Show example 1' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 1 of 8');
  await expect(activeSlide(page)).toContainText('Kitchen gadget blogger');
  await expect(activeSlide(page)).toContainText('Lyon, France');
  await expect(activeSlide(page)).toContainText('€1,240 / month in commissions');
  await expect(activeSlide(page).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(live).toHaveAttribute('aria-live', 'off');

  await page.clock.runFor(2900);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 1 of 8');
  await page.clock.runFor(100);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 2 of 8');
  await page.clock.runFor(3000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 3 of 8');

  await carousel.hover();
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 3 of 8');
  await page.mouse.move(0, 0);
  await expect(live).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(3000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 4 of 8');

  // Focus inside pauses too; the buttons move by hand.
  await carousel.getByRole('button', { name: 'Next example' }).focus();
  await page.keyboard.press('Enter');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 5 of 8');
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 5 of 8');
  await carousel.getByRole('button', { name: 'Previous example' }).focus();
  await page.keyboard.press('Space');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 4 of 8');
  await carousel.getByRole('button', { name: 'Show example 8' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 8 of 8');
  await expect(carousel.getByRole('button', { name: 'Show example 8' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The pause button stops it for good.
  await carousel.getByRole('button', { name: 'Pause rotation' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(10_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 8 of 8');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await carousel.getByRole('button', { name: 'Resume rotation' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(3000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 1 of 8');

  // A visitor who turns on reduced motion stops it at once: the region is announced again (no longer
  // rotating) before any time passes, and no slide moves after it.
  await expect(live).toHaveAttribute('aria-live', 'off');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await page.clock.runFor(15_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 1 of 8');
});

test('for a visitor who prefers reduced motion, the testimonials never move by themselves', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install({ time: new Date('2025-06-01T10:00:00Z') });
  await visit(page, '/');
  const carousel = page.getByRole('region', { name: 'Example testimonials' });
  await page.clock.runFor(30_000);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 1 of 8');
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  // Nothing to pause; the arrows still move by hand.
  await expect(carousel.getByRole('button', { name: 'Pause rotation' })).toBeHidden();
  await carousel.getByRole('button', { name: 'Next example' }).click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Example 2 of 8');
});

test('the services page: six cards with their credit costs', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(6);
  const costs: Array<[string, string]> = [
    ['WordPress automation', '5 credits'],
    ['Image generation', '3 credits'],
    ['Pinterest posting', '4 credits'],
    ['Analytics', '2 credits'],
    ['Social media', '6 credits'],
    ['Email marketing', '4 credits'],
  ];
  for (const [index, [name, cost]] of costs.entries()) {
    await expect(cards.nth(index).getByRole('heading')).toHaveText(name);
    await expect(cards.nth(index)).toContainText(cost);
    // What a user cannot find in the product yet is marked as coming, never promised.
    await expect(cards.nth(index).getByText('Coming soon')).toHaveCount(index >= 4 ? 1 : 0);
  }
  expect(await hrefOf(page.getByRole('main').getByRole('link', { name: 'See plans and prices' }))).toBe(
    '/pricing',
  );
  expect(await hrefOf(page.getByRole('main').getByRole('link', { name: 'Start free with 10 credits' }))).toBe(
    '/auth?mode=signup',
  );
});

test('the pricing page: PRODUCT.md §9 math in both cycles, plan buttons, FAQ, final call to action', async ({
  page,
}) => {
  await visit(page, '/pricing');
  const plans = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Get Started' }) });
  await expect(plans).toHaveCount(4);
  await expect(page.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true');
  // Annual (the default): per month = round(m × 12 × 0.7) / 12, total, savings against 12 × monthly.
  const annual: Array<[string, string, string]> = [
    ['Income Starter', '€6.92', '€83 billed annually, you save €35.20'],
    ['Growth Accelerator', '€13.33', '€160 billed annually, you save €68'],
    ['Professional Suite', '€27.33', '€328 billed annually, you save €140'],
    ['Enterprise Solution', '€55.33', '€664 billed annually, you save €284'],
  ];
  for (const [index, [name, perMonth, billed]] of annual.entries()) {
    const plan = plans.nth(index);
    await expect(plan.getByRole('heading')).toHaveText(name);
    await expect(plan).toContainText(`${perMonth}/month`);
    await expect(plan).toContainText(billed);
  }
  await expect(plans.nth(1)).toContainText('Most Popular');
  expect(await hrefOf(plans.nth(1).getByRole('link', { name: 'Get Started' }))).toBe(
    '/auth?mode=signup&plan=growth&cycle=annual',
  );

  await page.getByRole('button', { name: 'Monthly' }).click();
  for (const [index, price] of ['€9.85', '€19', '€39', '€79'].entries()) {
    await expect(plans.nth(index)).toContainText(`${price}/month`);
    await expect(plans.nth(index)).toContainText('Billed monthly');
  }
  await expect(plans.nth(3)).toContainText('800 articles with images per month');
  expect(await hrefOf(plans.nth(0).getByRole('link', { name: 'Get Started' }))).toBe(
    '/auth?mode=signup&plan=starter&cycle=monthly',
  );

  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const answer = faq.getByText(/^No\. Credits stay on your account/);
  await expect(answer).toBeHidden();
  await faq.getByText('Do unused credits expire?').click();
  await expect(answer).toBeVisible();
  // A keyboard opens one as well (a <summary> is focusable and toggles on Enter).
  await faq.locator('summary', { hasText: 'How does annual billing work?' }).focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByText(/^You pay for the year at once/)).toBeVisible();

  expect(await hrefOf(page.getByRole('main').getByRole('link', { name: 'Start free with 10 credits' }))).toBe(
    '/auth?mode=signup',
  );
});

test('the footer links to real pages, marks placeholders, and the legal pages exist in both languages', async ({
  page,
}) => {
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  const links: Array<[string, string]> = [
    ['Services', '/services'],
    ['Pricing', '/pricing'],
    ['API', '/api/docs'],
    ['Contact', '/contact'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Cookies', '/cookies'],
  ];
  for (const [name, href] of links)
    expect(await hrefOf(footer.getByRole('link', { name, exact: true }))).toBe(href);
  for (const placeholder of ['Documentation', 'About', 'Blog', 'Careers', 'X', 'LinkedIn', 'YouTube']) {
    await expect(footer.getByRole('link', { name: placeholder, exact: true })).toHaveCount(0);
    await expect(
      footer.getByRole('listitem').filter({ hasText: new RegExp(`^${placeholder} \\(soon\\)$`) }),
    ).toHaveCount(1);
  }
  await expect(footer).toContainText('Copyright © 2025 Affiliate Autopilot');

  const apiDocs = await page.request.get('/api/docs');
  expect(apiDocs.ok()).toBe(true);

  const legal: Array<[string, string, RegExp]> = [
    ['Privacy', 'Privacy policy', /Stripe \(payments\)/],
    ['Terms', 'Terms of service', /as an Amazon Associate, you earn from qualifying purchases/],
    ['Cookies', 'Cookie policy', /aa_session/],
    // The address support mail goes to (the server's SUPPORT_EMAIL, default in this suite).
    ['Contact', 'Contact', /support@affiliate-autopilot\.local/],
  ];
  for (const [link, title, content] of legal) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(content);
    await expect(page).toHaveTitle(`${title} · Affiliate Autopilot`);
  }

  await visit(page, '/privacy');
  await page.getByRole('contentinfo').getByRole('button', { name: 'fr', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Suppression et vos droits');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Articles et épingles d'affiliation, en ligne en 3 clics",
  );
  await expect(page.getByText(/^Exemples illustratifs, pas de vrais clients/)).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'en', exact: true }).click();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('every public page fits without horizontal scroll, and so does the lightbox', async ({ page }) => {
    for (const path of ['/', '/services', '/pricing', '/privacy', '/terms', '/cookies', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(375);
    }
    await visit(page, '/');
    await page
      .getByRole('button', { name: /^View full size: / })
      .nth(2)
      .tap();
    const dialog = page.getByRole('dialog', { name: 'Example pin 3 of 6' });
    await expect(dialog).toBeVisible();
    const box = await dialog.getByRole('img').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y >= 0 && box.y + box.height <= 812).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Next image' }).tap();
    await expect(page.getByRole('dialog', { name: 'Example pin 4 of 6' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).tap();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(375);
  });

  test('signed in, the mobile menu shows the name, email, credits, Dashboard and Logout, and closes on navigation', async ({
    page,
  }) => {
    const user = await signUpAndVerify(page, 'public-mobile');
    await visit(page, '/pricing');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toContainText(`${user.firstName} ${user.lastName}`);
    await expect(menu).toContainText(user.email);
    await expect(menu).toContainText('10 credits');
    expect(await hrefOf(menu.getByRole('link', { name: 'Dashboard' }))).toBe('/dashboard/ai-agent');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The link of the page already shown changes no route, and still closes the menu.
    await menu.getByRole('link', { name: 'Pricing' }).tap();
    await expect(menu).toBeHidden();
    await navbar.getByRole('button', { name: 'Open menu' }).tap();
    await menu.getByRole('link', { name: 'Services' }).tap();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
  });
});

test('signed in, the navbar shows the credits badge, Dashboard and Logout', async ({ page }) => {
  await signUpAndVerify(page, 'public-navbar');
  await visit(page, '/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByText('10 credits')).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(navbar.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  // The calls to action lead to the dashboard instead of sign-up.
  await expect(page.getByRole('main').getByRole('link', { name: 'Start free with 10 credits' })).toHaveCount(
    0,
  );
  await navbar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Get Started' }).nth(2)).toHaveAttribute(
    'href',
    '/dashboard/buy-credits?plan=professional&cycle=annual',
  );
  await navbar.getByRole('button', { name: 'Logout' }).click();
  await expect(navbar.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Sign Up' })).toBeVisible();
});

/** The element with the keyboard's focus shows it (a ring or an outline). */
async function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return false;
    const style = getComputedStyle(element);
    return style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
  });
}

test('keyboard only: the navbar in order with a visible focus, and the phone menu opened, walked and closed with Escape', async ({
  page,
}) => {
  await visit(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  for (const name of ['Affiliate Autopilot', 'Services', 'Pricing', 'Login', 'Sign Up']) {
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name, exact: true })).toBeFocused();
    expect(await focusIsVisible(page), `focus visible on ${name}`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pricing$/);

  await page.setViewportSize({ width: 375, height: 812 });
  await visit(page, '/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['Services', 'Pricing', 'Login', 'Sign Up']) {
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name, exact: true })).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
