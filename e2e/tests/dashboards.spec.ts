import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { newMerchant, registerMerchant, signIn as signInAs } from './support/merchant-api';
import {
  type Bearer,
  type Customer,
  DEMO_LOGIN,
  keepStoreOpen,
  merchantStores,
  type PlacedOrder,
  placePaidOrder,
  registerCustomer,
  rejectOrder,
  serveToCompletion,
  signInApi,
} from './support/order-flow';

// Issue 17, the web side, against the real server: the demo merchant's dashboards show the
// figures the dashboard routes compute from its history, and with the realtime switch on, an
// order paid through the public API moves the sales total without a reload and without polling.
// The e2e server starts without demo history (DEMO_HISTORY_DAYS=0), so the history is made here:
// a completed and rated order, a paid one, a rejected (refunded) one, store views on each
// platform, a visit, a call and a follow. Other files may add orders to the same merchant, so
// each figure is checked against what the route answers for the same range, and against a floor.

const shots = new URL('../screenshots/', import.meta.url).pathname;
const COMMENT = 'Lovely latte art, and ready in minutes.';

let merchant: Bearer;
let customer: Customer;
let store: { id: string; name: string; merchantId: string };
let completed: PlacedOrder;
let restoreHours: ((request: APIRequestContext) => Promise<void>) | undefined;

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  merchant = await signInApi(request, DEMO_LOGIN.username, DEMO_LOGIN.password);
  const [first] = await merchantStores(request, merchant);
  if (!first) throw new Error('The demo merchant has no store.');
  store = { id: first.id, name: first.name, merchantId: String(first.merchantId) };
  restoreHours = await keepStoreOpen(request, merchant, store.id);
  customer = await registerCustomer(request, `Mira Castellanos ${Date.now().toString(36)}`);
  const headers = customer.headers;
  const { merchantId, id: storeId } = store;
  // Traffic: views on each platform (two on the web), a visit, a call, a follow.
  for (const platform of ['IOS', 'ANDROID', 'WEB', 'WEB'])
    await ok(
      await request.post('/api/event/view', { headers, data: { merchantId, storeId, platform } }),
      'view',
    );
  await ok(
    await request.post('/api/event/visit', {
      headers,
      data: { merchantStores: { [merchantId]: [storeId] } },
    }),
    'visit',
  );
  await ok(
    await request.post('/api/event/click', { headers, data: { merchantId, storeId, entity: 'CALL' } }),
    'call',
  );
  await ok(
    await request.post('/api/subscriptions/subscribe', {
      headers,
      data: { topic: storeId, subscriptionType: 'STORE' },
    }),
    'follow',
  );
  // Sales: one served to completion and rated, one paid, one rejected (refunded).
  completed = await placePaidOrder(request, customer, storeId, 'PICKUP');
  await serveToCompletion(request, merchant, completed, { preparing: 8 });
  await ok(
    await request.post('/api/event/rate', {
      headers,
      data: { orderId: completed.id, rating: 5, comment: COMMENT },
    }),
    'rate',
  );
  await placePaidOrder(request, customer, storeId, 'DINE_IN');
  await rejectOrder(
    request,
    merchant,
    await placePaidOrder(request, customer, storeId, 'PICKUP'),
    'Out of oat milk.',
  );
});

test.afterAll(async ({ request }) => {
  await restoreHours?.(request);
});

test.use({ actionTimeout: 15_000 });

async function signIn(page: Page) {
  await page.goto('/user/login');
  await page.getByLabel('Username or e-mail').fill(DEMO_LOGIN.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboards\/merchant-dashboard/);
}

const money = (amount: number) =>
  `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const count = (value: number) => value.toLocaleString('en-US');

const card = (page: Page, name: string): Locator =>
  page.getByTestId('metric-card').filter({ has: page.getByText(name, { exact: true }) });
const cardValue = (page: Page, name: string) => card(page, name).getByTestId('metric-value');

/** What the route the page just called answers, asked again with the merchant's token. */
async function figuresOf(request: APIRequestContext, url: string) {
  const answer = await request.get(url, { headers: merchant });
  expect(answer.ok()).toBe(true);
  const rows = (await answer.json()) as { metric: string; total: number }[];
  return Object.fromEntries(rows.map((row) => [row.metric, row.total]));
}

/** The chart's figures, from its table (read by screen readers, shown by "Show as table"). */
function tableRows(page: Page, name: string) {
  return page.getByRole('table', { name }).locator('tbody tr');
}

async function shoot(page: Page, name: string) {
  // No chart tooltip left open by the last click.
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  // Let the charts' entry animations finish.
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${shots}dashboards-${name}.png`, fullPage: true });
}

test("the merchant dashboard shows the demo merchant's traffic, ratings and popular time", async ({
  page,
  request,
}) => {
  const init = page.waitForRequest((req) => req.url().includes('/api/merchant-dashboard/init/'));
  await signIn(page);
  const initUrl = new URL((await init).url());
  // One month ending today, for the merchant, on every store.
  expect(initUrl.pathname).toMatch(
    /^\/api\/merchant-dashboard\/init\/\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}\/\d+$/,
  );
  await expect(page.getByRole('heading', { name: 'Merchant dashboard', level: 1 })).toBeVisible();

  const figures = await figuresOf(request, initUrl.pathname);
  expect(figures.TOTAL_STORE_VIEWS).toBeGreaterThanOrEqual(4);
  expect(figures.TOTAL_CALLS).toBeGreaterThanOrEqual(1);
  expect(figures.TOTAL_SUBSCRIBERS).toBeGreaterThanOrEqual(1);
  expect(figures.TOTAL_REFUNDED_ORDERS).toBeGreaterThanOrEqual(1);
  for (const [name, metric] of [
    ['Store views', 'TOTAL_STORE_VIEWS'],
    ['Store visits', 'TOTAL_STORE_VISITS'],
    ['Calls', 'TOTAL_CALLS'],
    ['Subscribers', 'TOTAL_SUBSCRIBERS'],
    ['Engagements', 'TOTAL_ENGAGEMENTS'],
    ['Refunded orders', 'TOTAL_REFUNDED_ORDERS'],
  ] as const)
    await expect(cardValue(page, name)).toHaveText(count(figures[metric] ?? -1));
  // Every card compares with the previous month: nothing before this run, so no earlier figure.
  await expect(card(page, 'Store views').getByTestId('change')).toBeVisible();

  // Platforms: the views on each, from the chart's table.
  const platforms = tableRows(page, 'Store views by platform');
  await expect(platforms).toHaveCount(3);
  await expect(platforms.filter({ hasText: 'Web' }).locator('td').first()).not.toHaveText('0');

  // The rating of the completed order, newest first.
  await expect(page.getByText(COMMENT).first()).toBeVisible();
  await expect(page.getByTestId('average-rating')).not.toHaveText('');

  // Popular time: 24 hours of today's weekday; the order and events happened today.
  const popular = page.getByRole('table', { name: /^Activity per hour on / });
  await expect(popular.locator('tbody tr')).toHaveCount(24);
  const activity = await popular.locator('tbody tr td').allTextContents();
  expect(activity.map((cell) => Number(cell.replace(/,/g, ''))).reduce((a, b) => a + b, 0)).toBeGreaterThan(
    0,
  );

  // The loyalty liability and kitchen speed cards are there (the completed order was accepted).
  await expect(page.getByRole('region', { name: 'Kitchen speed' })).toBeVisible();
  await expect(page.getByTestId('liability-total')).toHaveText(/^\$/);
  await shoot(page, 'merchant-1440-light');
});

test('the sales dashboard shows sales, best sellers and clients, and a card opens its chart', async ({
  page,
  request,
}) => {
  await signIn(page);
  const init = page.waitForRequest((req) => req.url().includes('/api/sales-dashboard/init/'));
  await page.getByRole('link', { name: 'Sales dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/app\/dashboards\/sales-dashboard/);
  const figures = await figuresOf(request, new URL((await init).url()).pathname);
  expect(figures.TOTAL_ORDERS).toBeGreaterThanOrEqual(2);
  expect(figures.TOTAL_SALES).toBeGreaterThan(0);
  await expect(cardValue(page, 'Sales')).toHaveText(money(figures.TOTAL_SALES ?? -1));
  await expect(cardValue(page, 'Orders')).toHaveText(count(figures.TOTAL_ORDERS ?? -1));
  await expect(cardValue(page, 'Clients')).toHaveText(count(figures.TOTAL_CLIENTS ?? -1));
  await expect(cardValue(page, 'Average order value')).toHaveText(/^\$\d/);

  // The products of the orders placed above rank among the best sellers.
  const bestsellers = page.getByRole('table', { name: 'Best sellers' });
  await expect(
    bestsellers.getByRole('rowheader', { name: completed.items[0]?.productName, exact: true }),
  ).toBeVisible();

  // The revenue chart shows today's sales in its last daily period.
  const revenue = tableRows(page, 'Sales revenue by period');
  await expect(revenue.last().locator('td')).not.toHaveText('$0.00');
  await expect(
    page.getByRole('img', { name: 'Sales revenue by period' }).locator('svg').first(),
  ).toBeVisible();
  await shoot(page, 'sales-1440-light');

  // A card opens its figure's chart; the view mode asks again by month.
  await card(page, 'Orders').click();
  await expect(page).toHaveURL(/\/app\/dashboards\/detail-chart\/TOTAL_ORDERS/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const monthly = page.waitForRequest((req) =>
    req.url().includes('/api/sales-dashboard/TOTAL_ORDERS/MONTHLY/'),
  );
  await page.getByText('Monthly', { exact: true }).click();
  await monthly;
  await expect(tableRows(page, 'Orders by period').last().locator('td')).not.toHaveText('0');
});

test('with the realtime switch on, a paid order moves the sales total without a reload or polling', async ({
  page,
  request,
}) => {
  await signIn(page);
  const init = page.waitForRequest((req) => req.url().includes('/api/sales-dashboard/init/'));
  await page.goto('/app/dashboards/sales-dashboard');
  const initPath = new URL((await init).url()).pathname;
  const salesValue = cardValue(page, 'Sales');
  await expect(salesValue).toHaveText(/^\$/);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const initCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/sales-dashboard/init/')) initCalls.push(req.url());
  });
  // The switch follows the URL, which the router updates a moment after the click.
  const realtime = page.getByRole('switch', { name: /Realtime/ });
  await realtime.click();
  await expect(realtime).toBeChecked();
  await expect(page).toHaveURL(/live=on/);
  await expect(page.getByText('Last 30 days, live')).toBeVisible();
  // Quiet while nothing happens: no request every second.
  await page.waitForTimeout(3_000);
  expect(initCalls).toHaveLength(0);
  const before = await salesValue.textContent();

  // A customer pays an order: the merchant's order event refetches the figures.
  const order = await placePaidOrder(request, customer, store.id, 'PICKUP');
  expect(order.totalAmount).toBeGreaterThan(0);
  await expect(salesValue).not.toHaveText(before ?? '', { timeout: 10_000 });
  const figures = await figuresOf(request, initPath);
  await expect(salesValue).toHaveText(money(figures.TOTAL_SALES ?? -1));
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  // One refetch for the order's events (a burst counts once), not a stream of them.
  expect(initCalls.length).toBeGreaterThanOrEqual(1);
  expect(initCalls.length).toBeLessThanOrEqual(2);
});

test('the dashboards read well in dark at 768 px and right to left', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.evaluate(() => localStorage.setItem('perkdesk.theme', 'dark.orange'));
  await page.goto('/app/dashboards/sales-dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(cardValue(page, 'Sales')).toHaveText(/^\$/);
  await shoot(page, 'sales-768-dark');
  await page.goto('/app/dashboards/merchant-dashboard');
  await expect(page.getByText(COMMENT).first()).toBeVisible();
  await shoot(page, 'merchant-768-dark');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => {
    localStorage.setItem('perkdesk.theme', 'light.orange');
    localStorage.setItem('perkdesk.language', 'en-RTL');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(COMMENT).first()).toBeVisible();
  await shoot(page, 'merchant-1440-rtl');
  await page.goto('/app/dashboards/sales-dashboard');
  await expect(cardValue(page, 'Sales')).toHaveText(/^\$/);
  await shoot(page, 'sales-1440-rtl');
});

test('a new merchant is told what each panel will show and how to get there', async ({ page, request }) => {
  const fresh = newMerchant('Tomas', 'Lindqvist', 'first-morning.test');
  await registerMerchant(request, fresh);
  await signInAs(page, fresh);
  await expect(page.getByText('No store views yet')).toBeVisible();
  await expect(page.getByText('No ratings yet', { exact: true })).toBeVisible();
  await expect(page.getByTestId('average-rating')).toHaveText('3.0');
  await expect(cardValue(page, 'Store views')).toHaveText('0');
  await shoot(page, 'merchant-empty-1440-light');
  await page.getByRole('link', { name: 'Sales dashboard', exact: true }).first().click();
  await expect(page.getByText('No sales in this period yet')).toBeVisible();
  await expect(page.getByText(/order simulator \(npm run simulate\)/)).toBeVisible();
  await expect(cardValue(page, 'Average order value')).toHaveText('—');
  await shoot(page, 'sales-empty-1440-light');
});
