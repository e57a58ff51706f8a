/**
 * The onboarding tour (PRODUCT.md §4, issue 21): the first login's welcome and redirect to the wizard,
 * the demo site, skipping Pinterest, the demo tag, the launch into the create dialog; each step says
 * what is true of the account, a reload resumes at the step the user was on, 'Set Up My Own Tag' and
 * the last step's missing blog lead to Platform Configuration and the tour comes back once they are
 * there; its completion is the server's, so another browser does not replay it, and every step can
 * be skipped.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signIn, signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

/** The tour's step at a phone's and a laptop's width, for a person to look at (E2E_SHOTS=dir). */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    // Animations finished: the sidebar slides away when the width drops to a phone's.
    await page.screenshot({ path: `${shots}/onboarding-${name}-${width}.png`, animations: 'disabled' });
  }
}

test('the tour walks a new user through the demo setup, once', async ({ page, browser, baseURL }) => {
  // Sign-up, six steps, the demo setup and a second browser: more than the default minute when the
  // machine runs the whole suite.
  test.setTimeout(120_000);
  const user = await signUpAndVerify(page, 'tour', {}, { keepOnboarding: true });

  const tour = page.getByRole('dialog');
  await expect(tour.getByRole('heading', { name: 'Welcome to Affiliate Autopilot!' })).toBeVisible();
  // First login: another dashboard page sends the user to the wizard, where the tour goes on.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/dashboard\/setup$/);
  await expect(tour.getByText('Step 1 of 6')).toBeVisible();

  // By keyboard: each step's title has the focus, the step's button is the next stop.
  await page.keyboard.press('Tab');
  await expect(tour.getByRole('button', { name: "Let's get started" })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('heading', { name: 'Three accounts to connect' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('heading', { name: 'Try it with our demo WordPress site' })).toBeFocused();
  await tour.getByRole('button', { name: 'Connect demo site' }).click();
  await expect(tour.getByRole('heading', { name: 'WordPress is connected! Add Pinterest?' })).toBeVisible();

  await tour.getByRole('button', { name: 'Skip Pinterest for now' }).click();
  await expect(tour.getByRole('heading', { name: 'Set up your Amazon earnings' })).toBeVisible();
  await tour.getByRole('button', { name: 'Use Demo Tag' }).click();
  await expect(tour.getByRole('heading', { name: "You're ready to launch!" })).toBeVisible();
  await shoot(page, 'step-6-ready');
  await tour.getByRole('button', { name: 'Create my first campaign' }).click();
  // The campaigns page opens the create dialog and forgets the query that asked for it.
  await expect(page.getByRole('dialog', { name: 'Create New Campaign' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Campaign', exact: true })).toBeFocused();
  // What the tour connected is the account's: the demo blog and the demo tag.
  await page.goto('/dashboard/setup');
  await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
    'aria-valuenow',
    '67',
  );
  await expect(page.getByText('autopilotdemo-20')).toBeVisible();

  // The same account in a second browser: no tour, no redirect.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signIn(second, user.email, user.password);
  await second.goto('/dashboard/profile');
  await expect(second.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(second.getByRole('dialog')).toHaveCount(0);
  await other.close();
});

test('each step says what is true, a reload resumes there, and the tour waits while the user adds their own tag and blog', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await signUpAndVerify(page, 'tour-own-tag', {}, { keepOnboarding: true });
  const tour = page.getByRole('dialog');
  await tour.getByRole('button', { name: "Let's get started" }).click();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByText('Step 3 of 6')).toBeVisible();

  // Next without connecting: step 4 does not pretend the blog is connected.
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByRole('heading', { name: 'Add Pinterest?' })).toBeVisible();
  await expect(tour.getByText(/Your blog is not connected yet/)).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Connect my blog' })).toBeVisible();
  await shoot(page, 'step-4-without-blog');

  // A reload, and a second browser, resume at step 4.
  await page.reload();
  await expect(tour.getByText('Step 4 of 6')).toBeVisible();
  await expect(tour.getByRole('heading', { name: 'Add Pinterest?' })).toBeVisible();
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await signIn(second, user.email, user.password);
  await expect(second.getByRole('dialog').getByText('Step 4 of 6')).toBeVisible();
  await other.close();

  await tour.getByRole('button', { name: 'Skip Pinterest for now' }).click();
  await expect(tour.getByRole('heading', { name: 'Set up your Amazon earnings' })).toBeVisible();

  // Their own tag: the Amazon section of Platform Configuration, with the tour out of the way.
  await tour.getByRole('button', { name: 'Set Up My Own Tag' }).click();
  await expect(page).toHaveURL(/\/dashboard\/platforms#amazon$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const amazon = page.getByRole('region', { name: /Amazon Affiliate Setup/ });
  await expect(amazon).toBeInViewport();
  await amazon.getByLabel('Affiliate tag').fill('myownblog-20');
  await amazon.getByRole('button', { name: 'Save affiliate tag' }).click();

  // The tag saved, the tour comes back at step 6: not ready, the blog is still missing.
  await expect(tour.getByText('Step 6 of 6')).toBeVisible();
  await expect(tour.getByRole('heading', { name: 'One thing before you launch: your blog' })).toBeVisible();
  await expect(tour.getByRole('heading', { name: "You're ready to launch!" })).toHaveCount(0);
  await shoot(page, 'step-6-without-blog');
  await tour.getByRole('button', { name: 'Connect my blog' }).click();
  await expect(page).toHaveURL(/\/dashboard\/platforms#wordpress$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page
    .getByRole('region', { name: /Connect WordPress/ })
    .getByRole('button', { name: 'Use the demo site' })
    .click();

  await expect(tour.getByRole('heading', { name: "You're ready to launch!" })).toBeVisible();
  await tour.getByRole('button', { name: 'Create my first campaign' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Campaign' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
});

test('the last step can be skipped too, and the tour does not come back', async ({ page }) => {
  await signUpAndVerify(page, 'tour-skip-last', {}, { keepOnboarding: true });
  const tour = page.getByRole('dialog');
  await expect(tour.getByRole('heading', { name: 'Welcome to Affiliate Autopilot!' })).toBeVisible();
  // The blog and the tag connected elsewhere (here over the API): the next visit opens step 6.
  await connectDemoPlatforms(page);
  await page.reload();
  await expect(tour.getByRole('heading', { name: "You're ready to launch!" })).toBeVisible();
  await tour.getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/onboarding'));
  await page.reload();
  await answered;
  await expect(page.getByRole('heading', { name: 'AI Automation Engine' }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
