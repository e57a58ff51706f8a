/**
 * The floating support button never covers a control or a line of text: on a phone and a desktop,
 * every page scrolled from top to bottom, nothing visible under the button; at the end of each page
 * it is there.
 */
import { expect, type Page } from '@playwright/test';
import { postCampaign, tomorrow } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const PUBLIC_PAGES = ['/', '/services', '/pricing'];
const DASHBOARD_PAGES = [
  '/dashboard/ai-agent',
  '/dashboard/generated-content',
  '/dashboard/setup',
  '/dashboard/platforms',
  '/dashboard/buy-credits',
  '/dashboard/profile',
];

/** Controls the support button overlaps at the current scroll position (their text, for the report). */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Two frames: the button moves on the frame after a scroll.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const button = document.querySelector<HTMLElement>('button[aria-label="Support"]');
    if (!button || getComputedStyle(button).visibility === 'hidden') return [];
    const box = button.getBoundingClientRect();
    const selector =
      'a[href],button,input,select,textarea,summary,[role="button"],[role="link"],[role="checkbox"],[role="switch"],[role="tab"],[role="combobox"]';
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control === button || !control.checkVisibility({ visibilityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const overlaps =
        rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      // Only what is actually drawn there (not a control scrolled under the header, say).
      const x = Math.min(Math.max(box.left + box.width / 2, rect.left + 1), rect.right - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, rect.top + 1), rect.bottom - 1);
      const shown = document
        .elementsFromPoint(x, y)
        .find((element) => element !== button && !button.contains(element));
      if (overlaps && shown && control.contains(shown))
        covered.push(
          `${control.tagName} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
        );
    }
    // Lines of text drawn under it (a date, a price, a sentence).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || button.contains(parent)) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const overlaps =
          rect.left < box.right - 2 &&
          rect.right > box.left + 2 &&
          rect.top < box.bottom - 2 &&
          rect.bottom > box.top + 2;
        if (!overlaps) continue;
        const x = Math.min(Math.max(box.left + box.width / 2, rect.left + 1), rect.right - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, rect.top + 1), rect.bottom - 1);
        const shown = document
          .elementsFromPoint(x, y)
          .find((element) => element !== button && !button.contains(element));
        if (shown && (shown === parent || parent.contains(shown) || shown.contains(parent)))
          covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
      }
    }
    return covered;
  });
}

async function scrollThrough(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const viewport = page.viewportSize()?.height ?? 800;
  for (let top = 0; top <= height; top += Math.round(viewport / 3)) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    expect(await coveredControls(page), `${path} scrolled to ${top}px`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(
    page.getByRole('button', { name: 'Support', exact: true }),
    `${path} at its end`,
  ).toBeVisible();
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the support button covers no control at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const path of PUBLIC_PAGES) await scrollThrough(page, path);
    await signUpAndVerify(page, 'support-corner');
    await connectDemoPlatforms(page);
    expect((await postCampaign(page, 0, { name: 'Corner check', startAt: tomorrow() })).status()).toBe(201);
    for (const path of DASHBOARD_PAGES) await scrollThrough(page, path);
  });
}
