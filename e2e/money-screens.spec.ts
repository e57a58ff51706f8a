/**
 * The money screens a paying user meets in the first week (issue 33), in Chromium with the Stripe
 * sandbox: a campaign refused for want of credits keeps its form through the Power Up dialog, the buy
 * page and Checkout, and opens filled in on the way back; a subscriber sees their plan marked and buys
 * SPEC's packages once (a one-time payment) without touching the plan.
 */
import { expect, type Page } from '@playwright/test';
import { payOnCheckout } from './support/billing.ts';
import { postCampaign } from './support/campaigns.ts';
import { test } from './support/fixtures.ts';
import { MAIL_TIMEOUT_MS, mailsMatching } from './support/mail.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

async function balance(page: Page): Promise<number> {
  return (await (await page.request.get('/api/credits')).json()).data.credits.credits_balance;
}

test('a campaign refused for credits comes back filled in after buying; a subscriber tops up once', async ({
  page,
  consoleErrors,
}) => {
  // Three Checkout payments and a campaign run: longer than one flow.
  test.slow();
  consoleErrors.expect(/status of 402/, 'creating a campaign without credits is refused with 402');
  const user = await signUpAndVerify(page, 'money');
  await connectDemoPlatforms(page);
  // The 10 free credits pay a first campaign's first run: the balance is then 0.
  const first = await postCampaign(page, 0, { name: 'Paid by the free credits' });
  expect(first.status()).toBe(201);
  expect(await balance(page)).toBe(0);

  await page.goto('/dashboard/ai-agent');
  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create New Campaign' });
  await form.getByLabel('Campaign name').fill('Kept through Checkout');
  await form.getByLabel('Product template').selectOption({ index: 2 });
  const template = await form.getByLabel('Product template').inputValue();
  await form.getByLabel('Frequency (hours)').fill('12');
  await form.getByLabel('Total runs').fill('4');
  await form.getByRole('button', { name: 'Create Campaign' }).click();

  // The Power Up dialog; Buy Credits leads to the buy page with what is missing.
  const power = page.getByRole('dialog', { name: 'Power Up Your Campaigns!' });
  await expect(power).toBeVisible();
  await power.getByRole('link', { name: 'Buy Credits' }).click();
  await expect(page).toHaveURL(/\/dashboard\/buy-credits\?needed=10$/);
  const starter = page.getByRole('article').filter({ hasText: 'Income Starter' });
  await page.getByRole('radio', { name: 'Monthly' }).check({ force: true });
  await starter.getByRole('button', { name: 'Get Started' }).click();
  await payOnCheckout(page, '4242 4242 4242 4242');

  // Paid: the app goes back to the campaigns, where the form opens as it was left.
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/, { timeout: 15_000 });
  const kept = page.getByRole('dialog', { name: 'Create New Campaign' });
  await expect(kept.getByText('Your campaign is as you left it when your credits ran short')).toBeVisible();
  await expect(kept.getByLabel('Campaign name')).toHaveValue('Kept through Checkout');
  await expect(kept.getByLabel('Product template')).toHaveValue(template);
  await expect(kept.getByLabel('Frequency (hours)')).toHaveValue('12');
  await expect(kept.getByLabel('Total runs')).toHaveValue('4');
  if (shots) await page.screenshot({ path: `${shots}/kept-form-1280.png` });
  await kept.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Campaign created successfully').first()).toBeVisible();
  // A reload opens nothing: the kept form is forgotten once created.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Kept through Checkout' }).first()).toBeAttached();
  await expect(page.getByRole('dialog', { name: 'Create New Campaign' })).toHaveCount(0);

  // A subscriber: the plan marked on its card, the other cards change it in Billing, and credits once.
  const before = await balance(page);
  await page.goto('/dashboard/buy-credits');
  await page.getByRole('radio', { name: 'Monthly' }).check({ force: true });
  const mine = page.getByRole('article').filter({ hasText: 'Income Starter' });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine.getByText('Your plan').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  await expect(
    page.getByRole('article').filter({ hasText: 'Growth Accelerator' }).getByRole('button', {
      name: 'Change plan in Billing',
    }),
  ).toBeVisible();
  const topUps = page.getByRole('region', { name: 'Buy credits once' });
  await expect(topUps.getByText('300 credits for €19, once')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/subscriber-buy-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Buy credits once' })).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
  if (shots) await page.screenshot({ path: `${shots}/subscriber-buy-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await topUps.getByRole('button', { name: 'Buy 300 credits once for €19' }).click();
  await expect(page).toHaveURL(/\/sandbox\/stripe\/checkout\//);
  await expect(page.getByText('€19.00').first()).toBeVisible();
  await payOnCheckout(page, '4242 4242 4242 4242');
  await expect(page.getByText(/300 credits were added/).first()).toBeVisible();
  expect(await balance(page)).toBe(before + 300);
  // The plan is still Income Starter.
  const plan = (await (await page.request.get('/api/stripe/subscription')).json()).data.subscription;
  expect(plan).toMatchObject({ planId: 'starter', billingCycle: 'monthly' });

  // The dev mailbox: each payment mailed once, with what it added (issue 33).
  await expect
    .poll(async () => (await mailsMatching(page.request, user.email, /^Payment received/)).length, {
      timeout: MAIL_TIMEOUT_MS,
    })
    .toBe(2);
  const [topUpMail] = await mailsMatching(page.request, user.email, /^Payment received: 300 credits added$/);
  expect(topUpMail?.text).toContain(
    'We received your payment of €19.00 for 300 credits (Growth Accelerator, once).',
  );

  // In French for an account in French: another top-up, its mail in French.
  await page.request.put('/api/user/language', {
    headers: { origin: new URL(page.url()).origin },
    data: { language: 'fr' },
  });
  await page.goto('/dashboard/buy-credits');
  await page
    .getByRole('region', { name: 'Buy credits once' })
    .getByRole('button', { name: 'Buy 100 credits once for €9.85' })
    .click();
  await payOnCheckout(page, '4242 4242 4242 4242');
  await expect
    .poll(
      async () =>
        (await mailsMatching(page.request, user.email, /^Paiement reçu : 100 crédits ajoutés$/)).length,
      {
        timeout: MAIL_TIMEOUT_MS,
      },
    )
    .toBe(1);
});
