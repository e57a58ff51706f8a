/**
 * Keyboard users keep their place: Escape in the create dialog lands back on 'Create Campaign', and
 * the board picker nested in it hands focus back to the button that opened it, picked or escaped.
 */
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms, connectPinterest } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

test('focus returns where the user was after the create dialog and its board picker close', async ({
  page,
}) => {
  await signUpAndVerify(page, 'keyboard');
  await connectDemoPlatforms(page);
  await connectPinterest(page);
  await page.goto('/dashboard/ai-agent');
  const create = page.getByRole('button', { name: 'Create Campaign' }).first();
  await create.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create New Campaign' });
  await expect(form).toBeVisible();
  // Escape once focus is in the dialog, as a keyboard user presses it.
  await expect(form.getByLabel('Campaign name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(create).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await form.getByLabel('Post the images to Pinterest automatically').check();
  // The account's default board is preselected (issue 32): the button changes it.
  const choose = form.getByRole('button', { name: 'Change' });
  await choose.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Select Pinterest Board' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('searchbox', { name: 'Search boards' })).toBeFocused();
  // Radix moves Escape to the picker when it has re-rendered its layers, which then make the form
  // below inert: a person cannot press a key in between, a loaded CI machine's script could (the key
  // then closed the form and the picker with it).
  // (Hidden from the accessibility tree meanwhile: found by its markup.)
  const formBelow = page.locator('[role="dialog"]', { hasText: 'Create New Campaign' });
  await expect(formBelow).toHaveCSS('pointer-events', 'none');
  // Escape closes the picker only; the form stays open with focus on the button.
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(form).toBeVisible();
  await expect(choose).toBeFocused();
  // A pick by keyboard: the same.
  await page.keyboard.press('Enter');
  await expect(picker).toBeVisible();
  await picker.getByRole('list', { name: 'Your boards' }).getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Change' })).toBeFocused();
});
