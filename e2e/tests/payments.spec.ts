import { expect, type Page, test } from '@playwright/test';
import { type Look, NARROW_DARK_RTL, showIn, WIDE_LIGHT } from './support/looks';
import { newMerchant, registerMerchant, signIn } from './support/merchant-api';
import { placePaidOrder, registerCustomer, serveToCompletion } from './support/order-flow';
import { setUpOrderingMerchant } from './support/orders-api';

// Issue 16 against the real server on the sandbox payment adapter: a new merchant sees the red
// banner, connects in the sandbox (the banner goes), subscribes to the AI post generator, lands
// on the success page, then cancels at the period's end and resumes; another merchant refunds a
// completed order in part, then in full, and finds both refunds on the sandbox dashboard.

const shots = new URL('../../docs/screenshots/', import.meta.url).pathname;
const BANNER = 'A payment method is required for your promotions to be visible and to get paid.';

async function shoot(page: Page, name: string, look: Look, ready: () => Promise<void>) {
  await showIn(page, look, ready);
  await page.screenshot({ path: `${shots}payments-${name}.png` });
}

test.use({ actionTimeout: 15_000 });

test('not connected → connect in the sandbox → subscribe → cancel at period end → resume', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const merchant = newMerchant('Iris', 'Moreau', 'maple-payments.test');
  await registerMerchant(request, merchant);
  await signIn(page, merchant);

  // A new merchant has no payment account: the red banner, about a second after load.
  await expect(page.getByText(BANNER)).toBeVisible();
  await page.getByRole('link', { name: 'Connect a payment method' }).click();
  await expect(page).toHaveURL(/\/app\/setup\/payment$/);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Provider' });
  await expect(account.getByText('Not connected')).toBeVisible();
  await expect(account.getByText('Sandbox payments')).toBeVisible();
  await expect(page.getByText(/This is the sandbox: connecting is instant/)).toBeVisible();
  await shoot(page, 'not-connected-1440-light', WIDE_LIGHT, () =>
    expect(page.getByText(BANNER)).toBeVisible(),
  );

  // The sandbox connects at once and comes back here: connected, and the banner is gone.
  await page.getByRole('button', { name: 'Connect payment account' }).click();
  await expect(account.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText('Your payment account is connected.')).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('perkdesk.cardProviderConnected'))).toBe('true');
  await page.goto('/app/dashboards');
  await page.waitForTimeout(1500);
  await expect(page.getByText(BANNER)).toHaveCount(0);

  // View dashboard: the sandbox's page, in the app.
  await page.goto('/app/setup/payment');
  await page.getByRole('button', { name: 'View dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/setup\/payment\/sandbox-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Sandbox dashboard' })).toBeVisible();
  await expect(page.getByLabel('Balance')).toHaveText('$0.00');
  await expect(page.getByText('No charges yet.')).toBeVisible();

  // Subscribe: the sandbox's checkout completes at once and sends the merchant to the success page.
  await page.goto('/app/setup/subscriptions');
  await expect(page.getByText('Not subscribed')).toBeVisible();
  await expect(page.getByText('$19.99 CAD per month')).toBeVisible();
  await shoot(page, 'subscribe-1440-light', WIDE_LIGHT, () =>
    expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/app\/setup\/success\?session_id=/);
  await expect(
    page.getByText('Successfully subscribed for automated post generation service.'),
  ).toBeVisible();
  const profile = await (
    await request.get('/api/merchants/profile', {
      headers: await page.evaluate(() => {
        const auth = JSON.parse(localStorage.getItem('perkdesk.auth') ?? '{}');
        return { Authorization: `Bearer ${auth.accessToken}` };
      }),
    })
  ).json();
  expect(profile.paymentCustomerId).toBeTruthy();
  await shoot(page, 'success-1440-light', WIDE_LIGHT, () =>
    expect(page.getByText('Successfully subscribed for automated post generation service.')).toBeVisible(),
  );

  // Active, renewing on a date to come; cancelled at the period's end after asking; resumed.
  await page.getByRole('link', { name: 'Go to subscriptions' }).click();
  await expect(page).toHaveURL(/\/app\/setup\/subscriptions$/);
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('Active')).toBeVisible();
  await expect(plan.getByText(/Your subscription renews on [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeVisible();
  await expect(plan.getByText('AI Post Generator')).toBeVisible();
  await shoot(page, 'subscription-active-1440-light', WIDE_LIGHT, () =>
    expect(plan.getByText('Active')).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the subscription?' });
  await expect(dialog.getByText(/It stays active until .+, then ends\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(plan.getByText('Cancelled')).toBeVisible();
  await expect(plan.getByText(/Your subscription ends on .+\. Resume it/)).toBeVisible();
  await shoot(page, 'subscription-cancelled-768-dark-rtl', NARROW_DARK_RTL, () =>
    expect(plan.getByText('Cancelled')).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(plan.getByText('Active')).toBeVisible();
  await page.reload();
  await expect(plan.getByText('Active')).toBeVisible();

  // Connected, in dark right-to-left at 768 px.
  await page.goto('/app/setup/payment');
  await shoot(page, 'connected-768-dark-rtl', NARROW_DARK_RTL, () =>
    expect(account.getByText('Connected', { exact: true })).toBeVisible(),
  );
});

test('a completed order is refunded in part, then in full', async ({ page, request }) => {
  test.setTimeout(120_000);
  const merchant = newMerchant('Omar', 'Lindqvist', 'maple-refunds.test');
  const { headers, counter } = await setUpOrderingMerchant(request, merchant);
  const customer = await registerCustomer(request, `Lena Brooks ${Date.now().toString(36)}`);
  const placed = await placePaidOrder(request, customer, counter.id, 'PICKUP');
  await serveToCompletion(request, headers, placed, { preparing: 5 });
  const total = placed.totalAmount;
  const money = (amount: number) => `$${amount.toFixed(2)}`;
  const rest = Math.round((total - 2) * 100) / 100;

  await signIn(page, merchant);
  await page.goto(`/app/report/${placed.id}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByText('Nothing refunded.')).toBeVisible();

  // Part of it: the amount offered is the whole total; $2.00 with a reason.
  await refunds.getByRole('button', { name: 'Refund' }).click();
  let dialog = page.getByRole('dialog', { name: `Refund order #${placed.id.slice(-4)}` });
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue(total.toFixed(2));
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The bagel was missing its spread');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded $2.00.')).toBeVisible();
  await expect(refunds.getByText('The bagel was missing its spread')).toBeVisible();
  await expect(refunds.getByText(`Refunded $2.00 of ${money(total)}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Completed');
  await shoot(page, 'order-partly-refunded-1440-light', WIDE_LIGHT, () =>
    expect(refunds.getByText(`Refunded $2.00 of ${money(total)}`)).toBeVisible(),
  );

  // More than is left is refused before the server is asked; the rest is offered by default.
  await refunds.getByRole('button', { name: 'Refund' }).click();
  dialog = page.getByRole('dialog', { name: /^Refund order/ });
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue(rest.toFixed(2));
  await dialog.getByRole('textbox', { name: 'Amount' }).fill((rest + 1).toFixed(2));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Closing early, sorry');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(
    dialog.getByText(`The refund is more than the ${money(rest)} not yet refunded.`),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(rest.toFixed(2));
  await shoot(page, 'refund-dialog-768-dark-rtl', NARROW_DARK_RTL, async () => {
    await refunds.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue(rest.toFixed(2));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Closing early, sorry');
  });
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(`Refunded ${money(rest)}.`)).toBeVisible();
  await expect(refunds.getByText(`Refunded ${money(total)} of ${money(total)}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Refunded');
  await expect(refunds.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await shoot(page, 'order-refunded-768-dark-rtl', NARROW_DARK_RTL, () =>
    expect(refunds.getByText(`Refunded ${money(total)} of ${money(total)}`)).toBeVisible(),
  );

  // The sandbox dashboard shows the charge, refunded in full, and both refunds.
  await page.goto('/app/setup/payment/sandbox-dashboard');
  const charges = page.getByRole('table', { name: 'Charges' });
  const charge = charges.getByRole('row').filter({ hasText: `#${placed.id.slice(-4)}` });
  await expect(charge).toContainText(money(total));
  await expect(charge).toContainText('Succeeded');
  const refundRows = page.getByRole('table', { name: 'Refunds' }).getByRole('row');
  await expect(refundRows).toHaveCount(3);
  await expect(page.getByRole('table', { name: 'Refunds' })).toContainText(
    'The bagel was missing its spread',
  );
  await shoot(page, 'sandbox-dashboard-1440-light', WIDE_LIGHT, () => expect(charge).toBeVisible());
  await shoot(page, 'sandbox-dashboard-768-dark-rtl', NARROW_DARK_RTL, () => expect(charge).toBeVisible());
});
