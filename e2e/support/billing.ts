/** The Stripe sandbox's hosted Checkout, paid as a person would. */
import { expect, type Page } from '@playwright/test';

/** On the Checkout page: the card number, then Pay (4242… pays, 4000 0000 0000 0002 is declined). */
export async function payOnCheckout(page: Page, card: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay' }).click();
}
