/** Profile Settings: overview, change password, change email (SPEC §2 Profile page, §5, §8). */
import { expect, test } from './support/fixtures.ts';
import { mailsMatching, pathOf, readMail } from './support/mail.ts';
import {
  openUserMenu,
  passwordField,
  signIn,
  signOutFromUserMenu,
  signUpAndVerify,
  uniqueEmail,
  VERIFY_SUBJECT,
} from './support/users.ts';

const CHANGED_PASSWORD = 'Changed7Pass';

test('profile overview, password change and email change with re-verification', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /status of 400 .* @ .*\/api\/user\/change-password$/,
    'a wrong current password answers 400',
  );
  const user = await signUpAndVerify(page, 'profile');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();

  // Account Overview: email, Verified, 10 credits, member since today.
  // The card around the 'Account Overview' title (h2 → card header → card).
  const overview = page.getByRole('heading', { name: 'Account Overview' }).locator('xpath=../..');
  await expect(overview.getByText(user.email, { exact: true })).toBeVisible();
  await expect(overview.getByText('Verified', { exact: true })).toBeVisible();
  const today = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(),
  );
  const term = (name: string) =>
    overview.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
  await expect(term('Credits')).toHaveText('10');
  await expect(term('Member since')).toHaveText(today);
  await expect(term('Name')).toHaveText(`${user.firstName} ${user.lastName}`);

  // Change password: each field's show/hide toggle switches the input type.
  const current = passwordField(page, 'Current Password');
  await expect(current).toHaveAttribute('type', 'password');
  const showCurrent = page.locator(`button[aria-controls="${await current.getAttribute('id')}"]`);
  await expect(showCurrent).toHaveAccessibleName('Show password');
  await showCurrent.click();
  await expect(current).toHaveAttribute('type', 'text');
  await expect(showCurrent).toHaveAccessibleName('Hide password');
  await showCurrent.click();
  await expect(current).toHaveAttribute('type', 'password');

  const changeButton = page.getByRole('button', { name: 'Change Password' });
  await current.fill('Wrong1Password');
  await passwordField(page, 'New Password').fill(CHANGED_PASSWORD);
  await passwordField(page, 'Confirm New Password').fill(`${CHANGED_PASSWORD}!`);
  await changeButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'New passwords do not match' })).toBeVisible();

  await passwordField(page, 'Confirm New Password').fill(CHANGED_PASSWORD);
  await changeButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();

  await current.fill(user.password);
  await changeButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated successfully!' })).toBeVisible();
  await expect(current).toHaveValue('');

  // Change the email: the new address stays pending until its link is opened; meanwhile the account
  // keeps its verified address and the user stays on the profile, which shows the pending one.
  const newEmail = uniqueEmail('moved');
  const emailInput = page.getByLabel('Email', { exact: true });
  await expect(emailInput).toHaveValue(user.email);
  await expect(page.getByRole('button', { name: 'Update Email' })).toBeDisabled();
  await emailInput.fill(newEmail);
  await page.getByRole('button', { name: 'Update Email' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Email updated successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(overview.getByText('Verified', { exact: true })).toBeVisible();
  await expect(overview.getByText(`Waiting for confirmation: ${newEmail}.`, { exact: false })).toBeVisible();

  const link = await readMail(page.request, newEmail, VERIFY_SUBJECT, '/verify-email?');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect
    .poll(
      async () => (await mailsMatching(page.request, user.email, /^Your email address was changed$/)).length,
    )
    .toBe(1);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);

  // Sign out, then sign in with the new address and the changed password. The verify page refreshed
  // the user from the server, so the menu already shows the new address.
  const menu = await openUserMenu(page);
  await expect(menu.getByText(newEmail, { exact: true })).toBeVisible();
  await signOutFromUserMenu(page);
  await signIn(page, newEmail, CHANGED_PASSWORD);
  await page.goto('/dashboard/profile');
  await expect(page.getByText(newEmail, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});
