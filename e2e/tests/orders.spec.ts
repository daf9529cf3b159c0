import { expect, type Locator, type Page, test } from '@playwright/test';
import { newMerchant, signIn } from './support/merchant-api';
import {
  activeOrderIds,
  merchantOrder,
  type OrderingMerchant,
  setUpOrderingMerchant,
  simulateOrders,
} from './support/orders-api';

// Issue 6, end to end against the real server and its STOMP endpoint: the order simulator pays
// orders while the merchant watches the live orders screen. The new order arrives without a
// reload (the top-bar badge first, then the card), the new-order sound loops every 5 s until it
// is accepted, one order goes accept → preparing → ready → picked up, another is rejected with a
// reason; the server agrees on both. A second test loads 2,000 open orders and checks that the
// list keeps only the visible cards in the page.

const merchant = newMerchant('Noor', 'Haddad', 'maple-counter.test');
let shop: OrderingMerchant;

test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ request }) => {
  shop = await setUpOrderingMerchant(request, merchant);
});

/** Counts the new-order sound: every HTMLMediaElement.play() call, answered as if played. */
async function spyOnSound(page: Page) {
  await page.addInitScript(() => {
    const plays: number[] = [];
    Object.assign(window, { __plays: plays });
    HTMLMediaElement.prototype.play = function play() {
      plays.push(Date.now());
      return Promise.resolve();
    };
  });
}
const plays = (page: Page) =>
  page.evaluate(() => (window as unknown as { __plays: number[] }).__plays.length);

const card = (page: Page, number: string) => page.getByTestId('order-card').filter({ hasText: `#${number}` });
const tab = (page: Page, name: string, count: number) =>
  page
    .getByRole('group', { name: 'Filter by serve status' })
    .getByRole('button', { name: `${name} ${count}` });

async function act(actions: Locator, name: string) {
  await actions.getByRole('button', { name, exact: true }).click();
}

test('a paid order arrives live, rings, and is served; another is rejected with a reason', async ({
  page,
  baseURL,
  request,
}) => {
  await spyOnSound(page);
  await signIn(page, merchant);

  // The badge in the back-office's top bar follows the real-time channel.
  const ordersButton = page.getByRole('link', { name: /^Orders · / });
  await expect(ordersButton).toHaveAccessibleName('Orders · 0 new orders');
  const [first] = await simulateOrders(baseURL ?? '', merchant, 1);
  await expect(ordersButton).toHaveAccessibleName('Orders · 1 new order');

  // Two stores: the screen asks which one, with the password.
  await ordersButton.click();
  const dialog = page.getByRole('dialog', { name: 'Choose your store' });
  await dialog.getByRole('button', { name: 'Open orders' }).click();
  await expect(page.getByText('Choose a store and enter your password.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Store' }).click();
  await page.getByRole('option', { name: shop.counter.name }).click();
  await dialog.getByLabel('Password').fill('Not#MyPass42');
  await dialog.getByRole('button', { name: 'Open orders' }).click();
  await expect(page.getByText('Wrong credentials')).toBeVisible();
  await dialog.getByLabel('Password').fill(merchant.password);
  await dialog.getByRole('button', { name: 'Open orders' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('orders-store')).toHaveText(shop.counter.name);

  // The order paid before the screen opened is listed, and rings at once, then every 5 s.
  await expect(card(page, first as string)).toBeVisible();
  await expect(tab(page, 'New', 1)).toBeVisible();
  await expect.poll(() => plays(page)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => plays(page), { timeout: 8_000 }).toBeGreaterThanOrEqual(2);

  // A second order arrives without a reload.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const [second] = await simulateOrders(baseURL ?? '', merchant, 1);
  await expect(page.getByText(`New order #${second}`)).toBeVisible();
  await expect(card(page, second as string)).toBeVisible();
  await expect(tab(page, 'New', 2)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

  // The first order through the whole pick-up flow.
  await card(page, first as string).click();
  await expect(page.getByRole('heading', { name: `Order #${first}` })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Order actions' });
  await act(actions, 'Accept');
  await expect(tab(page, 'Accepted', 1)).toBeVisible();
  await actions.getByRole('textbox', { name: 'Processing time (minutes)' }).fill('12');
  await act(actions, 'Start preparing');
  await expect(tab(page, 'Preparing', 1)).toBeVisible();
  await expect(page.getByText('Preparing: 12 min')).toBeVisible();
  await act(actions, 'Ready');
  await expect(tab(page, 'Ready', 1)).toBeVisible();
  await act(actions, 'Picked up');
  await expect(page).toHaveURL(/\/app\/orders\/orders-main\/main$/);
  await expect(card(page, first as string)).toHaveCount(0);

  // The second one is rejected: a reason is required.
  await card(page, second as string).click();
  await act(actions, 'Reject');
  const reject = page.getByRole('dialog', { name: `Reject order #${second}` });
  await reject.getByRole('button', { name: 'Reject order' }).click();
  await expect(reject.getByText('Please provide a reject reason')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Reason' }).fill('The oven is down, sorry.');
  await reject.getByRole('button', { name: 'Reject order' }).click();
  await expect(reject).toBeHidden();
  await expect(page).toHaveURL(/\/app\/orders\/orders-main\/main$/);
  await expect(page.getByText('No active orders.')).toBeVisible();
  await expect(tab(page, 'New', 0)).toBeVisible();

  // No new order left: the sound has stopped.
  const rung = await plays(page);
  await page.waitForTimeout(6_000);
  expect(await plays(page)).toBe(rung);

  // The server agrees.
  expect(await activeOrderIds(request, shop.headers, shop.counter.id)).toEqual([]);
  const history = await (await request.get('/api/orders', { headers: shop.headers })).json();
  const byNumber = (number: string) =>
    (history as { id: string }[]).find((order) => order.id.endsWith(number));
  const served = await merchantOrder(request, shop.headers, byNumber(first as string)?.id ?? '');
  expect([served.status, served.serveStatus]).toEqual(['COMPLETED', 'PICKUP']);
  const rejected = await merchantOrder(request, shop.headers, byNumber(second as string)?.id ?? '');
  expect([rejected.status, rejected.serveStatus, rejected.messageByMerchant]).toEqual([
    'REFUNDED',
    'REJECTED',
    'The oven is down, sorry.',
  ]);
});

test('2,000 open orders: only the visible cards are in the page, and scrolling swaps them', async ({
  page,
  baseURL,
  request,
}) => {
  // One real order of the store is the pattern for 2,000 (served to the page by a route), so the
  // list gets exactly what the server's contract describes.
  const [number] = await simulateOrders(baseURL ?? '', merchant, 1);
  const [id] = await activeOrderIds(request, shop.headers, shop.counter.id);
  expect(id?.endsWith(number as string)).toBe(true);
  const pattern = await (await request.get(`/api/orders/${id}`, { headers: shop.headers })).json();
  const start = Date.parse('2026-03-10T08:00:00.000Z');
  const many = Array.from({ length: 2000 }, (_, index) => {
    const paidAt = new Date(start + index * 60_000).toISOString();
    return {
      ...pattern,
      id: `${(id as string).slice(0, -6)}${String(index).padStart(6, '0')}`,
      paidAt,
      lastUpdatedAt: paidAt,
    };
  });
  await page.route('**/api/orders/active?*', (route) => route.fulfill({ json: many }));

  await spyOnSound(page);
  await signIn(page, merchant);
  await page.goto('/app/orders');
  const dialog = page.getByRole('dialog', { name: 'Choose your store' });
  await dialog.getByRole('textbox', { name: 'Store' }).click();
  await page.getByRole('option', { name: shop.counter.name }).click();
  await dialog.getByLabel('Password').fill(merchant.password);
  await dialog.getByRole('button', { name: 'Open orders' }).click();
  await expect(tab(page, 'New', 2000)).toBeVisible();

  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toContainText('#1999');
  const rendered = await cards.count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(30);

  // Scroll to the far end in steps, as a flick would, counting the cards at each step.
  const list = page.getByRole('list', { name: 'Active orders' }).locator('xpath=..');
  const counts: number[] = [];
  for (let step = 0; step < 20; step++) {
    await list.evaluate((element) => element.scrollBy(0, element.scrollHeight / 20));
    await page.waitForTimeout(30);
    counts.push(await cards.count());
  }
  expect(Math.max(...counts)).toBeLessThan(30);
  await expect(cards.last()).toContainText('#0000');
});
