import { expect, type Page, test } from '@playwright/test';

// The foundation journey of issue 2, end to end against the real server: register, read the
// activation e-mail from the sandbox outbox, activate, sign in, see the shell with its menu
// locks, change display options (persisted across reloads), switch to RTL English, sign out.

const stamp = Date.now().toString(36);
const merchant = {
  firstName: 'Rosa',
  lastName: 'Baker',
  username: `rosa_${stamp}`,
  email: `rosa.${stamp}@bakery.test`,
  password: 'Crumb#Loaf47x',
};

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: new URL(`../screenshots/${name}.png`, import.meta.url).pathname });
}

test('a new merchant registers, activates, signs in and sets up the shell', async ({ page }) => {
  await page.goto('/user/register');
  await page.getByLabel('First name').fill(merchant.firstName);
  await page.getByLabel('Last name').fill(merchant.lastName);
  await page.getByLabel('Username').fill(merchant.username);
  await page.getByLabel('E-mail').fill(merchant.email);
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm password').fill('weakpass');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The server's first violation is shown; nothing is created.
  await expect(
    page.getByText('Password must contain a lowercase letter', { exact: false }).first(),
  ).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByLabel('Confirm password').fill(merchant.password);
  await shoot(page, 'register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(merchant.email)).toBeVisible();

  // An inactive account cannot sign in, and is told why.
  await page.goto('/user/login');
  await page.getByLabel('Username or e-mail').fill(merchant.username);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Account is not activated.')).toBeVisible();

  // The activation e-mail, read in the sandbox outbox page.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(merchant.email)}`);
  const activationLink = page.locator('a[href*="/user/active_account?token="]').first();
  await expect(activationLink).toBeVisible();
  await shoot(page, 'mailbox');
  await page.goto((await activationLink.getAttribute('href')) ?? '');
  await expect(page.getByText('Your account is activated. You can sign in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the app' }).click();

  await expect(page).toHaveURL(/\/user\/login/);
  await page.getByLabel('Username or e-mail').fill(merchant.username);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboards\/merchant-dashboard/);

  // A brand-new merchant has set nothing up: the menu locks say what comes first.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const group of ['Products', 'Setup', 'Promotions'])
    await menu.getByText(group, { exact: true }).first().click();
  await expect(
    menu.getByRole('link', { name: /Business location\. Set Business Type and Profile first/ }),
  ).toBeVisible();
  await expect(
    menu.getByRole('link', { name: /^Products\. Set Business Location first in the Setup menu/ }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: /Your perks\. Set Products first/ })).toBeVisible();
  await expect(
    menu.getByRole('link', { name: /Support\. Support: It is not available for now/ }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Business type', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: /Business location\./ }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Set Business Type and Profile first');
  // No payment provider yet: the red banner.
  await expect(page.getByText('A payment method is required')).toBeVisible();
  await shoot(page, 'shell-light');

  // Display options: dark purple, then flat. Each choice saves, closes and reloads.
  await page.getByRole('button', { name: 'Display options' }).click();
  await page.getByRole('button', { name: 'Dark Purple' }).click();
  await page.waitForEvent('load');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Display options' }).click();
  await page.getByRole('dialog').getByText('Flat', { exact: true }).click();
  await page.waitForEvent('load');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const primary = await cssVar(page, '--mantine-primary-color-filled');
  const purple = await cssVar(page, '--mantine-color-violet-filled');
  expect(primary).toBe(purple);
  expect(await cssVar(page, '--mantine-radius-default')).toMatch(/^0(px|rem)?$/);
  await shoot(page, 'shell-dark-purple-flat');

  // Right-to-left English, applied on load.
  await page.getByRole('button', { name: 'Display options' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en-RTL');
  await page.waitForEvent('load');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(menu.getByRole('link', { name: 'Merchant dashboard', exact: true })).toBeVisible();
  await shoot(page, 'shell-dark-rtl');

  // Sign out: back to login, and the app is closed again.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth')))).toEqual([]);
  await page.goto('/app/profile/user-profile');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});

test('the demo merchant signs in with the login the README gives', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Specify your username and password')).toBeVisible();
  await page.getByLabel('Username or e-mail').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Bad credentials')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Demo#Perk2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboards\/merchant-dashboard/);
  await expect(page.getByRole('heading', { name: 'Merchant dashboard', level: 1 })).toBeVisible();
});

test('unknown paths show the error view, then go to the dashboards', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Error code 404')).toBeVisible();
  await expect(page).toHaveURL(/\/(app\/dashboards|user\/login)/, { timeout: 10_000 });
});

async function cssVar(page: Page, name: string) {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}
