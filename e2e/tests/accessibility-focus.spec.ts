import { expect, type Page, test } from '@playwright/test';
import { newMerchant, signIn } from './support/merchant-api';
import { type OrderingMerchant, setUpOrderingMerchant, simulateOrders } from './support/orders-api';

// Issue 21: keyboard focus on the orders screen goes somewhere sensible, never to the page's body:
// after the store dialog closes (to the control that opened it, or the list's heading when the
// screen opened it on arrival), and after an order action (to the next card, the previous one at
// the list's end, or the list's heading when no card is left).

const merchant = newMerchant('Lena', 'Okafor', 'focus-counter.test');
let shop: OrderingMerchant;

test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ request }) => {
  shop = await setUpOrderingMerchant(request, merchant);
});

const cards = (page: Page) => page.getByTestId('order-card');
const card = (page: Page, number: string) => cards(page).filter({ hasText: `#${number}` });
const heading = (page: Page) => page.getByRole('button', { name: 'Refresh the order list' });
const actions = (page: Page) => page.getByRole('group', { name: 'Order actions' });

/** The cards' numbers, top to bottom. */
const listed = (page: Page) =>
  cards(page).evaluateAll((links) => links.map((link) => /#(\w{4})/.exec(link.textContent ?? '')?.[1] ?? ''));

/** What a screen reader would say has focus, for a readable failure. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body ? 'body' : `${active?.tagName} ${active?.textContent?.slice(0, 40)}`;
  });

/** The card that should take focus after `number` leaves its place: the next, else the previous. */
function neighbour(order: string[], number: string) {
  const at = order.indexOf(number);
  return order[at + 1] ?? order[at - 1];
}

async function act(page: Page, name: string) {
  await actions(page).getByRole('button', { name, exact: true }).click();
}

test('focus returns to the store control or the list after the store dialog, and moves on after order actions', async ({
  page,
  baseURL,
}) => {
  const numbers = await simulateOrders(baseURL ?? '', merchant, 3);
  await signIn(page, merchant);
  await page.goto('/app/orders');

  // Opened by the screen on arrival: closing it leaves focus on the list's heading.
  const dialog = page.getByRole('dialog', { name: 'Choose your store' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heading(page), await focused(page)).toBeFocused();

  // Opened by "Choose a store": once chosen that button gives way to "Switch store", which takes focus.
  await page.getByRole('button', { name: 'Choose a store' }).click();
  await dialog.getByRole('textbox', { name: 'Store' }).click();
  await page.getByRole('option', { name: shop.counter.name }).click();
  await dialog.getByLabel('Password').fill(merchant.password);
  await dialog.getByRole('button', { name: 'Open orders' }).click();
  await expect(dialog).toBeHidden();
  const switchStore = page.getByRole('button', { name: 'Switch store' });
  await expect(switchStore).toBeFocused();

  // Dismissed: focus goes back to the button that opened it.
  await switchStore.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(switchStore).toBeFocused();

  await expect(cards(page)).toHaveCount(3);
  const order = await listed(page);
  expect([...order].sort()).toEqual([...numbers].sort());
  const [first, , last] = order as [string, string, string];

  // Accepting the first order: its button is gone, focus moves to the next card.
  await card(page, first).click();
  await act(page, 'Accept');
  await expect(card(page, neighbour(order, first) as string), await focused(page)).toBeFocused();

  // Rejecting the last one through its dialog: the order leaves, focus goes to the card before it.
  await card(page, last).click();
  const before = await listed(page);
  await act(page, 'Reject');
  const reject = page.getByRole('dialog', { name: `Reject order #${last}` });
  await reject.getByRole('textbox', { name: 'Reason' }).fill('The oven is down, sorry.');
  await reject.getByRole('button', { name: 'Reject order' }).click();
  await expect(reject).toBeHidden();
  await expect(card(page, last)).toHaveCount(0);
  await expect(card(page, neighbour(before, last) as string), await focused(page)).toBeFocused();

  // Serving the accepted order to the end: it leaves the list, focus goes to the card left.
  await card(page, first).click();
  const serving = await listed(page);
  await act(page, 'Start preparing');
  await act(page, 'Ready');
  await act(page, 'Picked up');
  await expect(card(page, first)).toHaveCount(0);
  await expect(card(page, neighbour(serving, first) as string), await focused(page)).toBeFocused();

  // The last order rejected: no card is left, focus goes to the list's heading.
  const [remaining] = await listed(page);
  await card(page, remaining as string).click();
  await act(page, 'Reject');
  const lastReject = page.getByRole('dialog', { name: `Reject order #${remaining}` });
  await lastReject.getByRole('textbox', { name: 'Reason' }).fill('Closing early today.');
  await lastReject.getByRole('button', { name: 'Reject order' }).click();
  await expect(page.getByText('No active orders.')).toBeVisible();
  await expect(heading(page), await focused(page)).toBeFocused();
});
