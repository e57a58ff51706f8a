/**
 * Billing in Chromium with the Stripe sandbox (issue 8): a plan picked on the pricing page survives
 * sign-up, the buy page sends the user to Checkout (declined card, cancel, then paid), the return
 * shows the credits at once and only once; the Customer Portal cancels the plan.
 */
import { expect, type Page } from '@playwright/test';
import { payOnCheckout } from './support/billing.ts';
import { test } from './support/fixtures.ts';
import { newUser, signIn, signUp, skipOnboarding, verifyFromMailbox } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

async function creditsFromApi(page: Page): Promise<number> {
  const res = await page.request.get('/api/credits');
  return (await res.json()).data.credits.credits_balance;
}

test('pricing → sign up → buy page → Checkout (declined, canceled, paid) → credits once → portal cancel', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(
    /status of 402/,
    'the sandbox Checkout answers a declined card with 402, as Stripe does',
  );
  // A visitor picks the popular plan, yearly, on the pricing page.
  await page.goto('/pricing');
  const growth = page.getByRole('listitem').filter({ hasText: 'Growth Accelerator' });
  await growth.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup&plan=growth&cycle=annual$/);

  // Sign up right there (the form keeps the pick), verify from the mailbox.
  const user = newUser('billing');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Registration successful! Please check your email to verify your account.'),
  ).toBeVisible();
  await verifyFromMailbox(page, user.email);
  // The first sign-in comes back to the plan they picked.
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/buy-credits\?plan=growth&cycle=annual/);
  await expect(page.getByRole('heading', { name: 'Automated Passive Income' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Growth Accelerator' });
  await expect(card.getByText('Most Popular')).toBeVisible();
  await expect(card.getByText('€160')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/buy-credits.png`, fullPage: true });

  // Checkout with a declined card, then Cancel: back with the info notice, nothing charged.
  await card.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/checkout\//);
  await payOnCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/buy-credits/);
  await expect(page.getByText(/canceled/i).first()).toBeVisible();
  expect(await creditsFromApi(page)).toBe(10);

  // Paid: back on the buy page, the credits are there at once, then the app goes to the campaigns.
  await card.getByRole('button', { name: 'Get Started' }).click();
  await payOnCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText(/300 credits/).first()).toBeVisible();
  // 10 free, the plan's 300, and the first package's one-time 20% (60).
  expect(await creditsFromApi(page)).toBe(370);
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/, { timeout: 10_000 });
  await skipOnboarding(page).catch(() => undefined);
  // The webhooks landed meanwhile: nothing more.
  await page.waitForTimeout(1000);
  expect(await creditsFromApi(page)).toBe(370);

  // The profile shows the plan and the history; Billing opens the portal, which cancels it.
  await page.goto('/dashboard/profile');
  await expect(page.getByText('Growth Accelerator').first()).toBeVisible();
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'First-package bonus' })).toBeVisible();
  await page.getByRole('button', { name: 'Billing' }).first().click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/portal\//);
  // A cheaper plan starts when the year already paid for ends: nothing is credited back or taken.
  await page.getByLabel('Switch plan').selectOption({ label: 'Income Starter · €83.00 per year' });
  await page.getByRole('button', { name: 'Switch plan' }).click();
  await expect(page.getByText('Your plan will change at the end of the period.')).toBeVisible();
  await expect(page.getByText(/Changes to Income Starter on/)).toBeVisible();
  expect(await creditsFromApi(page)).toBe(370);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(/Cancels on/)).toBeVisible();
  await page.getByRole('link', { name: /Return to/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText(/Cancels on/)).toBeVisible();
  expect(await creditsFromApi(page)).toBe(370);
});

test('the buy page at 375 px: one column, no sideways scroll, a signed-out visitor is sent to sign in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/buy-credits');
  await expect(page).toHaveURL(/\/auth(\?mode=login)?$/);
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please log in to access the buy credits page.')).toBeVisible();

  const user = newUser('billing-mobile');
  await signUp(page, user);
  await verifyFromMailbox(page, user.email);
  await signIn(page, user.email, user.password);
  await skipOnboarding(page);
  await page.goto('/dashboard/buy-credits');
  await expect(page.getByRole('heading', { name: 'Automated Passive Income' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const boxes = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left));
  expect(new Set(boxes.map(Math.round)).size).toBe(1);
  if (shots) await page.screenshot({ path: `${shots}/buy-credits-375.png`, fullPage: true });
});
