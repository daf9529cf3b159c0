import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { newMerchant, registerMerchant, signIn } from './support/merchant-api';
import { type Bearer, type Customer, orderAction, registerCustomer } from './support/order-flow';
import {
  type Cafe,
  type CafeProduct,
  next,
  type Promotion,
  pick,
  save,
  setUpCafe,
  startPerk,
  startRewardItem,
} from './support/perk-wizard-driver';

// Issue 7: every perk kind a merchant makes in the wizard changes what a customer pays. The café
// owner creates the nine kinds, a master % cart deal and a reward item in the browser; a customer
// then fills carts over the customer API (as the simulator and the apps do) and each cart must show
// the perk applied, with the total worked out here by hand from contract §7 (never read back from
// the server). Punches and points are earned by a real order the merchant accepts, then redeemed.
//
// Isolation: a cart takes at most one automatic non-master deal (the largest), and earn-only
// entries show beside any deal, so each case switches ON exactly the perks it is about and every
// other one OFF through the status route (PUT /api/promotions/status/{id}/{status}), then checks
// the whole appliedPromotion list: nothing else may apply. The cases run in order (serial): the
// loyalty ones share one customer's balances.
//
// Menu (CAFE_MENU): Latte $5, Muffin $3, Croissant $4, all taxed with Ontario's HST 13%, per line:
// tax = halfUp((line total − line discount) × 13%). No case's N = subAmount − discount is between
// 0 and 5.00 (exclusive), so the service fee is always 0.

const merchant = newMerchant('Lina', 'Saleh', 'cafe-saleh.test');

test.use({ actionTimeout: 15_000 });
test.describe.configure({ mode: 'serial' });

interface CartLine {
  id: string;
  productName: string;
  quantity: number;
  totalAmount: number;
  totalDiscountAmount: number;
  isFreeItem: boolean;
  isRedeem: boolean;
  appliedPromotionId: string | null;
}

interface AppliedEntry {
  id: string;
  name: string;
  type: string;
  dealType: string;
  totalDiscountAmount: number;
  timesApplied: number;
  isRedeem: boolean;
  isDiscountNotApplicable: boolean;
  rewardPunches: number | null;
  rewardPoints: number | null;
  usedPunches: number | null;
  usedPoints: number | null;
}

interface Cart {
  items: CartLine[];
  appliedPromotion: AppliedEntry[];
  toBeAppliedPromotion: { id: string }[];
  subAmount: number;
  discountAmount: number;
  taxAmount: number;
  serviceFee: number;
  totalAmount: number;
}

const PERKS = {
  fixedCart: '$5 off $30',
  percentCart: '10% off the cart',
  percentItems: 'Croissants 25% off',
  freeItem: 'Free muffin over $20',
  bogo: 'Latte BOGO',
  combo: 'Latte and muffin combo',
  bundle: 'Breakfast bundle',
  punchCard: 'Coffee card',
  pointsPerk: 'Latte points',
  rewardItem: 'Muffin for points',
  masterCart: 'Extra 5% on top',
} as const;
type Perk = keyof typeof PERKS;

/** What every test reads: made once, in the browser, before the first case. */
let cafe: Cafe;
let merchantHeaders: Bearer;
let customer: Customer;
let perks: Record<Perk, Promotion & { merchantId: string; isMaster: boolean }>;

async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.ok(), `${answer.url()}: ${answer.status()} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** Each wizard-made perk ACTIVE when named, INACTIVE otherwise. */
async function onlyActive(request: APIRequestContext, ...active: Perk[]) {
  for (const perk of Object.keys(PERKS) as Perk[]) {
    const status = active.includes(perk) ? 'ACTIVE' : 'INACTIVE';
    await ok(request.put(`/api/promotions/status/${perks[perk].id}/${status}`, { headers: merchantHeaders }));
  }
}

/** The customer's cart at the café, over the customer routes of contract §8; each answer re-priced. */
function customerCart(request: APIRequestContext) {
  const base = `/api/user-cart/${cafe.storeId}`;
  const headers = customer.headers;
  const line = (product: CafeProduct, quantity: number) => ({
    productId: cafe.products[product],
    quantity,
    instruction: '',
    addons: [],
  });
  return {
    clear: () => ok<Cart>(request.delete(base, { headers })),
    add: (product: CafeProduct, quantity: number) =>
      ok<Cart>(request.post(`${base}/item`, { headers, data: { item: line(product, quantity) } })),
    pick: (perk: Perk, product: CafeProduct, quantity: number) =>
      ok<Cart>(
        request.post(`${base}/item-to-be-applied/${perks[perk].id}`, {
          headers,
          data: { item: line(product, quantity) },
        }),
      ),
    redeem: (perk: Perk, product: CafeProduct, quantity: number) =>
      request.post('/api/user-cart/redeem', {
        headers,
        data: {
          storeId: cafe.storeId,
          promotionId: perks[perk].id,
          redeemProductList: [line(product, quantity)],
        },
      }),
  };
}

/** A fresh cart holding these normal lines. */
async function cartWith(request: APIRequestContext, lines: [CafeProduct, number][]) {
  const cart = customerCart(request);
  let priced = await cart.clear();
  for (const [product, quantity] of lines) priced = await cart.add(product, quantity);
  return priced;
}

/** The applied entries, by name, cut to what each case states. */
function applied(cart: Cart) {
  return [...cart.appliedPromotion]
    .sort((a, b) => a.name.localeCompare(b.name) || a.type.localeCompare(b.type))
    .map(({ name, type, dealType, totalDiscountAmount }) => ({ name, type, dealType, totalDiscountAmount }));
}

/** Per line: [product, free pick or redeem, discount]. */
function lineDiscounts(cart: Cart) {
  return cart.items.map((item) => [
    item.productName,
    item.isFreeItem || item.isRedeem,
    item.totalDiscountAmount,
  ]);
}

function expectTotals(
  cart: Cart,
  totals: { subAmount: number; discountAmount: number; taxAmount: number; totalAmount: number },
) {
  expect(cart).toMatchObject({ ...totals, serviceFee: 0 });
}

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000);
  merchantHeaders = await registerMerchant(request, merchant);
  cafe = await setUpCafe(request, merchantHeaders);
  const page = await browser.newPage({ viewport: { width: 1440, height: 1100 } });
  await signIn(page, merchant);

  // The nine kinds from the New perk tiles, then the reward item from the Rewards page.
  await startPerk(page, 'Fixed cart discount', PERKS.fixedCart);
  await page.getByRole('textbox', { name: 'Discount amount' }).fill('5');
  await page.getByRole('textbox', { name: 'Minimum order amount' }).fill('30');
  await next(page);
  await save(page);

  await startPerk(page, '% off the cart', PERKS.percentCart);
  await page.getByRole('textbox', { name: 'Discount (%)' }).fill('10');
  await next(page);
  await save(page);

  // A master deal ("Combine with other deals"): it applies on top of the automatic one.
  await startPerk(page, '% off the cart', PERKS.masterCart);
  await page.getByRole('textbox', { name: 'Discount (%)' }).fill('5');
  await next(page);
  await page.getByRole('switch', { name: 'Combine with other deals' }).check({ force: true });
  await save(page);

  await startPerk(page, '% off items', PERKS.percentItems);
  await pick(page, 'Discounted products', 'Croissant');
  await next(page);
  await page.getByRole('textbox', { name: 'Discount (%)' }).fill('25');
  await save(page);

  await startPerk(page, 'Free item', PERKS.freeItem);
  await pick(page, 'Free products', 'Muffin');
  await next(page);
  await page.getByRole('textbox', { name: 'Minimum order amount' }).fill('20');
  await save(page);

  await startPerk(page, 'Buy one get one', PERKS.bogo);
  await pick(page, 'Customers buy', 'Latte');
  await next(page);
  await pick(page, 'Customers get', 'Latte');
  await save(page);

  await startPerk(page, 'Combo', PERKS.combo);
  await pick(page, 'Products', 'Latte', 0);
  await pick(page, 'Products', 'Muffin', 1);
  await next(page);
  await page.getByRole('textbox', { name: 'Discount amount' }).fill('2');
  await save(page);

  await startPerk(page, 'Bundle', PERKS.bundle);
  await pick(page, 'Products', 'Latte', 0);
  await pick(page, 'Products', 'Croissant', 1);
  await next(page);
  await page.getByRole('textbox', { name: 'Bundle price' }).fill('7.50');
  await save(page);

  await startPerk(page, 'Punch card', PERKS.punchCard);
  await pick(page, 'Products that earn', 'Latte');
  await pick(page, 'Reward products', 'Muffin');
  await page.getByRole('textbox', { name: 'Punches needed' }).fill('3');
  await save(page);

  await startPerk(page, 'Points perk', PERKS.pointsPerk);
  await pick(page, 'Products that earn', 'Latte');
  await page.getByRole('textbox', { name: 'Points per item bought' }).fill('200');
  await save(page);

  await startRewardItem(page, PERKS.rewardItem);
  await pick(page, 'Reward products', 'Muffin');
  await page.getByRole('textbox', { name: 'Points per reward item' }).fill('500');
  await save(page);
  await page.close();

  const saved = await ok<(typeof perks)[Perk][]>(
    request.get('/api/promotions', { headers: merchantHeaders }),
  );
  const byName = new Map(saved.map((promotion) => [promotion.name, promotion]));
  perks = Object.fromEntries(
    (Object.entries(PERKS) as [Perk, string][]).map(([perk, name]) => {
      const promotion = byName.get(name);
      expect(promotion, name).toBeTruthy();
      return [perk, promotion as (typeof perks)[Perk]];
    }),
  ) as typeof perks;
  customer = await registerCustomer(request, 'Omar');
});

test('fixed cart and % cart: the larger automatic discount applies, alone', async ({ request }) => {
  await onlyActive(request, 'fixedCart', 'percentCart');
  const fixed = { name: PERKS.fixedCart, type: 'DEAL', dealType: 'DEAL_DISCOUNT_CART_F' };
  const percent = { name: PERKS.percentCart, type: 'DEAL', dealType: 'DEAL_DISCOUNT_CART_P' };

  // 6 lattes, E = $30 ≥ $30: $5 off beats 10% ($3.00). 30 − 5 = 25.00; tax 13% = 3.25; total 28.25.
  let cart = await cartWith(request, [['Latte', 6]]);
  expect(applied(cart)).toEqual([{ ...fixed, totalDiscountAmount: 5 }]);
  expectTotals(cart, { subAmount: 30, discountAmount: 5, taxAmount: 3.25, totalAmount: 28.25 });

  // 12 lattes, E = $60: 10% ($6.00) beats $5 off. 60 − 6 = 54.00; tax 7.02; total 61.02.
  cart = await cartWith(request, [['Latte', 12]]);
  expect(applied(cart)).toEqual([{ ...percent, totalDiscountAmount: 6 }]);
  expectTotals(cart, { subAmount: 60, discountAmount: 6, taxAmount: 7.02, totalAmount: 61.02 });

  // 5 lattes, E = $25 < $30: only the 10% qualifies, $2.50. 22.50 × 13% = 2.925 → 2.93; total 25.43.
  cart = await cartWith(request, [['Latte', 5]]);
  expect(applied(cart)).toEqual([{ ...percent, totalDiscountAmount: 2.5 }]);
  expectTotals(cart, { subAmount: 25, discountAmount: 2.5, taxAmount: 2.93, totalAmount: 25.43 });
});

test('a master deal applies on top of the automatic one, on what is left', async ({ request }) => {
  await onlyActive(request, 'fixedCart', 'masterCart');
  expect(perks.masterCart).toMatchObject({ dealType: 'DEAL_DISCOUNT_CART_P', isMaster: true });
  // 6 lattes ($30): the automatic $5 off first, then the master's 5% of the 25.00 left = 1.25.
  // Discount 6.25; 23.75 × 13% = 3.0875 → 3.09; total 26.84.
  const cart = await cartWith(request, [['Latte', 6]]);
  expect(applied(cart)).toEqual([
    { name: PERKS.fixedCart, type: 'DEAL', dealType: 'DEAL_DISCOUNT_CART_F', totalDiscountAmount: 5 },
    { name: PERKS.masterCart, type: 'DEAL', dealType: 'DEAL_DISCOUNT_CART_P', totalDiscountAmount: 1.25 },
  ]);
  expectTotals(cart, { subAmount: 30, discountAmount: 6.25, taxAmount: 3.09, totalAmount: 26.84 });
});

test('% items: only the croissants are discounted', async ({ request }) => {
  await onlyActive(request, 'percentItems');
  // A latte ($5) and 2 croissants ($8): 25% of the croissant line = $2.00, the latte untouched.
  // Tax: latte 0.65 + croissants (8 − 2) × 13% = 0.78 → 1.43. Total 13 − 2 + 1.43 = 12.43.
  const cart = await cartWith(request, [
    ['Latte', 1],
    ['Croissant', 2],
  ]);
  expect(applied(cart)).toEqual([
    { name: PERKS.percentItems, type: 'DEAL', dealType: 'DEAL_DISCOUNT_ITEMS_P', totalDiscountAmount: 2 },
  ]);
  expect(lineDiscounts(cart)).toEqual([
    ['Latte', false, 0],
    ['Croissant', false, 2],
  ]);
  expectTotals(cart, { subAmount: 13, discountAmount: 2, taxAmount: 1.43, totalAmount: 12.43 });
});

test('free item: offered from $20, applied once the customer picks the muffin', async ({ request }) => {
  await onlyActive(request, 'freeItem');
  // 4 lattes, E = $20 ≥ $20: the deal waits for a pick (toBeAppliedPromotion), nothing applied yet.
  // 20 + 2.60 tax = 22.60.
  let cart = await cartWith(request, [['Latte', 4]]);
  expect(cart.toBeAppliedPromotion.map((entry) => entry.id)).toEqual([perks.freeItem.id]);
  expect(applied(cart)).toEqual([]);
  expectTotals(cart, { subAmount: 20, discountAmount: 0, taxAmount: 2.6, totalAmount: 22.6 });

  // The picked muffin is a line at 100% off: subAmount 23, discount 3, its tax on 0 is 0; 22.60.
  cart = await customerCart(request).pick('freeItem', 'Muffin', 1);
  expect(applied(cart)).toEqual([
    { name: PERKS.freeItem, type: 'DEAL', dealType: 'DEAL_FREE_ITEM', totalDiscountAmount: 3 },
  ]);
  expect(lineDiscounts(cart)).toEqual([
    ['Latte', false, 0],
    ['Muffin', true, 3],
  ]);
  expectTotals(cart, { subAmount: 23, discountAmount: 3, taxAmount: 2.6, totalAmount: 22.6 });
});

test('buy one get one: two lattes bought, two picked free', async ({ request }) => {
  await onlyActive(request, 'bogo');
  // n = 1 required latte per use, r = 1 reward latte: 2 lattes allow 2 picks at 100%, 2 uses.
  // subAmount 10 + 10, discount 10; tax on the bought lattes only, 1.30; total 11.30.
  let cart = await cartWith(request, [['Latte', 2]]);
  expect(cart.toBeAppliedPromotion.map((entry) => entry.id)).toEqual([perks.bogo.id]);
  cart = await customerCart(request).pick('bogo', 'Latte', 2);
  expect(applied(cart)).toEqual([
    { name: PERKS.bogo, type: 'DEAL', dealType: 'DEAL_BUY_ONE_GET_ONE', totalDiscountAmount: 10 },
  ]);
  expect(cart.appliedPromotion[0]?.timesApplied).toBe(2);
  expect(lineDiscounts(cart)).toEqual([
    ['Latte', false, 0],
    ['Latte', true, 10],
  ]);
  expectTotals(cart, { subAmount: 20, discountAmount: 10, taxAmount: 1.3, totalAmount: 11.3 });
});

test('a pick is explicit: it replaces the automatic deal, and goes when the cart stops qualifying', async ({
  request,
}) => {
  // Here two deals on purpose: the free item and the automatic 10% off the cart.
  await onlyActive(request, 'freeItem', 'percentCart');
  // 4 lattes ($20): before a pick, the 10% applies on its own, $2.00; 18 + 2.34 tax = 20.34.
  let cart = await cartWith(request, [['Latte', 4]]);
  const lineId = cart.items[0]?.id ?? '';
  expect(cart.toBeAppliedPromotion.map((entry) => entry.id)).toEqual([perks.freeItem.id]);
  expect(applied(cart)).toEqual([
    { name: PERKS.percentCart, type: 'DEAL', dealType: 'DEAL_DISCOUNT_CART_P', totalDiscountAmount: 2 },
  ]);
  expectTotals(cart, { subAmount: 20, discountAmount: 2, taxAmount: 2.34, totalAmount: 20.34 });

  // With the pick an explicit non-master deal applies, so no automatic one does: 22.60 as above.
  cart = await customerCart(request).pick('freeItem', 'Muffin', 1);
  expect(applied(cart)).toEqual([
    { name: PERKS.freeItem, type: 'DEAL', dealType: 'DEAL_FREE_ITEM', totalDiscountAmount: 3 },
  ]);
  expectTotals(cart, { subAmount: 23, discountAmount: 3, taxAmount: 2.6, totalAmount: 22.6 });

  // Down to 3 lattes, E = $15 < $20: the stale pick is dropped and the 10% is back, $1.50.
  // 13.50 × 13% = 1.755 → 1.76; total 15.26.
  cart = await ok<Cart>(
    request.put(`/api/user-cart/${cafe.storeId}/item/${lineId}`, {
      headers: customer.headers,
      data: { item: { productId: cafe.products.Latte, quantity: 3, instruction: '', addons: [] } },
    }),
  );
  expect(lineDiscounts(cart)).toEqual([['Latte', false, 1.5]]);
  expect(applied(cart)).toEqual([
    { name: PERKS.percentCart, type: 'DEAL', dealType: 'DEAL_DISCOUNT_CART_P', totalDiscountAmount: 1.5 },
  ]);
  expectTotals(cart, { subAmount: 15, discountAmount: 1.5, taxAmount: 1.76, totalAmount: 15.26 });
});

test('combo: $2 off one latte and one muffin, spread over the units it uses', async ({ request }) => {
  await onlyActive(request, 'combo');
  // 2 lattes and a muffin: k = min(2/1, 1/1) = 1 use, consuming one latte ($5) and the muffin ($3).
  // $2 spread by amount: latte 200·5/8 = 125¢, muffin 200·3/8 = 75¢.
  // Tax: (10 − 1.25) × 13% = 1.1375 → 1.14; (3 − 0.75) × 13% = 0.2925 → 0.29; 1.43. Total 11 + 1.43.
  const cart = await cartWith(request, [
    ['Latte', 2],
    ['Muffin', 1],
  ]);
  expect(applied(cart)).toEqual([
    { name: PERKS.combo, type: 'DEAL', dealType: 'DEAL_MULTI_COMBO', totalDiscountAmount: 2 },
  ]);
  expect(cart.appliedPromotion[0]?.timesApplied).toBe(1);
  expect(lineDiscounts(cart)).toEqual([
    ['Latte', false, 1.25],
    ['Muffin', false, 0.75],
  ]);
  expectTotals(cart, { subAmount: 13, discountAmount: 2, taxAmount: 1.43, totalAmount: 12.43 });
});

test('bundle: a latte and a croissant for $7.50', async ({ request }) => {
  await onlyActive(request, 'bundle');
  // Base 5 + 4 = $9, discount 9 − 7.50 = $1.50 spread: latte floor(150·5/9) = 83¢ (remainder .33),
  // croissant floor(150·4/9) = 66¢ (remainder .67) + the leftover cent = 67¢.
  // Tax: 4.17 × 13% = 0.5421 → 0.54; 3.33 × 13% = 0.4329 → 0.43; 0.97. Total 7.50 + 0.97 = 8.47.
  const cart = await cartWith(request, [
    ['Latte', 1],
    ['Croissant', 1],
  ]);
  expect(applied(cart)).toEqual([
    { name: PERKS.bundle, type: 'DEAL', dealType: 'DEAL_MULTI_BUNDLE', totalDiscountAmount: 1.5 },
  ]);
  expect(lineDiscounts(cart)).toEqual([
    ['Latte', false, 0.83],
    ['Croissant', false, 0.67],
  ]);
  expectTotals(cart, { subAmount: 9, discountAmount: 1.5, taxAmount: 0.97, totalAmount: 8.47 });
});

/** Checkout, confirm for pick-up, the sandbox card payment, paid; then the merchant accepts. */
async function orderTheCartAndAccept(request: APIRequestContext) {
  const once = () => ({ ...customer.headers, 'idempotency-key': randomUUID() });
  type Order = { id: string; storeId: string; status: string; totalAmount: number; clientSecret?: string };
  const checkout = await ok<Order>(
    request.post('/api/orders/checkout', { headers: once(), data: { storeId: cafe.storeId } }),
  );
  let order = await ok<Order>(
    request.post(`/api/orders/${checkout.id}/confirm`, { headers: once(), data: { serveType: 'PICKUP' } }),
  );
  const secret = encodeURIComponent(order.clientSecret ?? '');
  await ok(
    request.post(`/api/testing-support/payment-intent/confirm/${secret}`, { headers: customer.headers }),
  );
  order = await ok<Order>(request.post(`/api/orders/${order.id}/paid`, { headers: once() }));
  expect(order.status).toBe('PAID');
  await orderAction(request, merchantHeaders, order, 'accept');
  return order;
}

/** The customer's card at the café (GET /api/user-punch-cards?storeId). */
async function punchCard(request: APIRequestContext) {
  const cards = await ok<{ id: string; promotionId: string; punches: number; status: string }[]>(
    request.get(`/api/user-punch-cards?storeId=${cafe.storeId}`, { headers: customer.headers }),
  );
  expect(cards.map((card) => card.promotionId)).toEqual([perks.punchCard.id]);
  return cards[0] as (typeof cards)[number];
}

/** The customer's points at the café's merchant (GET /api/user-points). */
async function merchantPoints(request: APIRequestContext) {
  const points = await ok<{ merchantId: string | null; point: number }[]>(
    request.get('/api/user-points', { headers: customer.headers }),
  );
  return points.find((entry) => entry.merchantId === perks.rewardItem.merchantId)?.point;
}

// The loyalty cases share one customer's balances, in this order: earn, redeem in the cart, spend.
const earnOnly = [
  { name: PERKS.punchCard, type: 'PUNCH_CARD', dealType: 'DEAL_UNKNOWN', totalDiscountAmount: 0 },
  { name: PERKS.pointsPerk, type: 'POINT_PERK', dealType: 'DEAL_UNKNOWN', totalDiscountAmount: 0 },
];

test('punch card and points perk: an accepted order earns the punches and the points', async ({
  request,
}) => {
  await onlyActive(request, 'punchCard', 'pointsPerk', 'rewardItem');
  // 3 lattes earn 3 punches (one per unit) and 3 × 200 = 600 points; earn-only entries discount
  // nothing: 15 + 1.95 tax = 16.95.
  const cart = await cartWith(request, [['Latte', 3]]);
  expect(applied(cart)).toEqual(earnOnly);
  expect(cart.appliedPromotion).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: PERKS.punchCard, isDiscountNotApplicable: true, rewardPunches: 3 }),
      expect.objectContaining({ name: PERKS.pointsPerk, isDiscountNotApplicable: true, rewardPoints: 600 }),
    ]),
  );
  expectTotals(cart, { subAmount: 15, discountAmount: 0, taxAmount: 1.95, totalAmount: 16.95 });
  const order = await orderTheCartAndAccept(request);
  expect(order.totalAmount).toBe(16.95);

  // Credited at accept: the card holds its 3 punches and is REDEEMABLE; 600 points at the merchant.
  expect(await punchCard(request)).toMatchObject({ punches: 3, status: 'REDEEMABLE' });
  expect(await merchantPoints(request)).toBe(600);
});

test('punch card and reward item: a muffin redeemed in the cart is free', async ({ request }) => {
  await onlyActive(request, 'punchCard', 'pointsPerk', 'rewardItem');
  const carts = customerCart(request);
  await cartWith(request, [['Latte', 1]]);

  // Two muffins would cost ceil(2 / 1 reward item) × 3 = 6 punches (3 held), and 2 × 500 = 1,000
  // points (600 held).
  const refused = async (answer: Promise<APIResponse>, code: string, message: string) => {
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code, message });
  };
  await refused(
    carts.redeem('punchCard', 'Muffin', 2),
    'INSUFFICIENT_PUNCHES',
    `You have insufficient punches to redeem promotion ${PERKS.punchCard}`,
  );
  await refused(
    carts.redeem('rewardItem', 'Muffin', 2),
    'INSUFFICIENT_POINTS',
    `You have insufficient points to redeem promotion ${PERKS.rewardItem}`,
  );

  // A latte and a muffin redeemed with the card's 3 punches: the muffin line is 100% off.
  // subAmount 5 + 3, discount 3; tax 0.65 (the latte's); total 5.65. The latte still earns.
  let cart = await ok<Cart>(carts.redeem('punchCard', 'Muffin', 1));
  const cardRedeem = {
    name: PERKS.punchCard,
    type: 'PUNCH_CARD_REDEEM',
    dealType: 'DEAL_UNKNOWN',
    totalDiscountAmount: 3,
  };
  expect(applied(cart)).toEqual([earnOnly[0], cardRedeem, earnOnly[1]]);
  expect(cart.appliedPromotion).toContainEqual(
    expect.objectContaining({ type: 'PUNCH_CARD_REDEEM', isRedeem: true, usedPunches: 3 }),
  );
  expect(lineDiscounts(cart)).toEqual([
    ['Latte', false, 0],
    ['Muffin', true, 3],
  ]);
  expectTotals(cart, { subAmount: 8, discountAmount: 3, taxAmount: 0.65, totalAmount: 5.65 });

  // The same with 500 of the 600 points instead (the card's redeem line removed first).
  await ok(
    request.delete(`/api/user-cart/redeem/${cafe.storeId}/promotion/${perks.punchCard.id}`, {
      headers: customer.headers,
    }),
  );
  cart = await ok<Cart>(carts.redeem('rewardItem', 'Muffin', 1));
  const pointsRedeem = {
    name: PERKS.rewardItem,
    type: 'REWARD_ITEM',
    dealType: 'DEAL_UNKNOWN',
    totalDiscountAmount: 3,
  };
  expect(applied(cart)).toEqual([...earnOnly, pointsRedeem]);
  expect(cart.appliedPromotion).toContainEqual(
    expect.objectContaining({ type: 'REWARD_ITEM', isRedeem: true, usedPoints: 500 }),
  );
  expect(lineDiscounts(cart)).toEqual([
    ['Latte', false, 0],
    ['Muffin', true, 3],
  ]);
  expectTotals(cart, { subAmount: 8, discountAmount: 3, taxAmount: 0.65, totalAmount: 5.65 });

  // Both at once: two free muffins. subAmount 5 + 3 + 3, discount 6; tax 0.65; total 5.65.
  cart = await ok<Cart>(carts.redeem('punchCard', 'Muffin', 1));
  expect(applied(cart)).toEqual([earnOnly[0], cardRedeem, earnOnly[1], pointsRedeem]);
  expectTotals(cart, { subAmount: 11, discountAmount: 6, taxAmount: 0.65, totalAmount: 5.65 });
});

test('the redeemed muffins ordered: punches and points spent, the latte earns at accept', async ({
  request,
}) => {
  await onlyActive(request, 'punchCard', 'pointsPerk', 'rewardItem');
  // The cart of the case above, as checkout freezes it: $5.65 paid for a latte and two muffins.
  const order = await orderTheCartAndAccept(request);
  expect(order.totalAmount).toBe(5.65);

  // Punches 3 − 3 (redeemed) + 1 (the latte) = 1, below the 3 needed; points 600 − 500 + 200 = 300.
  const card = await punchCard(request);
  expect(card).toMatchObject({ punches: 1, status: 'ACTIVE' });
  expect(await merchantPoints(request)).toBe(300);
  const punches = await ok<{ historyType: string; punchesBefore: number; punchesAfter: number }[]>(
    request.get(`/api/user-punch-cards/history/${card.id}`, { headers: customer.headers }),
  );
  expect(punches.map((entry) => [entry.historyType, entry.punchesBefore, entry.punchesAfter])).toEqual([
    ['EARNED', 0, 3],
    ['REDEEMED', 3, 0],
    ['EARNED', 0, 1],
  ]);
  const points = await ok<{ historyType: string; pointBefore: number; pointAfter: number }[]>(
    request.get(`/api/user-points/history/${perks.rewardItem.merchantId}`, { headers: customer.headers }),
  );
  expect(points.map((entry) => [entry.historyType, entry.pointBefore, entry.pointAfter])).toEqual([
    ['ADDED', 0, 600],
    ['USED', 600, 100],
    ['ADDED', 100, 300],
  ]);
});
