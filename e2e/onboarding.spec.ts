/**
 * The onboarding tour (PRODUCT.md §4): the first login's welcome and redirect to the wizard, the demo
 * site, skipping Pinterest, the demo tag, the launch; its completion is the server's, so another
 * browser does not replay it. And the other way out: 'Set Up My Own Tag'.
 */
import { expect, test } from './support/fixtures.ts';
import { signIn, signUpAndVerify } from './support/users.ts';

test('the tour walks a new user through the demo setup, once', async ({ page, browser, baseURL }) => {
  const user = await signUpAndVerify(page, 'tour', {}, { keepOnboarding: true });

  const tour = page.getByRole('dialog');
  await expect(tour.getByRole('heading', { name: 'Welcome to Affiliate Autopilot!' })).toBeVisible();
  // First login: another dashboard page sends the user to the wizard, where the tour goes on.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/dashboard\/setup$/);
  await expect(tour.getByText('Step 1 of 6')).toBeVisible();

  await tour.getByRole('button', { name: "Let's get started" }).click();
  await expect(tour.getByRole('heading', { name: 'Three accounts to connect' })).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByRole('heading', { name: 'Try it with our demo WordPress site' })).toBeVisible();
  await tour.getByRole('button', { name: 'Connect demo site' }).click();
  await expect(tour.getByRole('heading', { name: 'WordPress is connected! Add Pinterest?' })).toBeVisible();

  await tour.getByRole('button', { name: 'Skip Pinterest for now' }).click();
  await expect(tour.getByRole('heading', { name: 'Set up your Amazon earnings' })).toBeVisible();
  await tour.getByRole('button', { name: 'Use Demo Tag' }).click();
  await expect(tour.getByRole('heading', { name: "You're ready to launch!" })).toBeVisible();
  await tour.getByRole('button', { name: 'Create my first campaign' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await expect(tour).toBeHidden();
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

test('the tour resumes from what is connected, and Set Up My Own Tag ends it', async ({ page }) => {
  await signUpAndVerify(page, 'tour-own-tag', {}, { keepOnboarding: true });
  const tour = page.getByRole('dialog');
  await expect(tour.getByRole('heading', { name: 'Welcome to Affiliate Autopilot!' })).toBeVisible();

  // WordPress connected elsewhere (here: over the API with this browser's session): step 4 next time.
  const connected = await page.request.post('/api/demo/connect-wordpress', { data: {} });
  expect(connected.ok()).toBe(true);
  await page.reload();
  await expect(tour.getByRole('heading', { name: 'WordPress is connected! Add Pinterest?' })).toBeVisible();
  await tour.getByRole('button', { name: 'Skip Pinterest for now' }).click();
  await tour.getByRole('button', { name: 'Set Up My Own Tag' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await expect(tour).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'AI Automation Engine' }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
