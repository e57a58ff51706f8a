/** The Google stand-in (/sandbox/google) driven through its pages, as a person would. */
import { expect, type Page } from '@playwright/test';

export interface GoogleUser {
  email: string;
  firstName: string;
  lastName: string;
}

/** From the auth page to the Google stand-in's sign-in form. */
export async function openGoogleSignIn(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/sandbox\/google\//);
  await expect(page.getByRole('heading', { name: /Sign in with Google/ })).toBeVisible();
}

/** Fills the stand-in's form (any page of the flow that shows it) and continues. */
export async function continueAs(page: Page, who: GoogleUser) {
  await expect(page).toHaveURL(/\/sandbox\/google\//);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await expect(page.getByLabel('Google has verified this email')).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The whole sign-in: auth page, Google's form, back to the app. */
export async function signInWithGoogle(page: Page, who: GoogleUser) {
  await openGoogleSignIn(page);
  await continueAs(page, who);
}
