/** Sign-out, protected routes and the route table's redirects (PRODUCT.md §2 Route table, Protected route). */
import { expect, test } from './support/fixtures.ts';
import { openUserMenu, passwordField, signOutFromUserMenu, signUpAndVerify } from './support/users.ts';

// PRODUCT.md §4 Session: after logout "the user is then navigated to /", also from a protected page.
test('Sign Out from the dashboard user menu lands on the landing page', async ({ page }) => {
  await signUpAndVerify(page, 'signout-landing');
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?mode=login');
  await expect(navbar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?mode=signup');
});

test('after Sign Out, protected pages send to /auth and sign-in returns to the remembered page', async ({
  page,
}) => {
  const user = await signUpAndVerify(page, 'signout');

  await signOutFromUserMenu(page);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?mode=login');
  await expect(navbar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth?mode=signup');
  await expect(navbar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  // The session is gone on the server too.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/dashboard/ai-agent');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // The remembered origin, with its query, is where sign-in returns.
  await page.goto('/dashboard/profile?from=e2e');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email address').fill(user.email);
  await passwordField(page).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\?from=e2e$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
});

test('the navbar Logout on a public page lands on the landing page', async ({ page }) => {
  await signUpAndVerify(page, 'navbar-logout');
  await page.goto('/pricing');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await navbar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(navbar.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Sign Up' })).toBeVisible();
});

test('route redirects for a signed-out visitor', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth?mode=anything');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('route redirects for a signed-in user', async ({ page }) => {
  await signUpAndVerify(page, 'routes');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await page.goto('/auth?mode=signup');
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  // Signed in on a public page: Dashboard and Logout instead of Login / Sign Up.
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/ai-agent',
  );
  await expect(navbar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Login' })).toHaveCount(0);
});
