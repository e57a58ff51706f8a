/**
 * Profile Settings' Notifications card (issue 21): the switch for mails about runs (a failed run, a
 * post check that finds a problem) saves at once, says so, and stays after a reload; by keyboard and
 * in French too, and on a phone without sideways scrolling. What is mailed is the server's tests'.
 */
import { expect, test } from './support/fixtures.ts';
import { openUserMenu, signUpAndVerify } from './support/users.ts';

const LABEL_EN = 'Email me when a run fails or a post check finds a problem';
const LABEL_FR =
  'M’envoyer un e-mail quand une exécution échoue ou qu’une vérification d’article trouve un problème';

test('the run mails switch saves at once and stays after a reload, in English and French', async ({
  page,
}) => {
  await signUpAndVerify(page, 'run-mails');
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: LABEL_EN });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await toggle.click();
  await expect(page.getByText('Emails about your runs are off.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const profile = await (await page.request.get('/api/user/profile')).json();
  expect(profile.data.runMails).toBe(false);

  // In French, by keyboard: Space turns it back on, and that is kept too.
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Français' }).click();
  const interrupteur = page.getByRole('switch', { name: LABEL_FR });
  await expect(interrupteur).toHaveAttribute('aria-checked', 'false');
  await interrupteur.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Les e-mails sur vos exécutions sont activés.')).toBeVisible();
  await page.reload();
  await expect(interrupteur).toHaveAttribute('aria-checked', 'true');

  // A phone: the card's label wraps beside the switch, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await interrupteur.scrollIntoViewIfNeeded();
  await expect(interrupteur).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.E2E_SHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/run-mails-fr-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/run-mails-fr-1280.png`, fullPage: true });
  }
});
