/** Email verification: sign-in before verifying, resend cooldown, bad links (PRODUCT.md §2, §4, §8). */
import { expect, test } from './support/fixtures.ts';
import { mailsMatching, pathOf, readMail } from './support/mail.ts';
import { newUser, signIn, signUp, submitSignIn, uniqueEmail, VERIFY_SUBJECT } from './support/users.ts';

test('signing in before verifying shows the verification panel; resend waits for the cooldown', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /status of 403 .* @ .*\/api\/auth\/login$/,
    'sign-in of an unverified account answers 403',
  );
  const user = newUser('unverified');
  await signUp(page, user);
  const firstLink = await readMail(page.request, user.email, VERIFY_SUBJECT, '/verify-email?');

  await submitSignIn(page, user.email, user.password);
  const panel = page.getByRole('region', { name: 'Email Verification Required' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Please verify your email address before logging in.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);

  // Close hides the panel; signing in again brings it back.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(panel).toBeVisible();

  // Resend. Sign-up and resend have separate cooldowns (a resend right after sign-up answers as for
  // an unknown address): the first resend is sent and starts the 60 s cooldown, a further one is
  // refused (429) until it ends, and the new link replaces the first.
  const resendAnswer = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/resend-verification'),
  );
  await panel.getByRole('button', { name: 'Resend Verification Email' }).click();
  const answer = await resendAnswer;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { remainingTime?: number; attemptCount?: number };
  expect(body).toMatchObject({ remainingTime: 60, attemptCount: 1 });
  await expect(panel.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
  const waitButton = panel.getByRole('button', { name: /^Wait \d+s$/ });
  await expect(waitButton).toBeDisabled();
  const secondsShown = Number((await waitButton.textContent())?.match(/\d+/)?.[0]);
  expect(secondsShown).toBeGreaterThan(0);
  expect(secondsShown).toBeLessThanOrEqual(60);
  // The countdown runs (1 s ticks; waiting on the UI, not sleeping).
  await expect(waitButton).not.toHaveText(`Wait ${secondsShown}s`, { timeout: 3_000 });

  const workingLink = await readMail(page.request, user.email, VERIFY_SUBJECT, '/verify-email?', {
    atLeast: 2,
  });
  expect(workingLink).not.toBe(firstLink);
  // Inside the cooldown the server refuses another send, whatever the client does.
  const again = await page.request.post('/api/auth/resend-verification', {
    data: { email: user.email },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(429);
  expect(await mailsMatching(page.request, user.email, VERIFY_SUBJECT)).toHaveLength(2);

  // The first link was retired by the second.
  consoleErrors.expect(
    /status of 400 .* @ .*\/api\/auth\/verify-email\?/,
    'the retired first link answers 400',
  );
  await page.goto(pathOf(firstLink));
  await expect(
    page.getByText('Invalid or expired verification link. Please request a new one.'),
  ).toBeVisible();

  await page.goto(pathOf(workingLink));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await signIn(page, user.email, user.password);
});

test('a bad verification token shows the failure panel with its hints and a resend button', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 400 .* @ .*\/api\/auth\/verify-email\?/, 'the bad token answers 400');
  const email = uniqueEmail('badtoken');
  await page.goto(`/verify-email?${new URLSearchParams({ token: 'not-a-real-token', email })}`);
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await expect(
    page.getByText('Invalid or expired verification link. Please request a new one.'),
  ).toBeVisible();
  await expect(page.getByText('Check that you opened the complete link from the email.')).toBeVisible();
  await expect(page.getByText('Verification links expire after 24 hours.')).toBeVisible();
  await expect(page.getByText('Request a new verification email below.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
    'href',
    '/auth?mode=login',
  );

  // The address comes from the link, so the resend needs no typing; the answer never reveals an account.
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Wait \d+s$/ })).toBeDisabled();
});

test('/verify-email without a token asks for an address before resending', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
  await expect(page.getByText('Invalid or missing verification token.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Email address is required to resend verification.')).toBeVisible();
  await page.getByLabel('Email address').fill(uniqueEmail('notoken'));
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByText('Verification email sent! Please check your inbox.')).toBeVisible();
});
