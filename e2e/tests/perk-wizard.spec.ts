import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { newMerchant, registerMerchant, signIn } from './support/merchant-api';
import { registerCustomer } from './support/order-flow';
import {
  next,
  type Promotion,
  pick,
  save,
  setUpCafe,
  startPerk,
  startRewardItem,
} from './support/perk-wizard-driver';

// Issue 7, the perk wizard end to end against the real server: a café owner creates each of the
// nine perk kinds from the New perk tiles and a reward item from the Rewards page, going through
// every step; the server derives each deal's subtype from what the wizard sent, so the saved
// `dealType` proves each tile sends its own subtype's fields. Guidance, warnings and refusals of
// spec 2 §5 are checked on the way; an edit reopens a saved perk with its values; a customer's
// cart then gets the public cart discount on its own, and the hidden one with its coupon.

const merchant = newMerchant('Noor', 'Haddad', 'cafe-haddad.test');
const shots = new URL('../screenshots/', import.meta.url).pathname;

// A missed control fails in seconds, not at the whole test's timeout.
test.use({ actionTimeout: 15_000 });

async function shoot(page: Page, name: string) {
  // The viewport, not the full page: the shell's fixed top bar would be drawn mid-page.
  await page.screenshot({ path: `${shots}perk-wizard-${name}.png` });
}

test('a café owner creates every perk kind through the wizard, each saved with its own subtype', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const headers = await registerMerchant(request, merchant);
  await setUpCafe(request, headers);
  await signIn(page, merchant);
  await page.setViewportSize({ width: 1440, height: 1100 });

  await page.goto('/app/promotions/new-perk');
  for (const tile of [
    'Punch card',
    'Points perk',
    'Free item',
    'Buy one get one',
    '% off items',
    'Fixed cart discount',
    '% off the cart',
    'Combo',
    'Bundle',
  ])
    await expect(page.getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
  await shoot(page, 'tiles-1440-light');

  // The general step refuses a short name and keeps the user on it.
  await page.getByRole('link', { name: /^Punch card/ }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Lo');
  await next(page);
  await expect(page.getByText('Name must be 3 to 35 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/punch-card\/new\/general$/);
  await expect(page.getByRole('textbox', { name: 'Stores' })).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Name' }).fill('Coffee card');
  await shoot(page, 'general-1440-light');
  // When it is shown: the shared weekly schedule in a dialog; Mondays and Fridays.
  await page.getByRole('button', { name: 'Set times' }).click();
  const times = page.getByRole('dialog', { name: 'Shown to customers: Coffee card' });
  await times.getByRole('button', { name: 'Monday' }).click();
  await times.getByRole('button', { name: 'Friday' }).click();
  await shoot(page, 'display-times-1440-light');
  await times.getByRole('button', { name: 'Save' }).click();
  await expect(times).toBeHidden();
  await expect(page.getByText('2 days a week')).toBeVisible();
  await next(page);
  await expect(page).toHaveURL(/\/punch-card\/new\/details$/);
  await pick(page, 'Products that earn', 'Latte');
  await pick(page, 'Reward products', 'Muffin');
  await page.getByRole('textbox', { name: 'Punches needed' }).fill('20');
  await expect(page.getByText('Outside the usual 3 to 12 punches.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Punches needed' }).fill('8');
  // Back and forth keeps what was typed: one state for the whole flow.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Coffee card');
  await next(page);
  await expect(page.getByRole('textbox', { name: 'Punches needed' })).toHaveValue('8');
  await save(page);
  await expect(page.getByText('Saved')).toBeVisible();

  await startPerk(page, 'Points perk', 'Latte points');
  await pick(page, 'Products that earn', 'Latte');
  await page.getByRole('textbox', { name: 'Points per item bought' }).fill('50');
  await expect(page.getByText('Outside the advised 100 to 1,000 points.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Points per item bought' }).fill('200');
  await expect(page.getByText('1,000 points ≈ $1. Choose 100 to 1,000.')).toBeVisible();
  await shoot(page, 'details-points-1440-light');
  await save(page);

  await startPerk(page, 'Free item', 'Free muffin over $20');
  await pick(page, 'Free products', 'Muffin');
  await next(page);
  await page.getByRole('textbox', { name: 'Minimum order amount' }).fill('20');
  await save(page);

  await startPerk(page, 'Buy one get one', 'Latte BOGO');
  await pick(page, 'Customers buy', 'Latte');
  await next(page);
  await pick(page, 'Customers get', 'Latte');
  await save(page);

  await startPerk(page, '% off items', 'Croissants 25% off');
  await pick(page, 'Discounted products', 'Croissant');
  await next(page);
  await page.getByRole('textbox', { name: 'Discount (%)' }).fill('25');
  await save(page);

  await startPerk(page, 'Fixed cart discount', '$5 off $30');
  await page.getByRole('textbox', { name: 'Discount amount' }).fill('5');
  await page.getByRole('textbox', { name: 'Minimum order amount' }).fill('30');
  await next(page);
  await page.getByRole('textbox', { name: 'Limited stock' }).fill('100001');
  await page.getByText('When the cart reaches a value').click();
  await page.getByRole('textbox', { name: 'Cart value' }).fill('35');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Should be a number between 1 and 100000')).toBeVisible();
  await expect(page.getByText('Highlight amount may not exceed the minimum order amount.')).toBeVisible();
  await shoot(page, 'details-refusals-1440-light');
  await page.getByRole('textbox', { name: 'Limited stock' }).fill('500');
  await page.getByRole('textbox', { name: 'Cart value' }).fill('25');
  await save(page);

  await startPerk(page, '% off the cart', 'Secret 10%');
  await page.getByRole('textbox', { name: 'Discount (%)' }).fill('10');
  await next(page);
  await page.getByRole('switch', { name: 'Hide this Perk' }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Coupon code may not be empty when the perk is hidden.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('SAVE10');
  await save(page);

  await startPerk(page, 'Combo', 'Latte and muffin combo');
  await pick(page, 'Products', 'Latte', 0);
  await pick(page, 'Products', 'Muffin', 1);
  await page.getByRole('button', { name: '+ Add Another Item Group' }).click();
  await expect(page.getByText('Item group 3')).toBeVisible();
  await page.getByRole('button', { name: 'Remove item group 3' }).click();
  await shoot(page, 'details-groups-1440-light');
  await next(page);
  // The cheapest combo costs $8.00: a discount above half of it warns and does not block.
  await page.getByRole('textbox', { name: 'Discount amount' }).fill('4.50');
  await expect(page.getByText('The discount is above 50% of the cheapest combo.')).toBeVisible();
  await shoot(page, 'details-combo-warning-1440-light');
  await page.getByRole('textbox', { name: 'Discount amount' }).fill('2');
  await expect(page.getByText('The discount is above 50% of the cheapest combo.')).toBeHidden();
  await save(page);

  await startPerk(page, 'Bundle', 'Breakfast bundle');
  await pick(page, 'Products', 'Latte', 0);
  await pick(page, 'Products', 'Croissant', 1);
  await next(page);
  await page.getByRole('textbox', { name: 'Bundle price' }).fill('4');
  await expect(page.getByText('The price is below 50% of the dearest bundle.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Bundle price' }).fill('7.50');
  await save(page);

  await startRewardItem(page, 'Muffin for points');
  await pick(page, 'Reward products', 'Muffin');
  await page.getByRole('textbox', { name: 'Points per reward item' }).fill('500');
  await save(page);

  // What the server saved: each kind with the subtype it derived from the wizard's fields.
  const saved: Promotion[] = await (await request.get('/api/promotions', { headers })).json();
  const byName = new Map(saved.map((promotion) => [promotion.name, promotion]));
  const expected: [string, string, string][] = [
    ['Coffee card', 'PUNCH_CARD', 'DEAL_UNKNOWN'],
    ['Latte points', 'POINT_PERK', 'DEAL_UNKNOWN'],
    ['Free muffin over $20', 'DEAL', 'DEAL_FREE_ITEM'],
    ['Latte BOGO', 'DEAL', 'DEAL_BUY_ONE_GET_ONE'],
    ['Croissants 25% off', 'DEAL', 'DEAL_DISCOUNT_ITEMS_P'],
    ['$5 off $30', 'DEAL', 'DEAL_DISCOUNT_CART_F'],
    ['Secret 10%', 'DEAL', 'DEAL_DISCOUNT_CART_P'],
    ['Latte and muffin combo', 'DEAL', 'DEAL_MULTI_COMBO'],
    ['Breakfast bundle', 'DEAL', 'DEAL_MULTI_BUNDLE'],
    ['Muffin for points', 'REWARD_ITEM', 'DEAL_UNKNOWN'],
  ];
  expect(saved).toHaveLength(expected.length);
  for (const [name, type, dealType] of expected)
    expect(byName.get(name), name).toMatchObject({ type, dealType });
  expect(byName.get('Secret 10%')).toMatchObject({ isPublicAvailable: false, couponCode: 'SAVE10' });
  expect(byName.get('Coffee card')?.displayTime).toEqual([
    { day: 'MONDAY', fromTime: '08:00', toTime: '18:00' },
    { day: 'FRIDAY', fromTime: '08:00', toTime: '18:00' },
  ]);
  expect(byName.get('$5 off $30')).toMatchObject({ limitedStock: 500 });
  expect(byName.get('Latte and muffin combo')?.requiredProductList).toEqual([
    expect.objectContaining({ name: 'Latte', groupIndex: 0 }),
    expect.objectContaining({ name: 'Muffin', groupIndex: 1 }),
  ]);

  // A customer's cart at the store: $30 of lattes gets the public "$5 off $30" on its own; the
  // hidden 10% applies only with its coupon, and then instead of it (one non-master deal).
  const storeId = (await (await request.get('/api/merchant-stores', { headers })).json())[0].id as string;
  const latte = byName.get('Latte points')!.requiredProductList[0]!;
  const customer = await registerCustomer(request, 'Rania');
  const cart = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { discountAmount: number; appliedPromotion: { name: string }[] };
  };
  let priced = await cart(
    request.post(`/api/user-cart/${storeId}/item`, {
      headers: customer.headers,
      data: { item: { productId: latte.id, quantity: 6, instruction: '', addons: [] } },
    }),
  );
  expect(priced.discountAmount).toBe(5);
  expect(priced.appliedPromotion.map((entry) => entry.name)).toContain('$5 off $30');
  priced = await cart(request.post(`/api/user-cart/${storeId}/coupon/SAVE10`, { headers: customer.headers }));
  expect(priced.discountAmount).toBe(3);
  expect(priced.appliedPromotion.map((entry) => entry.name)).toContain('Secret 10%');

  // The Rewards page lists the reward item; its card reopens it in the wizard with its values.
  await page.goto('/app/promotions/rewards');
  await page.getByRole('link', { name: 'Edit Muffin for points' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Reward item' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Muffin for points');

  // An edit through every step keeps the subtype and saves the change.
  const combo = byName.get('Latte and muffin combo')!;
  await page.goto(`/app/promotions/combo/edit/general?id=${combo.id}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Latte and muffin combo');
  await page.getByRole('textbox', { name: 'Name' }).fill('Latte + muffin combo');
  await next(page);
  await expect(page).toHaveURL(/\/multi\/combo\/edit\/details1\?id=/);
  await next(page);
  await expect(page.getByRole('textbox', { name: 'Discount amount' })).toHaveValue('2.00');
  await save(page);
  const edited: Promotion = await (await request.get(`/api/promotions/${combo.id}`, { headers })).json();
  expect(edited).toMatchObject({ name: 'Latte + muffin combo', dealType: 'DEAL_MULTI_COMBO' });

  // Dark, right to left, 768 px wide: the tiles and a details step.
  await page.evaluate(() => {
    localStorage.setItem('perkdesk.theme', 'dark.orange');
    localStorage.setItem('perkdesk.language', 'en-RTL');
  });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/app/promotions/new-perk');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: /^Bundle/ })).toBeVisible();
  await shoot(page, 'tiles-768-dark-rtl');
  await page.goto(`/app/promotions/multi/combo/edit/details2?id=${combo.id}`);
  await expect(page.getByRole('textbox', { name: 'Discount amount' })).toHaveValue('2.00');
  await shoot(page, 'details-combo-768-dark-rtl');
  await page.goto(`/app/promotions/multi/combo/edit/details1?id=${combo.id}`);
  await expect(page.getByText('Item group 2')).toBeVisible();
  await shoot(page, 'details-groups-768-dark-rtl');
  await page.goto(`/app/promotions/combo/edit/general?id=${combo.id}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Latte + muffin combo');
  await shoot(page, 'general-768-dark-rtl');
  await page.goto('/app/promotions/rewards');
  await expect(page.getByRole('link', { name: 'Edit Muffin for points' })).toBeVisible();
  await shoot(page, 'rewards-768-dark-rtl');

  // Dark, left to right, 1440 px: a punch card's single details step.
  await page.evaluate(() => localStorage.setItem('perkdesk.language', 'en'));
  await page.setViewportSize({ width: 1440, height: 1000 });
  const card = byName.get('Coffee card')!;
  await page.goto(`/app/promotions/punch-card/edit/details?id=${card.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('textbox', { name: 'Punches needed' })).toHaveValue('8');
  await shoot(page, 'details-punch-card-1440-dark');
});
