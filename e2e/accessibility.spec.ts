/**
 * Accessibility smoke check with axe-core: no 'critical' violation on the landing page, the auth page
 * and the dashboard. 'serious' ones do not fail the run; they are attached to the test and printed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signUpAndVerify } from './support/users.ts';

async function audit(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    count: violation.nodes.length,
  }));
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(summary, null, 2),
    contentType: 'application/json',
  });
  for (const violation of summary.filter((v) => v.impact === 'serious' || v.impact === 'moderate')) {
    testInfo.annotations.push({
      type: `axe-${violation.impact}`,
      description: `${label}: ${violation.id} (${violation.count}) ${violation.help} — ${violation.nodes.join(', ')}`,
    });
  }
  expect(
    summary.filter((violation) => violation.impact === 'critical'),
    `critical axe violations on ${label}`,
  ).toEqual([]);
}

test('landing page has no critical accessibility violation', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, testInfo, 'home');
});

test('auth page (sign-in and sign-up) has no critical accessibility violation', async ({
  page,
}, testInfo) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await audit(page, testInfo, 'auth-login');
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await audit(page, testInfo, 'auth-signup');
});

test('dashboard has no critical accessibility violation', async ({ page }, testInfo) => {
  await signUpAndVerify(page, 'a11y');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await audit(page, testInfo, 'dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await audit(page, testInfo, 'dashboard-user-menu');
});

test('the dashboard opens with a skip link that moves focus past the sidebar to the page', async ({
  page,
}) => {
  await signUpAndVerify(page, 'skip-link');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab lands in the page, not in the sidebar's navigation.
  await page.keyboard.press('Tab');
  const inSidebar = await page.evaluate(() => Boolean(document.activeElement?.closest('#dashboard-sidebar')));
  expect(inSidebar).toBe(false);
});

test('profile (with a pending email) and the undo page have no critical accessibility violation', async ({
  page,
}, testInfo) => {
  const user = await signUpAndVerify(page, 'a11y-profile');
  await page.goto('/dashboard/profile');
  const emailCard = page.getByRole('heading', { name: 'Email Address' }).locator('xpath=../..');
  await emailCard.getByLabel('Email', { exact: true }).fill(`moved-${user.email}`);
  await emailCard.getByLabel('Current Password', { exact: true }).fill(user.password);
  await emailCard.getByRole('button', { name: 'Update Email' }).click();
  await expect(emailCard.getByText('Pending', { exact: true })).toBeVisible();
  await audit(page, testInfo, 'profile-pending');
  await page.goto('/revert-email');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await audit(page, testInfo, 'revert-email');
});

test('the onboarding tour, the setup wizard and Platform Configuration have no critical accessibility violation', async ({
  page,
}, testInfo) => {
  // Four audits beside another worker's run on CI's two cores: one timed out at the default minute.
  test.setTimeout(120_000);
  await signUpAndVerify(page, 'a11y-setup', {}, { keepOnboarding: true });
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Welcome to Affiliate Autopilot!' }),
  ).toBeVisible();
  await audit(page, testInfo, 'onboarding-tour');
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await page.goto('/dashboard/setup');
  await expect(page.getByRole('heading', { name: 'Platform Setup', level: 1 })).toBeVisible();
  await audit(page, testInfo, 'setup-wizard');
  await page.getByRole('button', { name: 'Use the demo site' }).click();
  await expect(page.getByRole('button', { name: 'Connect Pinterest' })).toBeVisible();
  await page.goto('/dashboard/platforms');
  await expect(page.getByRole('heading', { name: 'Platform Configuration', level: 1 })).toBeVisible();
  await audit(page, testInfo, 'platforms');
  await page
    .getByRole('region', { name: /Connect WordPress/ })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await audit(page, testInfo, 'confirm-delete');
});

test('the AI Automation Engine, its dialogs and the Content Library have no critical accessibility violation', async ({
  page,
}, testInfo) => {
  // A run and six audits: beside another worker's run on CI's two cores, more than the default minute.
  test.setTimeout(120_000);
  await signUpAndVerify(page, 'a11y-campaigns');
  const headers = { origin: new URL(page.url()).origin };
  await page.request.post('/api/demo/connect-wordpress', { headers });
  await page.request.post('/api/platforms/amazon', { headers, data: { affiliateTag: 'autopilotdemo-20' } });
  await page.goto('/dashboard/ai-agent');
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await audit(page, testInfo, 'campaigns-empty');
  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create New Campaign' });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form.getByText('Campaign name is required')).toBeVisible();
  await audit(page, testInfo, 'create-campaign');
  await form.getByLabel('Campaign name').fill('Accessible run');
  await form.getByLabel('Product template').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  const modal = page.getByRole('dialog', { name: /^(AI Agent is Working|Your article is published)$/ });
  await expect(modal.getByText('Your article is live!')).toBeVisible({ timeout: 30_000 });
  await audit(page, testInfo, 'generation-modal');
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('row', { name: /Accessible run/ })).toBeVisible();
  await audit(page, testInfo, 'campaigns-table');
  await page.goto('/dashboard/generated-content');
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.getByRole('button', { name: /Enlarge image/ })).toHaveCount(3);
  await audit(page, testInfo, 'content-library');
});

/** Every public page, in both languages, checked against every axe rule (not only the critical ones). */
async function strictAudit(page: Page, testInfo: TestInfo, label: string) {
  await audit(page, testInfo, label);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    `axe violations on ${label}`,
  ).toEqual([]);
}

const PUBLIC_PAGES = [
  '/',
  '/services',
  '/pricing',
  '/privacy',
  '/terms',
  '/cookies',
  '/contact',
  '/fr',
  '/fr/pricing',
];

// One test per width: nine pages audited twice by axe each, on a loaded machine, in their own time.
for (const width of [1280, 375])
  test(`the public pages, in both languages, at ${width} px, have no accessibility violation at all`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await strictAudit(page, testInfo, `${path}-${width}`);
    }
  });

test('the landing page’s lightbox and an open pricing FAQ answer have no accessibility violation at all', async ({
  page,
}, testInfo) => {
  // On a phone, as a reader opens them (the lightbox covers the page and its testimonials' carousel).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: /^View full size: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Example pin 1 of 6' })).toBeVisible();
  await strictAudit(page, testInfo, 'lightbox');
  await page.goto('/pricing');
  await page.waitForLoadState('networkidle');
  await page.getByText('Do unused credits expire?').click();
  await expect(page.getByText(/^No\. Credits stay on your account/)).toBeVisible();
  await strictAudit(page, testInfo, 'pricing-faq-open');
});
