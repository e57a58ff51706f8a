/** Google sign-in through the local OpenID provider at /sandbox/google (PRODUCT.md §2 Google callback, §4 Google). */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { continueAs, openGoogleSignIn } from './support/google.ts';
import { openUserMenu, signOutFromUserMenu, skipOnboarding, uniqueEmail } from './support/users.ts';

async function currentUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/me');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('Google sign-in creates the account, and signing in again lands on the same account', async ({
  page,
}) => {
  const who = { email: uniqueEmail('google'), firstName: 'Katherine', lastName: 'Johnson' };

  await openGoogleSignIn(page);
  await continueAs(page, who);
  await expect(page).toHaveURL(/\/auth\/google\/callback\?/);
  await expect(page.getByRole('heading', { name: 'Authentication Successful' })).toBeVisible();
  await expect(page.getByText('Google authentication successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await skipOnboarding(page);

  // A Google account is verified and receives the signup credits.
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByText(/^10\s*credits$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('KJ');
  let menu = await openUserMenu(page);
  await expect(menu.getByText('Katherine Johnson', { exact: true })).toBeVisible();
  await expect(menu.getByText(who.email, { exact: true })).toBeVisible();
  const firstId = await currentUserId(page);

  await signOutFromUserMenu(page);

  await openGoogleSignIn(page);
  await continueAs(page, who);
  await expect(page.getByRole('heading', { name: 'Authentication Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  menu = await openUserMenu(page);
  await expect(menu.getByText('Katherine Johnson', { exact: true })).toBeVisible();
  expect(await currentUserId(page)).toBe(firstId);
});

test('cancelling on the Google page shows Authentication Failed with Back to Login', async ({ page }) => {
  await openGoogleSignIn(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/auth\/google\/callback\?/);
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText('Google OAuth error: access_denied')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
