import { expect, test } from './support/fixtures.ts';
import { continueAs, signInWithGoogle } from './support/google.ts';
import { pathOf, readMail } from './support/mail.ts';
import {
  newUser,
  passwordField,
  signUp,
  signUpAndVerify,
  skipOnboarding,
  submitSignIn,
  uniqueEmail,
  VERIFY_SUBJECT,
} from './support/users.ts';

test('Google asks for the password of an existing account once, then signs in directly', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 401 .* @ .*\/api\/auth\/google\/link$/, 'a wrong password answers 401');
  const user = await signUpAndVerify(page, 'link');
  // Signed out only once the dashboard has loaded: its lazy page would otherwise ask without a session.
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await page.context().clearCookies();

  await signInWithGoogle(page, user);
  await expect(page.getByRole('heading', { name: 'Connect Google to your account' })).toBeVisible();
  await expect(page.getByText(`An account already uses ${user.email}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/google\/callback\?/);

  await passwordField(page).fill('Wrong-pass1');
  await page.getByRole('button', { name: 'Connect and sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await passwordField(page).fill(user.password);
  await page.getByRole('button', { name: 'Connect and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await readMail(
    page.request,
    user.email,
    /^Google sign-in was connected to your account$/,
    '/forgot-password',
  );

  // Next time Google signs in at once.
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await page.context().clearCookies();
  await signInWithGoogle(page, user);
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
});

test('an account without a password confirms it is its owner with Google before changing its email', async ({
  page,
}) => {
  const who = { email: uniqueEmail('gonly'), firstName: 'Mary', lastName: 'Jackson' };
  await signInWithGoogle(page, who);
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
  await skipOnboarding(page);

  await page.goto('/dashboard/profile');
  const emailCard = page.getByRole('heading', { name: 'Email Address' }).locator('xpath=../..');
  await expect(emailCard.getByText(/You signed in with Google\. To change your email/)).toBeVisible();
  await expect(emailCard.getByRole('button', { name: 'Update Email' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();

  const authorization = page.waitForRequest(/\/sandbox\/google\/auth\?/);
  await emailCard.getByRole('button', { name: 'Confirm with Google' }).click();
  // Google is asked to authenticate this very account again, now.
  const asked = new URL((await authorization).url()).searchParams;
  expect(Object.fromEntries(asked)).toMatchObject({ prompt: 'login', max_age: '0', login_hint: who.email });
  await continueAs(page, who);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Identity confirmed'),
  ).toBeVisible();

  const newEmail = uniqueEmail('gmoved');
  await emailCard.getByLabel('Email', { exact: true }).fill(newEmail);
  await emailCard.getByRole('button', { name: 'Update Email' }).click();
  await expect(
    emailCard.getByText(`${newEmail} is waiting for confirmation`, { exact: false }),
  ).toBeVisible();
  // And a first password can be set now too.
  await passwordField(page, 'New Password').fill('First1Pass');
  await passwordField(page, 'Confirm New Password').fill('First1Pass');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password updated successfully!' })).toBeVisible();
});

test('sign-in shows one message at a time; a used verification link says the address is verified', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 401 .* @ .*\/api\/auth\/login$/, 'the wrong password answers 401');
  consoleErrors.expect(/status of 403 .* @ .*\/api\/auth\/login$/, 'the unverified account answers 403');
  const user = newUser('onemessage');
  await signUp(page, user);
  // Only the outcome of the sign-up: no form header, no Google button, no "Already have an account?".
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(page.getByText('Already have an account?')).toHaveCount(0);

  await submitSignIn(page, user.email, 'Wrong-pass1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await passwordField(page).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('region', { name: 'Email Verification Required' })).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);

  const link = await readMail(page.request, user.email, VERIFY_SUBJECT, '/verify-email?');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Already verified' })).toBeVisible();
  await expect(page.getByText('This email address is already verified. You can sign in.')).toBeVisible();
  await expect(page.getByText('Verification failed')).toHaveCount(0);
});

test('every page names itself; a signed-in visitor of the landing is offered the dashboard', async ({
  page,
}) => {
  const titles: Array<[string, string]> = [
    ['/', 'Affiliate Autopilot · Amazon affiliate articles and pins in 3 clicks'],
    ['/services', 'Services and credit costs · Affiliate Autopilot'],
    ['/pricing', 'Pricing · Affiliate Autopilot'],
    ['/auth?mode=login', 'Sign in · Affiliate Autopilot'],
    ['/auth?mode=signup', 'Sign up · Affiliate Autopilot'],
    ['/forgot-password', 'Forgot password · Affiliate Autopilot'],
    ['/verify-email', 'Verify your email · Affiliate Autopilot'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Signed out, the landing invites to sign up…
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Start free/ }).first()).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );

  await signUpAndVerify(page, 'titles');
  await expect(page).toHaveTitle('AI Automation Engine · Affiliate Autopilot');
  await page.goto('/dashboard/profile');
  await expect(page).toHaveTitle('Profile Settings · Affiliate Autopilot');
  // The section's name is said once: in the top bar, as the page's heading.
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toHaveCount(1);

  await page.goto('/');
  const hero = page.locator('main section').first();
  await expect(hero.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/ai-agent',
  );
  await expect(page.getByRole('link', { name: /Start free/ })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('Esc closes the public menu; a toast sits at the bottom and leaves the top bar visible', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // A Google account confirming itself gets a toast back on its profile.
    const who = { email: uniqueEmail('phone'), firstName: 'Dorothy', lastName: 'Vaughan' };
    await signInWithGoogle(page, who);
    await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);
    await skipOnboarding(page);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Confirm with Google' }).first().click();
    await continueAs(page, who);
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expect(toast).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('toast-375.png') });

    const topBar = page.getByRole('banner');
    const bar = await topBar.boundingBox();
    const box = await toast.boundingBox();
    expect(bar && box).toBeTruthy();
    if (bar && box) {
      expect(box.y).toBeGreaterThan(bar.y + bar.height);
      expect(box.y + box.height).toBeLessThanOrEqual(812);
      expect(box.y).toBeGreaterThan(812 / 2);
    }
    // The page's name in the top bar is not cut.
    const heading = topBar.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Profile Settings');
    expect(await heading.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
  });
});
