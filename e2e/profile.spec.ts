/** Profile Settings: overview, change password, change email (PRODUCT.md §2 Profile page, §5, §8). */
import { expect, test } from './support/fixtures.ts';
import { pathOf, readMail } from './support/mail.ts';
import {
  openUserMenu,
  passwordField,
  signIn,
  signOutFromUserMenu,
  signUpAndVerify,
  submitSignIn,
  uniqueEmail,
} from './support/users.ts';

const CHANGED_PASSWORD = 'Changed7Pass';
const CHANGE_SUBJECT = /^Confirm the new email address of an existing account$/;
const CHANGED_SUBJECT = /^Your email address was changed$/;

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
  // A field's message is next to its field (PRODUCT.md §5): the confirmation says it does not match.
  const confirmNew = passwordField(page, 'Confirm New Password');
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await expect(confirmNew).toHaveAttribute('aria-invalid', 'true');
  await expect(confirmNew).toHaveAccessibleDescription('New passwords do not match');

  await passwordField(page, 'Confirm New Password').fill(CHANGED_PASSWORD);
  await changeButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();

  await current.fill(user.password);
  await changeButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated successfully!' })).toBeVisible();
  await expect(current).toHaveValue('');

  // Change the email: it needs the current password; the new address stays pending until its own
  // confirmation link is opened, and the form says so once (no toast) without inviting a second send.
  const newEmail = uniqueEmail('moved');
  const emailCard = page.getByRole('heading', { name: 'Email Address' }).locator('xpath=../..');
  const emailInput = emailCard.getByLabel('Email', { exact: true });
  const updateEmail = emailCard.getByRole('button', { name: 'Update Email' });
  await expect(emailInput).toHaveValue(user.email);
  await expect(updateEmail).toBeDisabled();
  await emailInput.fill(newEmail);
  await updateEmail.click();
  const emailPassword = emailCard.getByLabel('Current Password', { exact: true });
  await expect(emailPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(emailPassword).toHaveAccessibleDescription('Enter your current password to confirm it is you');
  await emailPassword.fill(CHANGED_PASSWORD);
  await updateEmail.click();
  // Nothing is updated yet: the message says a link was sent, never "updated".
  await expect(emailCard.getByRole('status')).toHaveText(
    `Confirmation link sent to ${newEmail}. Your address changes once you open it.`,
  );
  await expect(page.getByText(/Email updated/)).toHaveCount(0);
  await expect(emailInput).toHaveValue(newEmail);
  await expect(emailCard.getByText('Pending', { exact: true })).toBeVisible();
  await expect(
    emailCard.getByText(`${newEmail} is waiting for confirmation`, { exact: false }),
  ).toBeVisible();
  await expect(updateEmail).toBeDisabled();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(overview.getByText('Verified', { exact: true })).toBeVisible();

  // The new address is asked to move an existing account, by name; the old one gets an undo link.
  const link = await readMail(page.request, newEmail, CHANGE_SUBJECT, '/verify-email?');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
  await readMail(page.request, user.email, CHANGED_SUBJECT, '/revert-email?');
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

test('the previous address undoes an email change: sessions end and the owner chooses a new password', async ({
  page,
  browser,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 401 .* @ .*\/api\/auth\/me$/, "the attacker's session was ended");
  consoleErrors.expect(/status of 401 .* @ .*\/api\/auth\/login$/, 'the old password no longer works');
  const user = await signUpAndVerify(page, 'undo');
  // Someone with the session and the password moves the account to their address.
  const attacker = uniqueEmail('attacker');
  await page.goto('/dashboard/profile');
  const emailCard = page.getByRole('heading', { name: 'Email Address' }).locator('xpath=../..');
  await emailCard.getByLabel('Email', { exact: true }).fill(attacker);
  await emailCard.getByLabel('Current Password', { exact: true }).fill(user.password);
  await emailCard.getByRole('button', { name: 'Update Email' }).click();
  await expect(emailCard.getByText('Pending', { exact: true })).toBeVisible();
  await page.goto(pathOf(await readMail(page.request, attacker, CHANGE_SUBJECT, '/verify-email?')));
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();

  // The owner, in another browser, opens the undo link from the old address.
  const owner = await (await browser.newContext()).newPage();
  const undo = await readMail(page.request, user.email, CHANGED_SUBJECT, '/revert-email?');
  await owner.goto(pathOf(undo));
  await expect(owner.getByRole('heading', { name: 'Your email address is back' })).toBeVisible();
  await expect(owner.getByText(`Your account uses ${user.email} again`)).toBeVisible();
  await owner.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(owner.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await passwordField(owner, 'New password').fill('Mine4Again');
  await passwordField(owner, 'Confirm new password').fill('Mine4Again');
  await owner.getByRole('button', { name: 'Reset Password' }).click();
  await expect(owner).toHaveURL(/\/auth\?mode=login/, { timeout: 10_000 });
  await signIn(owner, user.email, 'Mine4Again');

  // The attacker's session is gone: the next request of that page lands on sign-in.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/auth/);
  // And the old password no longer opens the account.
  await submitSignIn(page, user.email, user.password, '');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await owner.context().close();
});

test('cancelling a pending email change says so and leaves nothing pending', async ({ page }) => {
  const user = await signUpAndVerify(page, 'cancel-change');
  await page.goto('/dashboard/profile');
  const emailCard = page.getByRole('heading', { name: 'Email Address' }).locator('xpath=../..');
  const emailInput = emailCard.getByLabel('Email', { exact: true });
  const wanted = uniqueEmail('wanted');
  await emailInput.fill(wanted);
  await emailCard.getByLabel('Current Password', { exact: true }).fill(user.password);
  await emailCard.getByRole('button', { name: 'Update Email' }).click();
  await expect(emailCard.getByRole('status')).toHaveText(
    `Confirmation link sent to ${wanted}. Your address changes once you open it.`,
  );
  await emailCard.getByRole('button', { name: 'Cancel this change' }).click();
  // The earlier message is replaced, not left claiming a change that no longer exists.
  await expect(emailCard.getByRole('status')).toHaveText(`Email change cancelled: you keep ${user.email}.`);
  await expect(emailCard.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(emailInput).toHaveValue(user.email);
  await page.reload();
  await expect(emailCard.getByText('Pending', { exact: true })).toHaveCount(0);
});
