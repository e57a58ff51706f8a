/** Sign-up, email verification and the first dashboard visit (PRODUCT.md §2 Auth page, Dashboard shell). */
import { expect, test } from './support/fixtures.ts';
import { listMail, pathOf, readMail } from './support/mail.ts';
import {
  newUser,
  openUserMenu,
  passwordField,
  signIn,
  signUp,
  skipOnboarding,
  VERIFY_SUBJECT,
} from './support/users.ts';

test('sign up, verify the email from the mailbox, sign in and land on the dashboard', async ({
  page,
}, testInfo) => {
  const user = newUser('signup', { firstName: 'Grace', lastName: 'Hopper' });

  await signUp(page, user);
  await expect(page.getByText(`We sent a verification link to ${user.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to sign in' })).toBeVisible();

  const link = await readMail(page.request, user.email, VERIFY_SUBJECT, '/verify-email?');
  const url = new URL(link);
  expect(url.searchParams.get('token')).toBeTruthy();
  expect(url.searchParams.get('email')).toBe(user.email);

  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText('Email verified successfully! You can now sign in.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);

  await signIn(page, user.email, user.password);
  // A first visit opens the onboarding tour (onboarding.spec.ts walks it); this test looks at the shell.
  await skipOnboarding(page);

  // Sidebar: the three known sections, the AI badge, the credits card.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const nav = sidebar.getByRole('navigation', { name: 'Dashboard navigation' });
  await expect(nav.getByRole('link')).toHaveCount(3);
  await expect(nav.getByRole('link', { name: /^Platform Setup/ })).toHaveAttribute(
    'href',
    '/dashboard/setup',
  );
  const aiAgent = nav.getByRole('link', { name: /^AI Automation Engine/ });
  await expect(aiAgent).toHaveAttribute('href', '/dashboard/ai-agent');
  await expect(aiAgent.getByText('AI', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Content Library/ })).toHaveAttribute(
    'href',
    '/dashboard/generated-content',
  );
  await expect(sidebar.getByText('AI Credits')).toBeVisible();
  await expect(sidebar.getByText(/^10\s*credits$/)).toBeVisible();
  await expect(sidebar.getByText('Low', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('progressbar', { name: 'Credits against a scale of 500' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );
  await expect(sidebar.getByRole('link', { name: 'Buy More' })).toHaveAttribute(
    'href',
    '/dashboard/buy-credits',
  );

  // Top bar: the current section, a real "last sync" time (not PRODUCT.md's fixed '2 min ago').
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('AI Automation Engine', { exact: true })).toBeVisible();
  const lastSync = topBar.getByText(/^Last sync: /);
  await expect(lastSync).toBeVisible();
  await expect(lastSync).not.toHaveText('Last sync: 2 min ago');
  const syncedAt = Date.parse((await lastSync.getAttribute('datetime')) ?? '');
  expect(Math.abs(Date.now() - syncedAt)).toBeLessThan(60_000);

  // User menu: initials, name, email, Active, the three actions.
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveText('GH');
  await page.screenshot({ path: testInfo.outputPath('dashboard-desktop.png') });
  const menu = await openUserMenu(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard-desktop-user-menu.png') });
  await expect(menu.getByText('Grace Hopper', { exact: true })).toBeVisible();
  await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
  await expect(menu.getByText('Active', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Buy Credits' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();

  // One verification mail, nothing else.
  expect((await listMail(page.request, user.email)).map((mail) => mail.subject)).toEqual([
    'Verify your email address',
  ]);
});

test.describe('sign-up form validation (PRODUCT.md §5)', () => {
  const cases = [
    {
      name: 'a missing field',
      values: { firstName: 'Ada', lastName: '', password: 'Secret123' },
      field: 'Last name',
      message: 'Please fill in all fields',
    },
    {
      name: 'a password under 8 characters',
      values: { firstName: 'Ada', lastName: 'Lovelace', password: 'Sec1' },
      field: 'Password',
      message: 'Password must be at least 8 characters long',
    },
    {
      name: 'a password without an uppercase letter',
      values: { firstName: 'Ada', lastName: 'Lovelace', password: 'secret123' },
      field: 'Password',
      message: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    },
    {
      name: 'a password without a digit',
      values: { firstName: 'Ada', lastName: 'Lovelace', password: 'SecretPass' },
      field: 'Password',
      message: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    },
  ];

  test('shows each rule’s message next to its field and sends nothing', async ({ page }) => {
    const email = newUser('invalid').email;
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) registerCalls.push(request.url());
    });
    await page.goto('/auth?mode=signup');
    // A field's message describes its control (aria-describedby), which is marked invalid.
    const field = (label: string) =>
      label === 'Password' ? passwordField(page) : page.getByLabel(label, { exact: true });
    for (const { values, field: label, message } of cases) {
      await page.getByLabel('First name').fill(values.firstName);
      await page.getByLabel('Last name').fill(values.lastName);
      await page.getByLabel('Email address').fill(email);
      await passwordField(page).fill(values.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(field(label)).toHaveAccessibleDescription(message);
      await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    // Empty form too.
    await page.getByLabel('First name').fill('');
    await page.getByLabel('Last name').fill('');
    await page.getByLabel('Email address').fill('');
    await passwordField(page).fill('');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Every empty field says so, each next to itself.
    for (const label of ['First name', 'Last name', 'Email address', 'Password'])
      await expect(field(label)).toHaveAccessibleDescription('Please fill in all fields');
    await expect(page.getByText('Please fill in all fields')).toHaveCount(4);
    expect(registerCalls).toEqual([]);

    // Toggling to sign-in and back clears the form and its message (PRODUCT.md §2 Auth page).
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/mode=login/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByText('Please fill in all fields')).toHaveCount(0);
  });

  test('sign-in requires both fields', async ({ page }) => {
    await page.goto('/auth?mode=login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Please fill in all fields');
    await expect(passwordField(page)).toHaveAccessibleDescription('Please fill in all fields');
  });
});
