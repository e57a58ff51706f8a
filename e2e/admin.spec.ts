/**
 * The operators' view (issue 30): /dashboard/admin is refused to an account that is not in
 * ADMIN_EMAILS, saying so; an operator sees the job queues and the week's failed runs and pins, at
 * 1280 and 375 px, keyboard reachable, without accessibility violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { OPERATOR_EMAILS } from './support/app-server.ts';
import { test } from './support/fixtures.ts';
import { signUpAndVerify } from './support/users.ts';

const shots = process.env.E2E_SHOTS;

test('the operators’ view is refused to a user who is not an operator', async ({ page, consoleErrors }) => {
  consoleErrors.expect(/status of 403 .* @ .*\/api\/admin\/overview$/, 'not an operator: 403');
  await signUpAndVerify(page, 'not-operator');
  await page.goto('/dashboard/admin');
  await expect(
    page.getByRole('heading', { name: 'This page is for the people who run this installation.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job queues' })).toHaveCount(0);
});

test('an operator sees the queues and the week’s failures, at 1280 and 375 px', async ({
  page,
}, testInfo) => {
  const email = OPERATOR_EMAILS[testInfo.retry] ?? OPERATOR_EMAILS[0];
  await signUpAndVerify(page, 'operator', { email });
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible();

  const queues = page.getByRole('region', { name: 'Job queues' });
  await expect(queues.getByRole('columnheader', { name: 'Waiting for their time' })).toBeVisible();
  const runExecution = queues.getByRole('row', { name: /run-execution/ });
  await expect(runExecution).toBeVisible();
  await expect(runExecution.getByRole('cell')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Failed runs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Failed pins' })).toBeVisible();

  // Refresh is a button the keyboard reaches.
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect(refresh).toHaveAttribute('aria-busy', 'false');

  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/admin-1280.png`, fullPage: true });

  // On a phone, loaded as a phone loads it (resizing mid-page animates the sidebar away).
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Operations' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Job queues' }).getByRole('row', { name: /run-execution/ }),
  ).toBeVisible();
  // The page itself never scrolls sideways: the tables do, inside their frames.
  await expect
    .poll(() => page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth))
    .toBeLessThanOrEqual(375);
  if (shots) await page.screenshot({ path: `${shots}/admin-375.png`, fullPage: true });
});
