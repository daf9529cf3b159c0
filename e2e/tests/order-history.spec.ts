import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Bearer,
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

// Order history, order detail and support (spec 1 §2, §4, §5; issue 6). The e2e server has no
// demo history, so the demo merchant's finished orders are made here through the public API: a
// delivery served to COMPLETED and a pick-up rejected with a reason (REFUNDED).

const REJECT_REASON = 'Sorry, the espresso machine is down for the afternoon.';
const SUPPORT_EMAIL = 'support@perkdesk.local';

let merchant: Bearer;
let completed: PlacedOrder;
let rejected: PlacedOrder;
let storeName = '';
let customerName = '';
let restoreHours: ((request: APIRequestContext) => Promise<void>) | undefined;

const last4 = (order: PlacedOrder) => order.id.slice(-4);

test.beforeAll(async ({ request }) => {
  merchant = await signInApi(request, DEMO_LOGIN.username, DEMO_LOGIN.password);
  const [store] = await merchantStores(request, merchant);
  if (!store) throw new Error('The demo merchant has no store.');
  storeName = store.name;
  restoreHours = await keepStoreOpen(request, merchant, store.id);
  const customer = await registerCustomer(request, `Ines Okonkwo ${Date.now().toString(36)}`);
  customerName = customer.name;
  completed = await placePaidOrder(request, customer, store.id, 'DELIVERY');
  await serveToCompletion(request, merchant, completed, { preparing: 12, delivering: 18 });
  rejected = await placePaidOrder(request, customer, store.id, 'PICKUP');
  await rejectOrder(request, merchant, rejected, REJECT_REASON);
});

test.afterAll(async ({ request }) => {
  await restoreHours?.(request);
});

async function signIn(page: Page) {
  await page.goto('/user/login');
  await page.getByLabel('Username or e-mail').fill(DEMO_LOGIN.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboards/);
}

const orderLink = (page: Page, order: PlacedOrder) =>
  page.getByRole('link', { name: `Open order #${last4(order)}` });

test('the merchant finds finished orders in history with filters and chosen columns, and opens them', async ({
  page,
}) => {
  await signIn(page);
  const archived = page.waitForRequest((request) => request.url().includes('/api/orders/archived'));
  await page.goto('/app/report');
  await expect(page).toHaveURL(/\/app\/report\/order-history$/);

  // The first page asks for the default sort, page size and one month back, and only the shown columns.
  const first = new URL((await archived).url());
  expect(first.searchParams.get('sortBy')).toBe('lastUpdatedAt');
  expect(first.searchParams.get('sortDesc')).toBe('true');
  expect(first.searchParams.get('pageSize')).toBe('10');
  expect(first.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(first.searchParams.get('responseFields')?.split(',')).toEqual([
    'id',
    'customerName',
    'customerPhone',
    'storeId',
    'subAmount',
    'discountAmount',
    'appliedTaxes',
    'totalAmount',
    'orderDetails',
  ]);
  await expect(orderLink(page, completed)).toBeVisible();
  await expect(orderLink(page, rejected)).toBeVisible();
  const completedRow = page.getByRole('row').filter({ has: orderLink(page, completed) });
  await expect(completedRow).toContainText(customerName);
  await expect(completedRow).toContainText(storeName);
  await expect(completedRow).toContainText(`$${completed.totalAmount.toFixed(2)}`);
  // Two stores: the store filter stays away (it needs more than 2).
  await expect(page.getByRole('textbox', { name: 'Store' })).toHaveCount(0);

  // Search by the last 4 characters, applied on Enter; under 3 characters it is not sent.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(last4(rejected).slice(-2));
  await search.press('Enter');
  await expect(page.getByText('Enter at least 3 characters to search.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toHaveCount(0);
  await search.fill(last4(rejected));
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${last4(rejected)}`));
  await expect(orderLink(page, rejected)).toBeVisible();
  await expect(orderLink(page, completed)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(orderLink(page, completed)).toBeVisible();

  // Order status: refunded only, then completed only.
  const status = page.getByRole('textbox', { name: 'Order status' });
  await status.click();
  await page.getByRole('option', { name: 'Refunded' }).click();
  await expect(page).toHaveURL(/orderStatus=REFUNDED/);
  await expect(orderLink(page, rejected)).toBeVisible();
  await expect(orderLink(page, completed)).toHaveCount(0);
  await status.click();
  await page.getByRole('option', { name: 'Completed' }).click();
  await expect(orderLink(page, completed)).toBeVisible();
  await expect(orderLink(page, rejected)).toHaveCount(0);

  // Columns: add Status and Serve type, drop Phone; the next request asks for exactly those.
  await page.getByRole('button', { name: /^Columns \(9\)$/ }).click();
  const chooser = page.getByRole('dialog', { name: /^Columns/ });
  await expect(chooser).toContainText('Columns shown');
  await chooser.getByRole('checkbox', { name: 'Status', exact: true }).check();
  await chooser.getByRole('checkbox', { name: 'Serve type' }).check();
  const narrowed = page.waitForRequest(
    (request) => request.url().includes('/api/orders/archived') && !request.url().includes('customerPhone'),
  );
  await chooser.getByRole('checkbox', { name: 'Phone' }).uncheck();
  expect(new URL((await narrowed).url()).searchParams.get('responseFields')?.split(',')).toEqual([
    'id',
    'status',
    'customerName',
    'storeId',
    'isPickup',
    'subAmount',
    'discountAmount',
    'appliedTaxes',
    'totalAmount',
    'orderDetails',
  ]);
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
  await expect(completedRow.getByText('Completed', { exact: true })).toBeVisible();
  await expect(completedRow.getByText('Delivery', { exact: true })).toBeVisible();

  // The choice is kept across a reload (local storage), the filters too (the URL).
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Serve type' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
  await expect(orderLink(page, rejected)).toHaveCount(0);

  // Sorting by a header: the total, descending first.
  await table.getByRole('button', { name: 'Total', exact: true }).click();
  await expect(page).toHaveURL(/sort=totalAmount/);
  await expect(table.getByRole('columnheader', { name: 'Total', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // The completed delivery's detail: amounts, times, distance, the product link.
  await completedRow.getByText(customerName).click();
  await expect(page).toHaveURL(new RegExp(`/app/report/${completed.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${last4(completed)} · Completed` })).toBeVisible();
  await expect(page.getByText(storeName).first()).toBeVisible();
  const timing = page.getByRole('region', { name: 'Timing' });
  await expect(timing).toContainText('12 min');
  await expect(timing).toContainText('18 min');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(/\d+ m|\d+(\.\d+)? km/);
  const price = page.getByRole('region', { name: 'Price breakdown' });
  await expect(price).toContainText(`Total$${completed.totalAmount.toFixed(2)}`);
  await expect(price).toContainText('Delivery');
  const firstItem = completed.items[0];
  if (!firstItem) throw new Error('The order has no line.');
  const productLink = page.getByRole('link', { name: firstItem.productName }).first();
  await expect(productLink).toHaveAttribute('href', `/app/products/products?p=${firstItem.productId}`);
  await expect(page.getByText('Instruction: Extra hot')).toBeVisible();

  // Back to the history, filters kept.
  await page.getByRole('link', { name: 'Back to order history' }).click();
  await expect(page).toHaveURL(/orderStatus=COMPLETED/);
  await expect(orderLink(page, completed)).toBeVisible();

  // The rejected order: the danger alert with the reason, no timing card.
  await page.goto(`/app/report/${rejected.id}`);
  await expect(page.getByRole('heading', { name: `Order #${last4(rejected)} · Refunded` })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Rejected by the store' });
  await expect(alert).toContainText(REJECT_REASON);
  await expect(page.getByRole('region', { name: 'Timing' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Price breakdown' })).toContainText(
    `Total$${rejected.totalAmount.toFixed(2)}`,
  );

  // The product link opens the product's dialog on the products screen.
  await productLinkOpensDialog(page, rejected);
});

/** The products screen's dialog shows `name` in its Name field (an input's value, not text). */
async function expectProductDialog(page: Page, name: string) {
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    name,
  );
}

async function productLinkOpensDialog(page: Page, order: PlacedOrder) {
  const item = order.items[0];
  if (!item) throw new Error('The order has no line.');
  await page.getByRole('link', { name: item.productName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/app/products/products\\?p=${item.productId}`));
  await expectProductDialog(page, item.productName);
}

test('the merchant sends a support request and it reaches the support outbox', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/app/support');
  await expect(page).toHaveURL(/\/app\/support\/support-main$/);

  const send = page.getByRole('button', { name: 'Send' });
  const issueType = page.getByRole('textbox', { name: 'Issue type' });
  const title = page.getByRole('textbox', { name: 'Title' });
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(issueType).toHaveValue('Other');
  await expect(send).toBeDisabled();

  // Two stores and no all-stores choice.
  await page.getByRole('textbox', { name: 'Store' }).click();
  await expect(page.getByRole('option')).toHaveCount(2);
  await expect(page.getByRole('option', { name: 'All stores' })).toHaveCount(0);
  await page.getByRole('option', { name: storeName }).click();
  await issueType.click();
  await expect(page.getByRole('option')).toHaveCount(9);
  await page.getByRole('option', { name: 'Orders (Urgent)' }).click();

  const subject = `Refund did not reach the customer ${Date.now().toString(36)}`;
  await title.fill(subject);
  await expect(send).toBeDisabled();
  await description.fill(`Order #${last4(rejected)} was rejected this afternoon.`);
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByText('Your support request was sent to the support team.')).toBeVisible();
  // Reset after the send: empty fields, Other again, Send disabled.
  await expect(title).toHaveValue('');
  await expect(description).toHaveValue('');
  await expect(issueType).toHaveValue('Other');
  await expect(send).toBeDisabled();

  // In the outbox, to SUPPORT_EMAIL, with the issue type, store and text.
  const mails: { to: string; subject: string; text: string }[] = await (
    await request.get(`/api/testing-support/emails?to=${encodeURIComponent(SUPPORT_EMAIL)}`)
  ).json();
  const mail = mails.find((candidate) => candidate.subject.includes(subject));
  expect(mail?.subject).toBe(`[Perkdesk support] Orders (Urgent): ${subject}`);
  expect(mail?.text).toContain(storeName);
  expect(mail?.text).toContain(`Order #${last4(rejected)} was rejected this afternoon.`);

  // And on the mailbox page.
  await page.goto('/dev/mailbox');
  await page.getByRole('searchbox', { name: 'Recipient' }).fill(SUPPORT_EMAIL);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText(`[Perkdesk support] Orders (Urgent): ${subject}`)).toBeVisible();
});

test("the top bar's search finds the customer's orders and the product, and opens them", async ({ page }) => {
  await signIn(page);
  const search = page.getByRole('textbox', { name: 'Search Perkdesk' });
  await search.fill(customerName);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/app\/pages\/miscellaneous\/search\?query=/);
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();

  const orders = page.getByRole('region', { name: 'Orders' });
  for (const order of [completed, rejected])
    await expect(
      orders.getByRole('link', { name: `Order #${last4(order)} · ${customerName}` }),
    ).toBeVisible();
  await expect(orders.getByText(/Refunded/)).toHaveCount(1);

  // The page's own field searches again: the first line's product, among the products.
  const item = rejected.items[0];
  if (!item) throw new Error('The order has no line.');
  const field = page.getByRole('main').getByRole('textbox', { name: 'Search Perkdesk' });
  await field.fill(item.productName);
  await field.press('Enter');
  await page
    .getByRole('region', { name: 'Products' })
    .getByRole('link', { name: item.productName, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/products/products\\?p=${item.productId}`));
  await expectProductDialog(page, item.productName);

  await page.goBack();
  await page.goBack();
  await page
    .getByRole('region', { name: 'Orders' })
    .getByRole('link', { name: `Order #${last4(rejected)} · ${customerName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/report/${rejected.id}`));
  await expect(page.getByText(REJECT_REASON).first()).toBeVisible();
});
