import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  type Bearer,
  type Customer,
  DEMO_LOGIN,
  keepStoreOpen,
  merchantStores,
  placePaidOrder,
  registerCustomer,
  serveToCompletion,
  signInApi,
} from './support/order-flow';

// Issue 18 follow-up, on a phone (390×844, light): the store page's first view comes with the HTML
// (painted before any script, merchant text inert), every storefront page passes axe with no critical
// or serious finding (and once in Spanish, right to left), and a rated order keeps showing its rating.

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.STOREFRONT_SHOTS_DIR;
const CAFE = 'Demo Café Queen West';
const PASSWORD = 'Shop#Order7q';
const HOSTILE = '<img src=x onerror=alert(1)>';

let merchant: Bearer;
let storeId: string;
let otherStore: { id: string; name: string };
let customer: Customer;
let restoreHours: (context: APIRequestContext) => Promise<void>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  merchant = await signInApi(request, DEMO_LOGIN.username, DEMO_LOGIN.password);
  const stores = await merchantStores(request, merchant);
  const cafe = stores.find((store) => store.name === CAFE);
  const other = stores.find((store) => store.name !== CAFE && store.status === 'ACTIVE');
  expect(cafe && other, 'two demo stores').toBeTruthy();
  storeId = cafe?.id ?? '';
  otherStore = { id: other?.id ?? '', name: other?.name ?? '' };
  restoreHours = await keepStoreOpen(request, merchant, storeId);
  customer = await registerCustomer(request, 'Alex Axe');
});

test.afterAll(async ({ request }) => {
  await restoreHours?.(request);
});

/** What lib/session.ts keeps after a sign-in, written before the page's scripts run. */
async function signedInPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const login = await (
    await request.post('/api/login', { data: { username: customer.email, password: PASSWORD } })
  ).json();
  const session = JSON.stringify({
    userId: login.id,
    role: login.role,
    accessToken: login.access_token,
    refreshToken: login.refresh_token,
    expiresAt: Date.now() + login.expires_in * 1000,
  });
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'light' });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('pd.customer-session')) localStorage.setItem('pd.customer-session', value);
  }, session);
  return context.newPage();
}

const findings: string[] = [];
const checked: string[] = [];

async function axe(page: Page, label: string, within?: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-${label.replace(/[^a-z0-9]+/gi, '-')}.png` });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  checked.push(label);
  for (const violation of violations) {
    if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    findings.push(`${label}: [${violation.impact}] ${violation.id} ${violation.help} — ${targets}`);
  }
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('the store header comes with the HTML: painted without scripts, merchant text shown as text', async ({
  browser,
  request,
}) => {
  const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(`/s/${storeId}`);
  await expect(heading(page, CAFE)).toBeVisible();
  await expect(page.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Queen Street West/ })).toBeVisible();
  await page.goto(`/s/${storeId}?lang=es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText(/^(Abierto ahora|Cerrado ahora)$/)).toBeVisible();

  // A merchant's text is never markup: the name below stays text, with or without the app.
  const original = await (
    await request.get(`/api/merchant-stores/${otherStore.id}`, { headers: merchant })
  ).json();
  const rename = (name: string) =>
    request.put(`/api/merchant-stores/${otherStore.id}`, { headers: merchant, data: { ...original, name } });
  expect((await rename(HOSTILE)).ok()).toBe(true);
  try {
    await page.goto(`/s/${otherStore.id}`);
    await expect(heading(page, HOSTILE)).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page).toHaveTitle(`${HOSTILE} · Perkdesk`);

    const withScripts = await browser.newPage({ viewport: PHONE });
    const dialogs: string[] = [];
    withScripts.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await withScripts.goto(`/s/${otherStore.id}`);
    await expect(heading(withScripts, HOSTILE)).toBeVisible();
    await expect(withScripts.locator('.product-card').first()).toBeVisible();
    await expect(withScripts.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await withScripts.close();
  } finally {
    await rename(otherStore.name);
  }
  await noScript.close();
});

test('the app takes over the first view without a layout shift', async ({ browser }) => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/s/${storeId}`);
  // The first view is the server's until the app's first render replaces it.
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).focus();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  await page.close();
});

test('axe finds nothing critical or serious on the storefront pages (390×844, light; es + RTL once)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const order = await placePaidOrder(request, customer, storeId, 'PICKUP');
  await serveToCompletion(request, merchant, order, { preparing: 5 });
  const detail = await (await request.get(`/api/merchant-stores/${storeId}/detail`)).json();
  const product = detail.products.find(
    (candidate: { addonGroups: string[] }) => candidate.addonGroups.length === 0,
  );
  await request.post(`/api/user-cart/${storeId}/item`, {
    headers: customer.headers,
    data: { item: { productId: product.id, quantity: 2, instruction: '', addons: [] } },
  });

  const guest = await (await browser.newContext({ viewport: PHONE, colorScheme: 'light' })).newPage();
  await guest.goto('/s/account/sign-in');
  await expect(heading(guest, 'Sign in')).toBeVisible();
  await axe(guest, 'sign-in');
  await guest.goto('/s/account/register');
  await expect(heading(guest, 'Create your account')).toBeVisible();
  await axe(guest, 'register');
  await guest.goto('/s/');
  await expect(heading(guest, 'Stores near you')).toBeVisible();
  await axe(guest, 'nearby');

  const page = await signedInPage(browser, request);
  await page.goto(`/s/${storeId}`);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await axe(page, 'store');
  await page.locator('.product-card').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await axe(page, 'product sheet', '[role="dialog"]');
  await page.goto(`/s/${storeId}/cart`);
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await axe(page, 'cart');
  await page.goto(`/s/${storeId}/checkout`);
  await expect(heading(page, 'Checkout')).toBeVisible();
  await axe(page, 'checkout');
  await page.goto(`/s/orders/${order.id}`);
  await expect(page.getByRole('button', { name: 'Send rating' })).toBeVisible();
  await axe(page, 'order (completed)');
  await page.goto('/s/wallet');
  await expect(heading(page, 'Your wallet')).toBeVisible();
  await axe(page, 'wallet');

  await page.goto(`/s/${storeId}?lang=es&dir=rtl`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.product-card').first()).toBeVisible();
  await axe(page, 'store es rtl');
  await page.goto(`/s/${storeId}/cart?lang=es&dir=rtl`);
  await expect(heading(page, 'Tu carrito')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await axe(page, 'cart es rtl');
  await page.goto(`/s/${storeId}?lang=en&dir=ltr`);

  console.log(
    `axe storefront: ${checked.length} screens (${checked.join(', ')}), ${findings.length} findings`,
  );
  expect(findings, findings.join('\n')).toEqual([]);
});

test('a rated order shows the rating given, not the form, after a reload', async ({ browser, request }) => {
  const order = await placePaidOrder(request, customer, storeId, 'PICKUP');
  await serveToCompletion(request, merchant, order, { preparing: 5 });
  const page = await signedInPage(browser, request);
  await page.goto(`/s/orders/${order.id}`);
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByLabel('Comment (optional)').fill('Warm and quick');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Thanks for your rating!')).toBeVisible();

  await page.reload();
  const given = page.getByRole('region', { name: 'Your rating' });
  await expect(given).toContainText('You rated it 4 stars out of 5');
  await expect(given).toContainText('Warm and quick');
  await expect(page.getByRole('button', { name: 'Send rating' })).toHaveCount(0);
  // The server holds that rating: a second one is refused.
  const again = await request.post('/api/event/rate', {
    headers: customer.headers,
    data: { orderId: order.id, rating: 2, comment: '' },
  });
  expect(again.status()).toBe(400);
  expect((await again.json()).code).toBe('ALREADY_RATED');
});
