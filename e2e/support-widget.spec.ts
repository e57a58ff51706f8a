/**
 * The support widget (PRODUCT.md §2 Support widget, §5, §8, §9): signed out with an email field, signed in
 * without one, both mails in the dev mailbox, the 1000-character limit, keyboard only, 375 px, and
 * the per-IP rate limit (5 messages in 10 minutes: the last test spends what is left of it).
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { type DevMail, listMail, MAIL_TIMEOUT_MS } from './support/mail.ts';
import { signUpAndVerify, uniqueEmail } from './support/users.ts';

const SUPPORT_ADDRESS = 'support@affiliate-autopilot.local';

/**
 * The floating button. While the (modal) panel is open, Radix hides the rest of the page from
 * assistive technology, the button included: found with `includeHidden` to read its state then.
 */
const supportButton = (page: Page) =>
  page.getByRole('button', { name: 'Support', exact: true, includeHidden: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Contact support' });
const marker = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

/** The newest mail to `to` whose text contains `text`, polled while the mail job delivers it. */
async function mailContaining(page: Page, to: string, text: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await listMail(page.request, to)).find((mail) => mail.text.includes(text));
        return Boolean(found);
      },
      { timeout: MAIL_TIMEOUT_MS, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as DevMail;
}

/**
 * Opens a page and waits for the app to be running: public pages are prerendered HTML that React
 * hydrates a moment later, and a click before that does nothing.
 */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function receiptFor(page: Page, to: string): Promise<DevMail> {
  return mailContaining(page, to, 'within 48 hours via email');
}

async function openWidget(page: Page) {
  const button = supportButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(panel(page)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** 'Message Sent!' for 3 s (PRODUCT.md §9), then the panel closes by itself. */
async function expectSentThenClosed(page: Page) {
  await expect(panel(page).getByText('Message Sent!')).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(panel(page).getByText('Message Sent!')).toBeVisible();
  await expect(panel(page)).toBeHidden({ timeout: 3000 });
  await expect(supportButton(page)).toHaveAttribute('aria-expanded', 'false');
}

test('a visitor writes with their email; support gets the message and the visitor a receipt', async ({
  page,
}) => {
  await visit(page, '/pricing');
  await openWidget(page);
  const dialog = panel(page);
  const axe = await new AxeBuilder({ page }).include('#support-panel').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Type').selectOption('bug');
  await dialog.getByLabel('Message').fill('   ');
  await expect(send).toBeDisabled();
  const text = marker('The export button does nothing');
  await dialog.getByLabel('Message').fill(text);
  await expect(dialog.getByText(`${text.length}/1000`)).toBeVisible();
  await send.click();
  // No address, no message: the field says why.
  await expect(dialog.getByText("Please ensure you're logged in")).toBeVisible();
  const email = uniqueEmail('support-visitor');
  await dialog.getByLabel('Your email').fill(email);
  await send.click();
  await expectSentThenClosed(page);

  const toSupport = await mailContaining(page, SUPPORT_ADDRESS, text);
  expect(toSupport.subject).toBe('Support: Bug report');
  expect(toSupport.text).toContain(email);
  expect(toSupport.text).toContain('not signed in');
  expect(toSupport.text).toContain('/pricing');
  const receipt = await receiptFor(page, email);
  expect(receipt.subject).toBe('We received your message');
  expect(receipt.text).not.toContain(text);

  // Opened again, it starts afresh.
  await openWidget(page);
  await expect(panel(page).getByLabel('Message')).toHaveValue('');
  await expect(panel(page).getByText('0/1000')).toBeVisible();
});

test('a signed-in user writes from the dashboard without an email field; the receipt goes to their address', async ({
  page,
}) => {
  const user = await signUpAndVerify(page, 'support-user');
  await openWidget(page);
  const dialog = panel(page);
  await expect(dialog.getByLabel('Your email')).toHaveCount(0);
  await dialog.getByLabel('Type').selectOption('feature');
  const text = marker('Please add a dark mode');
  await dialog.getByLabel('Message').fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectSentThenClosed(page);

  const toSupport = await mailContaining(page, SUPPORT_ADDRESS, text);
  expect(toSupport.subject).toBe('Support: Feature request');
  expect(toSupport.text).toContain(`${user.firstName} ${user.lastName} <${user.email}>`);
  expect(toSupport.text).toContain('/dashboard/ai-agent');
  const receipt = await receiptFor(page, user.email);
  expect(receipt.text).toContain(`Hi ${user.firstName},`);
});

test('the message stops at 1000 characters, and the counter says so', async ({ page }) => {
  await visit(page, '/');
  await openWidget(page);
  const message = panel(page).getByLabel('Message');
  await message.fill('a'.repeat(999));
  await expect(panel(page).getByText('999/1000')).toBeVisible();
  await message.press('End');
  await page.keyboard.type('bcd');
  await expect(panel(page).getByText('1000/1000')).toBeVisible();
  expect(await message.inputValue()).toBe(`${'a'.repeat(999)}b`);
  await expect(panel(page).getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('keyboard only: open, choose, write, send, and close with Escape; focus returns to the button', async ({
  page,
}) => {
  await visit(page, '/services');
  await expect(supportButton(page)).toBeVisible();
  // The widget comes last on the page: one Shift+Tab from the top reaches it.
  await page.keyboard.press('Shift+Tab');
  await expect(supportButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  const type = dialog.getByLabel('Type');
  await expect(type).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(type).toHaveValue('bug');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Message')).toBeFocused();
  const text = marker('Typed without a mouse');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Your email')).toBeFocused();
  const email = uniqueEmail('support-keyboard');
  await page.keyboard.type(email);
  // The honeypot is out of the tab order: the next stop is Send.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectSentThenClosed(page);
  await expect(supportButton(page)).toBeFocused();
  await mailContaining(page, SUPPORT_ADDRESS, text);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(supportButton(page)).toBeFocused();
  await expect(supportButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the button and the panel fit the screen, and sending works', async ({ page }, testInfo) => {
    await visit(page, '/');
    await openWidget(page);
    const box = await panel(page).boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y).toBeGreaterThanOrEqual(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('support-widget-375.png') });
    const text = marker('From my phone');
    await panel(page).getByLabel('Message').fill(text);
    await panel(page).getByLabel('Your email').fill(uniqueEmail('support-phone'));
    await panel(page).getByRole('button', { name: 'Send' }).tap();
    await expectSentThenClosed(page);
    await mailContaining(page, SUPPORT_ADDRESS, text);
  });
});

test('past the per-IP limit the widget shows PRODUCT.md’s failure text with the reason, and keeps the message', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 429/, 'the sixth message in 10 minutes from one IP is refused with 429');
  await visit(page, '/');
  const email = uniqueEmail('support-limit');
  // The tests above spent up to 4 of the 5 messages an IP may send in 10 minutes.
  for (let attempt = 1; attempt <= 6; attempt++) {
    await openWidget(page);
    await panel(page).getByLabel('Message').fill(`Attempt ${attempt}`);
    await panel(page).getByLabel('Your email').fill(email);
    await panel(page).getByRole('button', { name: 'Send' }).click();
    const outcome = panel(page).getByText(/Message Sent!|Failed to send message/);
    await expect(outcome).toBeVisible();
    if ((await outcome.textContent())?.includes('Failed')) break;
    await expect(panel(page)).toBeHidden({ timeout: 5000 });
  }
  const alert = panel(page).getByRole('alert');
  await expect(alert).toContainText('Failed to send message. Please try again.');
  await expect(alert).toContainText('Too many requests from this IP, please try again later.');
  await expect(panel(page).getByLabel('Message')).not.toHaveValue('');
});
