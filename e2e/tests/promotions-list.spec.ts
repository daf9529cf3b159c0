import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMerchant, signIn } from './support/merchant-api';
import { type Customer, DEMO_LOGIN, registerCustomer, serveToCompletion } from './support/order-flow';
import { setUpOrderingMerchant } from './support/orders-api';

// Issue 7, Your perks and Global Points against the real server: a coffee shop with five perks
// of four types (one using a product deleted since, so invalid) filters, searches and sorts its
// perks, switches one off, opens one from ?p=<id>, deletes one; the Global Points page shows the
// balance and the server refuses an amount that is not a multiple of 10,000; a customer then
// earns 10,000 global points on a $1,000 order and spends them at the merchant, whose Global
// Points page redeems them.

const merchant = newMerchant('Noor', 'Haddad', 'maple-perks.test');
const shots = new URL('../../docs/screenshots/', import.meta.url).pathname;

type Headers = Record<string, string>;
interface Promotion {
  id: string;
  name: string;
  status: string;
  isValid: boolean;
  dealType: string;
}

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** The perks, created oldest first: the list shows them newest first. */
async function createPerks(request: APIRequestContext, headers: Headers, storeId: string) {
  const products = await ok<{ id: string; name: string }[]>(request.get('/api/products', { headers }));
  const bagel = products.find((product) => product.name === 'Everything bagel')?.id ?? '';
  const flatWhite = products.find((product) => product.name === 'Flat white')?.id ?? '';
  const roll = await ok<{ id: string }>(
    request.post('/api/products', {
      headers,
      data: { name: 'Cinnamon roll', price: 3.5, unit: 'each', stores: [storeId], status: 'ACTIVE' },
    }),
  );
  const stores = [storeId];
  const create = (path: string, data: Record<string, unknown>) =>
    ok<Promotion>(request.post(`/api/promotions/${path}`, { headers, data: { stores, ...data } }));
  const bogo = await create('deal', {
    name: 'Bagel for two',
    requiredProductList: [{ id: bagel }],
    rewardProductList: [{ id: bagel }],
    discountPercent: 100,
  });
  const card = await create('punch-card', {
    name: 'Coffee card',
    requiredProductList: [{ id: flatWhite }],
    rewardProductList: [{ id: flatWhite }],
    requiredPunches: 8,
    rewardItems: 1,
  });
  const rollPoints = await create('point-perk', {
    name: 'Roll points',
    requiredProductList: [{ id: roll.id }],
    rewardPoints: 250,
  });
  const spring = await create('deal', {
    name: 'Spring cart',
    description: 'Fifteen percent off a cart of $20 or more.',
    discountPercent: 15,
    requiredAmount: 20,
    isPublicAvailable: false,
    couponCode: 'SPRING15',
  });
  const reward = await create('reward-item', {
    name: 'Bagel reward',
    rewardProductList: [{ id: bagel }],
    requiredPoints: 500,
  });
  // Deleting the roll makes its perk invalid (and inactive): spec 2 §4 Dependencies.
  await ok(request.delete(`/api/products/${roll.id}`, { headers }));
  return { bogo, card, rollPoints, spring, reward };
}

/**
 * One order of `productId` paid by sandbox card, spending `globalPoints`, then served to
 * completion: the customer earns global points at accept, the merchant gains the points spent
 * when it completes (contract §10).
 */
async function completedOrder(
  request: APIRequestContext,
  customer: Customer,
  merchant: Headers,
  store: string,
  productId: string,
  globalPoints: number,
) {
  const headers = customer.headers;
  const once = () => ({ ...headers, 'idempotency-key': randomUUID() });
  await ok(request.delete(`/api/user-cart/${store}`, { headers }));
  const item = { productId, quantity: 1, instruction: '', addons: [] };
  await ok(request.post(`/api/user-cart/${store}/item`, { headers, data: { item } }));
  const checkout = await ok<{ id: string }>(
    request.post('/api/orders/checkout', { headers: once(), data: { storeId: store, globalPoints } }),
  );
  const confirmed = await ok<{ id: string; status: string; clientSecret?: string | null }>(
    request.post(`/api/orders/${checkout.id}/confirm`, { headers: once(), data: { serveType: 'PICKUP' } }),
  );
  if (confirmed.status !== 'PAID') {
    if (confirmed.clientSecret)
      await ok(
        request.post(
          `/api/testing-support/payment-intent/confirm/${encodeURIComponent(confirmed.clientSecret)}`,
          {
            headers,
          },
        ),
      );
    await ok(request.post(`/api/orders/${checkout.id}/paid`, { headers: once() }));
  }
  const order = { id: checkout.id, storeId: store, totalAmount: 0, items: [] };
  await serveToCompletion(request, merchant, order, { preparing: 5 });
}

const perkNames = (page: Page) => page.locator('main a[href*="p="]').allTextContents();

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface Look {
  width: number;
  dark: boolean;
  rtl: boolean;
}

/** Reloads the page in a theme and direction, at a width. */
async function lookAs(page: Page, look: Look) {
  await page.setViewportSize({ width: look.width, height: look.width >= 1024 ? 900 : 1024 });
  await page.evaluate(({ dark, rtl }) => {
    localStorage.setItem('perkdesk.theme', dark ? 'dark.orange' : 'light.orange');
    localStorage.setItem('perkdesk.direction', rtl ? 'rtl' : 'ltr');
  }, look);
  await page.reload();
  await page.waitForLoadState('networkidle');
}

/** The page as it is now, for docs/screenshots (looked at by hand). */
const snap = (page: Page, name: string) => page.screenshot({ path: `${shots}${name}.png` });

/** The page reloaded in `look`, saved for docs/screenshots. */
async function shoot(page: Page, name: string, look: Look) {
  await lookAs(page, look);
  await snap(page, name);
}

test.use({ actionTimeout: 15_000 });

test('Your perks: filters, search, sort, status, ?p= detail and delete', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { headers, counter } = await setUpOrderingMerchant(request, merchant);
  const perks = await createPerks(request, headers, counter.id);
  const invalid = await ok<Promotion>(request.get(`/api/promotions/${perks.rollPoints.id}`, { headers }));
  expect(invalid).toMatchObject({ isValid: false, status: 'INACTIVE' });

  await signIn(page, merchant);
  await page.goto('/app/promotions/promotions-main');
  await expect(page.getByRole('heading', { name: 'Your perks' })).toBeVisible();
  // Newest first while the URL names no order; five per page.
  await expect
    .poll(() => perkNames(page))
    .toEqual(['Bagel reward', 'Spring cart', 'Roll points', 'Coffee card', 'Bagel for two']);
  await expect(page.getByText('Hidden · SPRING15')).toBeVisible();
  await expect(page.getByText('Uses a deleted product')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active: Roll points' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit Roll points' })).toHaveCount(0);

  // Type filter: everything but rewards, then punch cards only; Clear All brings all back.
  await choose(page, 'Perk type', 'All but rewards');
  await expect(page).toHaveURL(/type=ALL_NO_REWARD/);
  await expect
    .poll(() => perkNames(page))
    .toEqual(['Spring cart', 'Roll points', 'Coffee card', 'Bagel for two']);
  await choose(page, 'Perk type', 'Punch cards');
  await expect.poll(() => perkNames(page)).toEqual(['Coffee card']);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect.poll(() => perkNames(page)).toHaveLength(5);

  // The server's keyword matches the coupon code too.
  await page.getByRole('searchbox', { name: 'Search' }).fill('spring15');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/q=spring15/);
  await expect.poll(() => perkNames(page)).toEqual(['Spring cart']);
  await page.getByRole('button', { name: 'Clear All' }).click();

  // Sort by name, ascending.
  await choose(page, 'Sort by', 'Name');
  await page.getByRole('button', { name: 'Descending order' }).click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect
    .poll(() => perkNames(page))
    .toEqual(['Bagel for two', 'Bagel reward', 'Coffee card', 'Roll points', 'Spring cart']);

  // Status toggle: the server keeps it.
  await page.getByRole('switch', { name: 'Active: Bagel for two' }).click({ force: true });
  await expect
    .poll(
      async () => (await ok<Promotion>(request.get(`/api/promotions/${perks.bogo.id}`, { headers }))).status,
    )
    .toBe('INACTIVE');

  // ?p=<id> opens the read-only detail.
  await page.goto(`/app/promotions/promotions-main?p=${perks.spring.id}`);
  const detail = page.getByRole('dialog', { name: 'Spring cart' });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('% off cart')).toBeVisible();
  await expect(detail.getByText('15%')).toBeVisible();
  await expect(detail.getByText('$20.00')).toBeVisible();
  await expect(detail.getByText('Hidden: only with coupon SPRING15')).toBeVisible();
  await expect(detail.getByText('Maple King West')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeEnabled();
  await shoot(page, 'promotions-detail-1440-light', { width: 1440, dark: false, rtl: false });
  await shoot(page, 'promotions-detail-768-dark-rtl', { width: 768, dark: true, rtl: true });
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).not.toHaveURL(/p=/);
  await page.evaluate(() => {
    localStorage.removeItem('perkdesk.theme');
    localStorage.removeItem('perkdesk.direction');
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();

  // Delete, after confirming: gone from the list, DELETED on the server, and its detail says so.
  await page.getByRole('button', { name: 'Delete Coffee card' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete perk' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Perk deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Coffee card' })).toHaveCount(0);
  expect((await ok<Promotion>(request.get(`/api/promotions/${perks.card.id}`, { headers }))).status).toBe(
    'DELETED',
  );
  await page.goto(`/app/promotions/promotions-main?p=${perks.card.id}`);
  const gone = page.getByRole('dialog', { name: 'Coffee card' });
  await expect(gone.getByText('This perk has been deleted. It can no longer be edited.')).toBeVisible();
  await expect(gone.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await gone.getByRole('button', { name: 'Close' }).first().click();

  // A perk whose product was deleted: the product reads "(deleted)", the perk cannot be edited.
  await page.goto(`/app/promotions/promotions-main?p=${perks.rollPoints.id}`);
  const broken = page.getByRole('dialog', { name: 'Roll points' });
  await expect(broken.getByText('Cinnamon roll (deleted)')).toBeVisible();
  await expect(broken.getByText(/uses a deleted product, so it is inactive/)).toBeVisible();
  await expect(broken.getByText('250 pts')).toBeVisible();
  await expect(broken.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await shoot(page, 'promotions-detail-invalid-1440-dark', { width: 1440, dark: true, rtl: false });
  await page.evaluate(() => {
    localStorage.removeItem('perkdesk.theme');
    localStorage.removeItem('perkdesk.direction');
  });
  await page.reload();
  await broken.getByRole('button', { name: 'Close' }).first().click();

  // Edit goes to the wizard of the perk's kind with its id; Duplicate to a new one from a copy.
  await page.getByRole('button', { name: 'Edit Spring cart' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/app/promotions/discount-cart-percent/edit/general\\?id=${perks.spring.id}$`),
  );
  await page.goBack();
  await page.getByRole('button', { name: 'Duplicate Bagel for two' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/app/promotions/buy-one-get-one/new/general\\?copyOf=${perks.bogo.id}$`),
  );
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Bagel for two_copy');

  await page.goto('/app/promotions/promotions-main');
  await expect.poll(() => perkNames(page)).toHaveLength(4);
  await shoot(page, 'promotions-1440-light', { width: 1440, dark: false, rtl: false });
  await shoot(page, 'promotions-1440-dark-rtl', { width: 1440, dark: true, rtl: true });
  await shoot(page, 'promotions-768-dark', { width: 768, dark: true, rtl: false });
  await shoot(page, 'promotions-768-light-rtl', { width: 768, dark: false, rtl: true });
});

test("the demo café's perks: every kind reads in the list and the detail", async ({ page }) => {
  await page.goto('/user/login');
  await page.getByLabel('Username or e-mail').fill(DEMO_LOGIN.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboards/);
  await page.goto('/app/promotions/promotions-main?size=10&sort=name&dir=asc');
  await expect.poll(async () => (await perkNames(page)).length).toBeGreaterThanOrEqual(8);
  await expect(page.getByText(/^Hidden · WELCOME15$/i)).toBeVisible();
  await page.getByRole('link', { name: 'Coffee & pastry combo' }).click();
  const combo = page.getByRole('dialog', { name: 'Coffee & pastry combo' });
  await expect(combo.getByText('Combo', { exact: true })).toBeVisible();
  await expect(combo.getByText(/^Item group 1/)).toBeVisible();
  await expect(combo.getByText(/^Item group 2/)).toBeVisible();
  await shoot(page, 'promotions-demo-combo-1440-light', { width: 1440, dark: false, rtl: false });
  await combo.getByRole('button', { name: 'Close' }).first().click();
  await shoot(page, 'promotions-demo-1440-light', { width: 1440, dark: false, rtl: false });
  await shoot(page, 'promotions-demo-768-dark-rtl', { width: 768, dark: true, rtl: true });
});

test('Global Points: the balance, and redemptions only in multiples of 10,000', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = newMerchant('Ilse', 'Berg', 'maple-points.test');
  const { headers, counter } = await setUpOrderingMerchant(request, owner);
  // A new merchant has no points yet: nothing to redeem, and the server refuses any amount.
  expect(await ok(request.get('/api/merchant-points', { headers }))).toEqual({
    redeemablePoints: 0,
    redeemedPoints: 0,
    redeemableAmount: 0,
  });
  const refusal = async (globalPoints: number) => {
    const answer = await request.post('/api/merchant-points/redeem', { headers, data: { globalPoints } });
    expect(answer.status()).toBe(400);
    return answer.json();
  };
  expect(await refusal(15_000)).toMatchObject({
    code: 'MERCHANT_POINTS_INVALID_AMOUNT',
    message: 'Redeemed global points must be a multiple of 10,000.',
  });
  expect(await refusal(10_000)).toMatchObject({
    code: 'MERCHANT_POINTS_INSUFFICIENT',
    message: 'Not enough redeemable global points.',
  });

  await signIn(page, owner);
  await page.goto('/app/setup/global-points');
  await expect(page.getByLabel('Redeemable points')).toHaveText('0 pts');
  await expect(page.getByText('You need at least 10,000 redeemable points to redeem.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem' })).toBeDisabled();

  // A customer earns 10,000 global points on a $1,000 order, then spends them here.
  const groups = await ok<{ id: string; name: string }[]>(request.get('/api/product-groups', { headers }));
  const machine = await ok<{ id: string }>(
    request.post('/api/products', {
      headers,
      data: {
        name: 'Espresso machine',
        price: 1000,
        unit: 'each',
        stores: [counter.id],
        groups: groups.map((group) => group.id),
        status: 'ACTIVE',
      },
    }),
  );
  const customer = await registerCustomer(request, 'Grace Lin');
  await completedOrder(request, customer, headers, counter.id, machine.id, 0);
  expect(
    await ok(request.get('/api/user-points/global', { headers: customer.headers })),
  ).toBeGreaterThanOrEqual(10_000);
  await completedOrder(request, customer, headers, counter.id, machine.id, 10_000);
  expect(await ok(request.get('/api/merchant-points', { headers }))).toEqual({
    redeemablePoints: 10_000,
    redeemedPoints: 0,
    redeemableAmount: 10,
  });

  await page.reload();
  await expect(page.getByLabel('Redeemable points')).toHaveText('10,000 pts');
  await expect(page.getByLabel('Amount up to')).toHaveText('$10.00');
  await expect(page.getByText('+10,000 pts')).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Points to redeem' });
  await expect(field).toHaveValue('10,000');
  await shoot(page, 'global-points-1440-light', { width: 1440, dark: false, rtl: false });
  await lookAs(page, { width: 768, dark: true, rtl: true });
  await field.fill('15000');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Redeemed global points must be a multiple of 10,000.')).toBeVisible();
  await snap(page, 'global-points-768-dark-rtl-error');
  await lookAs(page, { width: 1440, dark: true, rtl: false });
  await field.fill('10000');
  await page.getByRole('button', { name: 'Redeem' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem global points' });
  await expect(confirm.getByText('Redeem 10,000 pts for $10.00?', { exact: false })).toBeVisible();
  await snap(page, 'global-points-1440-dark-confirm');
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Redeem Global Point successfully.')).toBeVisible();
  await expect(page.getByLabel('Redeemable points')).toHaveText('0 pts');
  await expect(page.getByLabel('Redeemed points')).toHaveText('10,000 pts');
  expect(await ok(request.get('/api/merchant-points', { headers }))).toMatchObject({
    redeemedPoints: 10_000,
  });
  await shoot(page, 'global-points-768-light-rtl-redeemed', { width: 768, dark: false, rtl: true });
});
