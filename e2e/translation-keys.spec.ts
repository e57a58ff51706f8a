/**
 * No page shows a raw text key ("setup.pinterest.boards") in either language: every page read as a
 * user sees it, signed out and signed in with everything connected, in English and in French.
 */
import { expect, type Page } from '@playwright/test';
import { postCampaign } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms, connectPinterest } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const PUBLIC_PAGES = [
  '/',
  '/services',
  '/pricing',
  '/auth?mode=login',
  '/auth?mode=signup',
  '/forgot-password',
];
const DASHBOARD_PAGES = [
  '/dashboard/ai-agent',
  '/dashboard/generated-content',
  '/dashboard/setup',
  '/dashboard/platforms',
  '/dashboard/buy-credits',
  '/dashboard/profile',
];

/** Domains, files and versions look like keys too: a key's last part is never one of these. */
const NOT_KEYS =
  /\.(?:com|fr|de|uk|jp|it|es|nl|se|pl|be|tr|ae|sa|eg|in|sg|au|ca|mx|br|co|net|org|io|local|dev|app|test|to|eu|asia|png|jpe?g|webp|svg|json|html|php|md|js|ts)$/;

async function keyShapedTexts(page: Page): Promise<string[]> {
  // What a user reads: innerText skips hidden elements and scripts, as a reader does.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here.
  const text = await page.evaluate(() => document.body.innerText);
  const found = text.match(/(?<![\w@/.-])[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+(?![\w/@-])/g) ?? [];
  return [...new Set(found)].filter((token) => !NOT_KEYS.test(token) && !token.startsWith('www.'));
}

async function readPages(page: Page, paths: string[], prefix: string) {
  for (const path of paths) {
    await page.goto(`${prefix}${path}`);
    await page.waitForLoadState('networkidle');
    expect(await keyShapedTexts(page), `${prefix}${path}`).toEqual([]);
  }
}

test('no page shows a raw text key, in English or in French', async ({ page }) => {
  test.setTimeout(120_000);
  await readPages(page, PUBLIC_PAGES, '');
  await readPages(page, PUBLIC_PAGES, '/fr');
  await signUpAndVerify(page, 'text-keys');
  await connectDemoPlatforms(page);
  await connectPinterest(page);
  const created = await postCampaign(page, 0, { name: 'Keys check' });
  expect(created.status()).toBe(201);
  const campaignPage = `/dashboard/campaigns/${(await created.json()).data.campaign.id}`;
  await readPages(page, [...DASHBOARD_PAGES, campaignPage], '');
  await readPages(page, [...DASHBOARD_PAGES, campaignPage], '/fr');
});
