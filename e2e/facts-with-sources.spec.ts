/**
 * Facts with sources (issue 29), as a newcomer offline: the create form's "Your own sources" take a
 * first-hand note, the template fills in the makers' pages (the makers' sandbox serves them), the run
 * reads both and its "Facts used" lists each fact under its product with its source; the campaign
 * page's "Your sources" shows and edits them. Keyboard and axe clean; no overflow at 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/fixtures.ts';
import { connectDemoPlatforms } from './support/platforms.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;
const NOTE = 'I have worn them on my commute every day since March';

test('a note and a manufacturer page reach the run and are cited under “Facts used”', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpAndVerify(page, 'factsources');
  await connectDemoPlatforms(page);
  await page.goto('/dashboard/ai-agent');
  await page.getByRole('button', { name: 'Create Your First Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Campaign' });
  await form.getByLabel('Campaign name').fill('Earbuds with my notes');
  await form.getByLabel('Product template').selectOption({ label: 'AirPods Pro 2 vs Sony WF-1000XM5' });
  await form.getByText('Your own sources (optional)').click();
  const first = form.getByRole('group', { name: 'Product 1' });
  await first.getByLabel('What you know first-hand about this product').fill(NOTE);
  // The template knows its makers' pages.
  await expect(first.getByLabel("Manufacturer's page")).toHaveValue(
    'https://www.apple.com/airpods-pro/specs/',
  );
  await expect(form.getByRole('group', { name: 'Product 2' }).getByLabel("Manufacturer's page")).toHaveValue(
    /^https:\/\/electronics\.sony\.com\//,
  );
  if (shots) await form.screenshot({ path: `${shots}/facts-form.png` });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();
  // The run's progress opens at once; it is done in seconds offline.
  const progress = page.getByRole('dialog');
  await expect(progress.getByText('Your article is live!')).toBeVisible({ timeout: 60_000 });
  await progress.getByRole('button', { name: 'Close' }).first().click();
  await expect(progress).toBeHidden();

  await page.getByRole('link', { name: 'Earbuds with my notes' }).click();
  const sources = page.getByRole('region', { name: 'Your sources' });
  await expect(sources.getByText(NOTE)).toBeVisible();
  await expect(sources.getByRole('link', { name: "Manufacturer's page (apple.com)" })).toHaveAttribute(
    'href',
    'https://www.apple.com/airpods-pro/specs/',
  );

  // The run reads them: its facts, product by product, each with its source.
  const run = page.getByRole('article', { name: /Run 1\b/ });
  const facts = run.getByText(/^Facts used \(\d+\)$/);
  await expect(facts).toBeVisible({ timeout: 60_000 });
  await facts.click();
  const airpods = run.getByRole('region', { name: /^Apple AirPods Pro 2/ });
  await expect(airpods.getByRole('listitem').first()).toContainText(`${NOTE} — Your notes`);
  await expect(
    airpods.getByRole('listitem').filter({ hasText: 'Chip: Apple H2 headphone chip' }),
  ).toContainText('apple.com');
  await expect(airpods.getByRole('link', { name: 'apple.com' }).first()).toHaveAttribute(
    'href',
    'https://www.apple.com/airpods-pro/specs/',
  );
  await expect(airpods.getByText(/— Amazon product page/).first()).toBeVisible();
  await expect(
    run
      .getByRole('region', { name: /^Sony WF-1000XM5/ })
      .getByText(/— electronics\.sony\.com/)
      .first(),
  ).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/facts-run.png`, fullPage: true });

  // Edited from the campaign page, by keyboard; the next run reads them.
  await sources.getByRole('button', { name: 'Edit sources' }).click();
  const editor = page.getByRole('dialog', { name: 'Your sources' });
  const second = editor.getByRole('group', { name: /^Sony WF-1000XM5/ });
  await second
    .getByLabel('What you know first-hand about this product')
    .fill('The foam tips suit small ears');
  await second.getByLabel("Manufacturer's page").fill('not a page');
  await editor.getByRole('button', { name: 'Save sources' }).click();
  await expect(second.getByLabel("Manufacturer's page")).toHaveAccessibleDescription(
    'Manufacturer page must be a valid URL',
  );
  await second.getByLabel("Manufacturer's page").fill('');
  await second.getByLabel("Manufacturer's page").press('Enter');
  await expect(editor).toBeHidden();
  await expect(sources.getByText('The foam tips suit small ears')).toBeVisible();
  await expect(sources.getByText('No manufacturer page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit sources' })).toBeFocused();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(sources.getByText('The foam tips suit small ears')).toBeVisible();
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName}.${element.className}`.slice(0, 80))
      .slice(0, 3),
  );
  expect(wide).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/facts-375.png`, fullPage: true });
});
