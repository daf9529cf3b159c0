import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { solidPng } from './support/images';

// Issue 3, business profile: a fresh merchant walks the guided setup (type → category →
// profile → details → brand → taxes) against the real server. Saving the profile unlocks
// Business location in the side menu without a reload, and the details create the first store.

const stamp = Date.now().toString(36);
const merchant = {
  firstName: 'Lena',
  lastName: 'Vogel',
  username: `lena_${stamp}`,
  email: `lena.${stamp}@backhaus.test`,
  password: 'Pretzel#Oven58q',
};

async function registerAndActivate(request: APIRequestContext, page: Page) {
  const registered = await request.post('/api/merchant/registration', {
    data: { ...merchant, matchingPassword: merchant.password },
  });
  expect(registered.ok()).toBe(true);
  const outbox = await request.get(`/api/testing-support/emails?to=${encodeURIComponent(merchant.email)}`);
  const emails: { links: string[] }[] = await outbox.json();
  const link = emails
    .flatMap((email) => email.links)
    .find((href) => href.includes('/user/active_account?token='));
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByText('Your account is activated. You can sign in now.')).toBeVisible();
}

async function signIn(page: Page) {
  await page.goto('/user/login');
  await page.getByLabel('Username or e-mail').fill(merchant.username);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboards\/merchant-dashboard/);
}

test('a new merchant sets up the business profile and Business location unlocks', async ({
  page,
  request,
}) => {
  await registerAndActivate(request, page);
  await signIn(page);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Setup', { exact: true }).first().click();
  await expect(
    menu.getByRole('link', { name: /Business location\. Set Business Type and Profile first/ }),
  ).toBeVisible();

  // 1. Business type: the thirteen categories; choosing one saves it and moves on.
  await menu.getByRole('link', { name: 'Business type', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/setup\/business-type$/);
  const steps = page.getByRole('navigation', { name: 'Business setup steps' });
  await expect(steps.getByRole('link', { name: 'Type, current step' })).toBeVisible();
  await expect(page.getByRole('button', { name: /German Bakery/ })).toBeVisible();
  await page.getByRole('button', { name: /Food\/Beverage/ }).click();

  // 2. Category: the type's subcategories, several at once.
  await expect(page).toHaveURL(/\/app\/setup\/business-category$/);
  await expect(steps.getByRole('link', { name: 'Type, done' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Coffee Shop' }).click();
  await page.getByRole('checkbox', { name: 'Bakery', exact: true }).click();
  await expect(page.getByText('2 of 20 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 3. Profile: the spec's rules and messages, then a valid save.
  await expect(page).toHaveURL(/\/app\/setup\/business-profile$/);
  await expect(page.getByText('Coffee Shop')).toBeVisible();
  await page.getByLabel('Business name').fill('Lena Backhaus');
  await expect(page.getByText('13/35')).toBeVisible();
  await page.getByLabel('Description').fill('Pretzels and rye bread, baked every morning.');
  await page.getByLabel('Phone').fill('4165550199');
  await page.getByLabel('E-mail').fill('hallo@');
  await page.getByLabel('Website').fill('backhaus');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please enter valid phone number format +xxxxxxxxxxx')).toBeVisible();
  await expect(page.getByText('Please enter valid email address')).toBeVisible();
  await expect(page.getByText('Please enter valid website URL')).toBeVisible();
  await page.getByLabel('Phone').fill('+14165550199');
  await page.getByLabel('E-mail').fill('hallo@backhaus.test');
  await page.getByLabel('Website').fill('https://backhaus.test');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The profile exists now: Business location unlocks at once, without a reload.
  await expect(page).toHaveURL(/\/app\/setup\/business-profile-details$/);
  const location = menu.getByRole('link', { name: 'Business location', exact: true });
  await expect(location).toBeVisible();
  await location.hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // 4. Details: address, default point, hours (default), serve options; the first store appears.
  await page.getByLabel('Street number').fill('120');
  await page.getByLabel('Street name').fill('Queen Street West');
  await page.getByLabel('City').fill('Toronto');
  await page.getByRole('textbox', { name: 'Province or state' }).fill('Ontario');
  await page.getByLabel('Postal code').fill('M5H 2N2');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Latitude must be -90 to 90.')).toBeVisible();
  await page.getByRole('button', { name: 'Use the default location' }).click();
  await page.getByText('Delivery', { exact: true }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Your first store was created')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the store' })).toHaveAttribute(
    'href',
    /\/app\/setup\/stores\/\d+\/general/,
  );
  await page.getByRole('button', { name: 'Continue to brand' }).click();

  // 5. Brand: a logo, cropped square and uploaded, saved on the profile.
  await expect(page).toHaveURL(/\/app\/setup\/business-brand$/);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(96, 96, [230, 120, 40]) });
  await page.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 6. Taxes: Ontario's default set, also the first store's; finishing leads to the stores.
  await expect(page).toHaveURL(/\/app\/setup\/business-tax-details$/);
  await expect(page.getByRole('row', { name: /^HST .*13% Province Ontario, Canada$/ })).toBeVisible();
  await expect(page.getByText('Default for your address')).toBeVisible();
  await expect(
    page.getByText('These are also the taxes of your first store, “Lena Backhaus”.'),
  ).toBeVisible();
  for (const step of ['Type', 'Category', 'Profile', 'Brand']) {
    await expect(steps.getByRole('link', { name: `${step}, done` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/app\/setup\/business-location$/);

  // What the screens saved is what the server holds.
  const profile = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('perkdesk.auth') ?? '{}');
    const response = await fetch('/api/merchants/profile', {
      headers: { Authorization: `Bearer ${auth.accessToken}` },
    });
    return response.json();
  });
  expect(profile).toMatchObject({
    name: 'Lena Backhaus',
    phone: '+14165550199',
    businessType: 'Food/Beverage',
    businessLines: ['Coffee Shop', 'Bakery'],
    serveOptions: ['PICKUP', 'DELIVERY'],
  });
  expect(profile.logoUrl).toMatch(/^http/);
  expect(profile.stores).toHaveLength(1);
});
