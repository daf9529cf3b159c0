import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { solidPng } from './support/images';
import { newMerchant, registerMerchant, signIn } from './support/merchant-api';

// Issue 4, end to end against the real server: a café owner builds a menu on the Products screens
// (a unit, a category, an attribute, two product groups ranked by drag, products with an image and
// per-store taxes, a mandatory add-on group "min 1, max 2" with its add-ons, a schedule crossing
// midnight), then hides a product until tomorrow and the customer's store detail drops it.

const merchant = newMerchant('Camille', 'Roy', 'cafe-roy.test');
const shots = new URL('../screenshots/', import.meta.url).pathname;

interface Store {
  id: string;
  name: string;
  taxConfigIds: string[];
}

/** A profile, two stores (Ontario HST; Québec GST + QST), and the sandbox payment connected. */
async function setUpBusiness(request: APIRequestContext, headers: Record<string, string>) {
  const profile = await request.post('/api/merchants/profile', {
    headers,
    data: { name: 'Café Roy', description: 'Espresso, pastries and bread.', businessType: 'Food/Beverage' },
  });
  expect(profile.ok()).toBe(true);
  const defaults = async (province: string) =>
    (
      await (await request.get(`/api/tax-config/default?country=CA&province=${province}`, { headers })).json()
    ).map((tax: { id: string }) => tax.id);
  const store = async (name: string, address: Record<string, unknown>, taxConfigIds: string[]) => {
    const response = await request.post('/api/merchant-stores', {
      headers,
      data: {
        name,
        phone: '+14165550123',
        address,
        operationTime: [],
        serveOptions: ['PICKUP', 'DINE_IN', 'DELIVERY'],
        taxConfigIds,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Store;
  };
  const toronto = await store(
    'Roy Queen West',
    {
      streetNumber: '100',
      streetName: 'Queen Street West',
      city: 'Toronto',
      province: 'ON',
      country: 'CA',
      postalCode: 'M5H 2N2',
      location: { coordinates: [-79.3839, 43.6534] },
    },
    await defaults('ON'),
  );
  const montreal = await store(
    'Roy Plateau',
    {
      streetNumber: '4500',
      streetName: 'Boulevard Saint-Laurent',
      city: 'Montréal',
      province: 'QC',
      country: 'CA',
      postalCode: 'H2T 1R2',
      location: { coordinates: [-73.5878, 45.5215] },
    },
    await defaults('QC'),
  );
  expect((await request.post('/api/accounts/user/stripe/connect/sandbox-code', { headers })).ok()).toBe(true);
  return { toronto, montreal };
}

// A missed control fails in seconds, not at the whole test's timeout.
test.use({ actionTimeout: 15_000 });

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Picks `option` in a Mantine select or multi-select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}${name}.png`, fullPage: false });
}

test('a café owner builds a menu and the customer store detail follows it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await registerMerchant(request, merchant);
  const { toronto, montreal } = await setUpBusiness(request, headers);
  await signIn(page, merchant);

  // 1. A mandatory add-on group, "choose 1 to 2", then its add-ons.
  await page.goto('/app/products/addon-groups');
  await page.getByRole('button', { name: 'Add group' }).first().click();
  let form = dialog(page, 'New add-on group');
  await form.getByRole('textbox', { name: 'Name' }).fill('Milk choice');
  await form.getByText('Mandatory', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Maximum' }).fill('2');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Invalid', { exact: true })).toBeVisible();

  await page.goto('/app/products/addons');
  for (const [name, price] of [
    ['Oat milk', '0.75'],
    ['Almond milk', '0.85'],
  ] as const) {
    await page.getByRole('button', { name: 'Add add-on' }).first().click();
    form = dialog(page, 'New add-on');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Price' }).fill(price);
    await choose(page, form, 'Add-on groups', 'Milk choice');
    await choose(page, form, 'Stores', montreal.name);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form).toBeHidden();
  }
  await expect(page.getByText('Almond milk')).toBeVisible();

  // 2. Two product groups, then Pastries dragged (by keyboard) above Coffee.
  await page.goto('/app/products/product-groups');
  for (const name of ['Coffee', 'Pastries']) {
    await page.getByRole('button', { name: 'Add group' }).first().click();
    form = dialog(page, 'New product group');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form).toBeHidden();
  }
  await page.getByRole('button', { name: 'Edit order' }).click();
  const handle = page.getByRole('button', { name: 'Move Pastries', exact: true });
  await handle.focus();
  // dnd-kit's keyboard sensor moves on animation frames: a person's pace, not a burst.
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await shoot(page, 'product-groups-ranking');
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('The new order was saved.')).toBeVisible();
  const groups: { name: string; rank: number; id: string }[] = await (
    await request.get('/api/product-groups', { headers })
  ).json();
  expect(groups.map((group) => group.name)).toEqual(['Pastries', 'Coffee']);

  // 3. A product with a new unit, category and attribute, an image, per-store taxes, its groups
  //    and a Friday schedule that runs past midnight.
  await page.goto('/app/products/products');
  await page.getByRole('button', { name: 'Add product' }).first().click();
  form = dialog(page, 'Add product');
  await form.getByRole('textbox', { name: 'Name' }).fill('Flat white');
  await form.getByRole('textbox', { name: 'Description' }).fill('Double ristretto, steamed milk.');
  await form.getByRole('textbox', { name: 'Price' }).fill('4.75');
  await form.getByRole('textbox', { name: 'Unit' }).fill('cup');
  await form.getByRole('button', { name: 'Add “cup” to your units' }).click();
  const unitDialog = dialog(page, 'Add unit');
  await unitDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(unitDialog).toBeHidden();

  await form.getByRole('button', { name: '+ Add category' }).click();
  const categoryDialog = dialog(page, 'Add category');
  await categoryDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(categoryDialog.getByText('Cannot add category with empty name')).toBeVisible();
  await categoryDialog.getByRole('textbox', { name: 'Category name' }).fill('  Espresso drinks  ');
  await categoryDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(categoryDialog).toBeHidden();

  await form.getByRole('button', { name: 'New attribute…' }).click();
  const attributeDialog = dialog(page, 'Add attribute');
  await attributeDialog.getByRole('textbox', { name: 'Attribute name' }).fill('Size');
  await attributeDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(attributeDialog).toBeHidden();
  // The new attribute gets its row; with every label used, none is left to add.
  await expect(form.getByRole('textbox', { name: 'Attribute', exact: true })).toHaveValue('Size');
  await expect(form.getByText('No attribute available')).toBeVisible();
  await form.getByRole('textbox', { name: 'Value of Size' }).fill('8 oz');

  await choose(page, form, 'Stores', toronto.name);
  await choose(page, form, 'Stores', montreal.name);
  // Montréal: its own chosen set (starting from the store's taxes) instead of the store default.
  await form
    .getByRole('radiogroup', { name: `Taxes in ${montreal.name}` })
    .getByText('Chosen taxes')
    .click();
  await choose(page, form, 'Product groups', 'Coffee');
  await choose(page, form, 'Add-on groups', 'Milk choice');
  await form.getByRole('switch', { name: /^Active/ }).setChecked(true, { force: true });

  await form.locator('input[type=file]').setInputFiles({
    name: 'flat-white.png',
    mimeType: 'image/png',
    buffer: solidPng(300, 200, [180, 120, 70]),
  });
  const crop = dialog(page, 'Crop image');
  await crop.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(crop).toBeHidden();
  await expect(form.getByRole('img', { name: 'Image 1' })).toBeVisible();

  await form.getByRole('button', { name: 'Schedule' }).click();
  const schedule = dialog(page, /Schedule/);
  await schedule.getByRole('button', { name: 'Friday' }).click();
  const closes = schedule.getByRole('slider', { name: /closes at/ });
  await closes.focus();
  // From 18:00 to 02:00 the next day: 32 steps of 15 minutes.
  for (let step = 0; step < 32; step++) await page.keyboard.press('ArrowRight');
  await expect(schedule.getByText('+1 day')).toBeVisible();
  await shoot(page, 'schedule-past-midnight');
  await schedule.getByRole('button', { name: 'Save' }).click();
  await expect(schedule).toBeHidden();
  await shoot(page, 'product-dialog');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();

  const products: {
    id: string;
    name: string;
    images: string[];
    unit: string;
    categories: string[];
    attributes: Record<string, string>;
    productTaxConfigs: { storeId: string; isDefaultStoreTax: boolean; taxConfigIds: string[] }[];
    availableTime: { day: string; fromTime: string; toTime: string }[];
    status: string;
  }[] = await (await request.get('/api/products', { headers })).json();
  const flatWhite = products.find((product) => product.name === 'Flat white');
  expect(flatWhite).toMatchObject({
    unit: 'cup',
    categories: ['Espresso drinks'],
    attributes: { Size: '8 oz' },
    status: 'ACTIVE',
  });
  expect(flatWhite?.images).toHaveLength(1);
  expect(flatWhite?.availableTime).toEqual([
    { day: 'FRIDAY', fromTime: '08:00', toTime: '23:59' },
    { day: 'SATURDAY', fromTime: '00:00', toTime: '02:00' },
  ]);
  const montrealTaxes = flatWhite?.productTaxConfigs.find((entry) => entry.storeId === montreal.id);
  expect(montrealTaxes).toMatchObject({ isDefaultStoreTax: false, taxConfigIds: montreal.taxConfigIds });
  expect(flatWhite?.productTaxConfigs.find((entry) => entry.storeId === toronto.id)).toMatchObject({
    isDefaultStoreTax: true,
  });

  // 4. A croissant sold at all times, then hidden until tomorrow from its row's schedule icon.
  await page.getByRole('button', { name: 'Add product' }).first().click();
  form = dialog(page, 'Add product');
  await form.getByRole('textbox', { name: 'Name' }).fill('Butter croissant');
  await form.getByRole('textbox', { name: 'Price' }).fill('3.25');
  await form.getByRole('textbox', { name: 'Unit' }).fill('cup');
  await choose(page, form, 'Stores', toronto.name);
  await choose(page, form, 'Product groups', 'Pastries');
  await form.getByRole('switch', { name: /^Active/ }).setChecked(true, { force: true });
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();

  const detail = async () =>
    (await (await request.get(`/api/merchant-stores/${toronto.id}/detail`)).json()) as {
      products: { name: string }[];
      productGroups: { name: string }[];
    };
  expect((await detail()).products.map((product) => product.name)).toContain('Butter croissant');
  expect((await detail()).productGroups.map((group) => group.name)).toContain('Pastries');
  await shoot(page, 'products-list');

  await page.getByRole('button', { name: 'Schedule Butter croissant' }).click();
  const hide = dialog(page, /Schedule/);
  await hide.getByRole('switch', { name: /^Hide until/ }).setChecked(true, { force: true });
  await hide.getByRole('button', { name: 'Save' }).click();
  await expect(hide).toBeHidden();
  await expect(page.getByText('Hidden', { exact: true })).toBeVisible();

  await expect
    .poll(async () => (await detail()).products.map((product) => product.name), { timeout: 10_000 })
    .not.toContain('Butter croissant');
  // Its group had nothing else to offer, so the customer no longer sees it either.
  expect((await detail()).productGroups.map((group) => group.name)).not.toContain('Pastries');
});
