/** Forgot password and reset password (PRODUCT.md §2, §4 Password reset, §5, §8). */
import { expect, test } from './support/fixtures.ts';
import { pathOf, readMail } from './support/mail.ts';
import {
  newUser,
  passwordField,
  RESET_SUBJECT,
  signIn,
  signUp,
  submitSignIn,
  verifyFromMailbox,
} from './support/users.ts';

const NEW_PASSWORD = 'Brand9NewPass';

test('forgot password → mail → reset → redirected to sign-in; only the new password works', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /status of 401 .* @ .*\/api\/auth\/login$/,
    'sign-in with the old password answers 401',
  );
  consoleErrors.expect(
    /status of 400 .* @ .*\/api\/auth\/verify-reset-token\?/,
    'reopening a used reset link answers 400',
  );
  const user = newUser('reset');
  await signUp(page, user);
  await verifyFromMailbox(page, user.email);

  await page.goto('/auth?mode=login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Password reset instructions sent to your email!')).toBeVisible();
  await expect(page.getByText(`If an account exists for ${user.email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try another email' })).toBeVisible();

  const link = await readMail(page.request, user.email, RESET_SUBJECT, '/reset-password?');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${user.email}.`)).toBeVisible();

  await passwordField(page, 'New password').fill(NEW_PASSWORD);
  await passwordField(page, 'Confirm new password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // Under the confirmation, the field it is about.
  await expect(passwordField(page, 'Confirm new password')).toHaveAccessibleDescription(
    'Passwords do not match',
  );

  await passwordField(page, 'Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  const completedAt = Date.now();
  await expect(
    page.getByText('Password reset successfully. You can now sign in with your new password.'),
  ).toBeVisible();
  await expect(page.getByText('Redirecting to sign in...')).toBeVisible();
  // PRODUCT.md: to /auth?mode=login after 3 s.
  await expect(page).toHaveURL(/\/auth\?mode=login$/, { timeout: 6_000 });
  expect(Date.now() - completedAt).toBeGreaterThanOrEqual(2_500);

  await submitSignIn(page, user.email, user.password, '');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  await signIn(page, user.email, NEW_PASSWORD);

  // The link is single-use.
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
});

test('/reset-password without a token goes to /forgot-password', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
});

test('an invalid reset token shows the invalid state with Request New Reset Link', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 400 .* @ .*\/api\/auth\/verify-reset-token\?/, 'the bad token answers 400');
  await page.goto('/reset-password?token=definitely-not-valid');
  await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
  await expect(page.getByText('Invalid or expired reset link')).toBeVisible();
  await expect(page.getByText('Reset links are valid for 1 hour and can be used once.')).toBeVisible();
  await page.getByRole('link', { name: 'Request New Reset Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('forgot password validates the address and can try another email', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // Next to the field.
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    'Please enter your email address',
  );
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await page.getByLabel('Email address').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // The same answer for an unknown address (no account enumeration).
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Try another email' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('');
});
