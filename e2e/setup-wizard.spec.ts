/**
 * The setup wizard end to end in Chromium (PRODUCT.md §2, §4): WordPress (a refused password, then the demo
 * blog), Pinterest OAuth through the simulator's authorize page (Deny, then Allow), the board picker,
 * the Amazon tag, the completion card; then Platform Configuration's guarded deletes, and the demo
 * blog showing as a real site.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signUpAndVerify } from './support/users.ts';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Setup progress' });
const section = (page: Page, name: RegExp) => page.getByRole('region', { name });

test('a new user connects WordPress, Pinterest and Amazon in the wizard', async ({
  page,
  consoleErrors,
  baseURL,
}) => {
  // Three platforms connected, checked and disconnected: 25 s alone, more when the suite loads the machine.
  test.setTimeout(120_000);
  consoleErrors.expect(/status of 400/, 'the wrong application password is refused by the server (400)');
  await signUpAndVerify(page, 'wizard');
  await page.goto('/dashboard/setup');
  await expect(page.getByRole('heading', { name: 'Platform Setup', level: 1 })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
  const pinterest = section(page, /Setup Pinterest/);
  await expect(pinterest.getByText('Complete WordPress setup first')).toBeVisible();

  // WordPress: a wrong application password reads as PRODUCT.md §8 says.
  const wordpress = section(page, /Connect WordPress/);
  await wordpress.getByLabel('Username').fill('demo');
  await wordpress.getByLabel('Application Password', { exact: true }).fill('abcd efgh ijkl mnop qrst uvwx');
  await wordpress.getByLabel('Website URL').fill(`${baseURL}/sandbox/wordpress`);
  await wordpress.getByRole('button', { name: 'Connect WordPress' }).click();
  const failure = wordpress.getByRole('alert');
  await expect(failure).toContainText('WordPress Connection Failed');
  await expect(failure).toContainText(
    'Authentication failed. Please check your username and Application Password. Make sure you are using an Application Password, not your regular WordPress password.',
  );

  await wordpress.getByRole('button', { name: 'Use the demo site' }).click();
  await expect(wordpress.getByText('Connected', { exact: true })).toBeVisible();
  await expect(wordpress.getByRole('link', { name: /sandbox\/wordpress/ })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '33');

  // Pinterest: Deny on the authorize page comes back with PRODUCT.md's message and a clean URL.
  await pinterest.getByRole('button', { name: 'Connect Pinterest' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pinterest\/oauth\//);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText('Pinterest authorization was denied or failed.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/setup$/);

  // Allow: the code is exchanged on the server; the account and its first three boards show.
  await pinterest.getByRole('button', { name: 'Connect Pinterest' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Pinterest connected successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/setup$/);
  await expect(pinterest.getByText(/^@/)).toBeVisible();
  await expect(pinterest.getByRole('listitem')).toHaveCount(3);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '67');

  // The board picker searches names and descriptions.
  await pinterest.getByRole('button', { name: 'Select board' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Pinterest Board' });
  await expect(picker).toBeVisible();
  const boards = picker.getByRole('list', { name: 'Your boards' }).getByRole('button');
  const total = await boards.count();
  expect(total).toBeGreaterThan(3);
  await picker.getByRole('searchbox').fill('zzzz-nothing');
  await expect(picker.getByText('No matching boards')).toBeVisible();
  // A word only in a board's description finds it, whatever its case.
  await picker.getByRole('searchbox').fill('DOORBELLS');
  await expect(boards).toHaveCount(1);
  await boards.getByText('Smart Home Tech').click();
  await expect(picker).toBeHidden();
  await expect(
    pinterest.getByText('Default board: Smart Home Tech (for campaigns without a board of their own)'),
  ).toBeVisible();

  // Amazon: the format is checked, then the tag is saved and the wizard is complete.
  const amazon = section(page, /Amazon Affiliate Setup/);
  await amazon.getByLabel('Affiliate tag').fill('yourname');
  await amazon.getByRole('button', { name: 'Save affiliate tag' }).click();
  // The message is the tag's, next to it (PRODUCT.md §5).
  await expect(amazon.getByLabel('Affiliate tag')).toHaveAttribute('aria-invalid', 'true');
  await expect(amazon.getByLabel('Affiliate tag')).toHaveAccessibleDescription(/two-digit store code/);
  await amazon.getByLabel('Affiliate tag').fill('yourname-20');
  await amazon.getByRole('button', { name: 'Save affiliate tag' }).click();
  await expect(amazon.getByText('yourname-20')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();

  // The state is the server's: a reload shows the same.
  await page.reload();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-agent$/);

  // Platform Configuration: every delete asks first.
  await page.goto('/dashboard/platforms');
  await expect(page.getByRole('heading', { name: 'Platform Configuration', level: 1 })).toBeVisible();
  await expect(page.getByText('Connect your accounts to automate your affiliate marketing')).toBeVisible();
  const amazonConfig = section(page, /Amazon Affiliate Setup/);
  await amazonConfig.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect Amazon?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(amazonConfig.getByText('yourname-20')).toBeVisible();
  await amazonConfig.getByRole('button', { name: 'Disconnect' }).click();
  await confirm.getByRole('button', { name: 'Yes, disconnect' }).click();
  await expect(amazonConfig.getByLabel('Affiliate tag')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '67');

  const pinterestConfig = section(page, /Setup Pinterest/);
  await pinterestConfig.getByRole('button', { name: 'Disconnect' }).click();
  await page
    .getByRole('alertdialog', { name: 'Disconnect Pinterest?' })
    .getByRole('button', { name: 'Yes, disconnect' })
    .click();
  await expect(pinterestConfig.getByRole('button', { name: 'Connect Pinterest' })).toBeVisible();

  // The demo blog is a readable site. Its pages are sandboxed (CSP `sandbox`: they show HTML that API
  // clients wrote, on our origin), so Chromium refuses the scripts Playwright injects into them.
  consoleErrors.expect(
    /Blocked script execution in '.*\/sandbox\/wordpress\/'/,
    'the demo blog pages run no script',
  );
  await page.goto('/sandbox/wordpress/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("an invalid OAuth state is refused with PRODUCT.md's message", async ({ page }) => {
  await signUpAndVerify(page, 'oauth-state');
  await page.goto('/dashboard/setup?code=forged-code&state=forged-state');
  await expect(page.getByText('Invalid OAuth state. This could be a security issue.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/setup$/);
});

test('the setup wizard fits a 360 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signUpAndVerify(page, 'wizard-mobile');
  await page.goto('/dashboard/setup');
  await expect(page.getByRole('heading', { name: 'Platform Setup', level: 1 })).toBeVisible();
  await expect(section(page, /Connect WordPress/).getByLabel('Username')).toBeVisible();
  const width = await page.evaluate(
    () => (document.scrollingElement ?? document.documentElement).scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('setup-360.png'), fullPage: true });
});
