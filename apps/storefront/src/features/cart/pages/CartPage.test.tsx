import type { AppliedPromotion, Cart, CartLine } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../lib/session';
import { cafeDetail, STORE_ID } from '../../../testing/fixtures';
import { HttpResponse, http, server } from '../../../testing/msw';
import { renderApp } from '../../../testing/render';

// The cart page against a stand-in server: what it shows comes from the priced cart, each change
// is sent and the server's answer replaces the page's cart.

const CART = `/api/user-cart/${STORE_ID}`;

const line = (fields: Partial<CartLine>): CartLine => ({
  id: '1',
  productId: '40000000000000000001',
  productName: 'Latte',
  image: null,
  price: 4.5,
  quantity: 2,
  instruction: null,
  totalAmount: 9,
  totalAddonAmount: 0,
  totalDiscountAmount: 0,
  appliedTaxes: [],
  addons: [],
  isFreeItem: false,
  isRedeem: false,
  appliedPromotionId: null,
  ...fields,
});

const bogo: AppliedPromotion = {
  id: '80000000000000000001',
  type: 'DEAL',
  dealType: 'DEAL_BUY_ONE_GET_ONE',
  name: 'Muffin BOGO',
  isMaster: false,
  isAddonCharged: false,
  isNewClient: false,
  isCoupon: false,
  isRedeem: false,
  isDiscountNotApplicable: false,
  isAddonsPresentToDiscount: false,
  timesApplied: 1,
  totalDiscountAmount: 0,
  addonDiscountAmount: 0,
  appliedProductList: [],
  requiredProductList: [],
  rewardProductList: [
    { id: '40000000000000000002', name: 'Blueberry muffin' },
    { id: '40000000000000000003', name: 'Chocolate muffin' },
  ],
  requiredAmount: null,
  discountPercent: 100,
  discountAmount: null,
  fixedAmount: null,
  rewardPunches: null,
  rewardPoints: null,
  requiredPunches: null,
  requiredPoints: null,
  usedPunches: null,
  usedPoints: null,
  conditions: null,
};

const cart = (fields: Partial<Cart> = {}): Cart => ({
  storeId: STORE_ID,
  isCartEmpty: false,
  cartItemCount: 1,
  items: [line({})],
  toBeAppliedItems: {},
  appliedPromotion: [],
  suggestedPromotion: [],
  toBeAppliedPromotion: [bogo],
  couponPromotion: {},
  subAmountProducts: 9,
  subAmount: 9,
  discountAmount: 0,
  appliedTaxes: [{ taxType: 'HST', taxPercentage: 13, taxAmount: 1.17 }],
  taxAmount: 1.17,
  serviceFee: 0,
  totalAmount: 10.17,
  earnedGlobalPoints: 90,
  ...fields,
});

function signedInWith(first: Cart) {
  signIn({
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 900,
    id: '90000000000000000001',
    role: 'USER',
  });
  server.use(
    http.get(CART, () => HttpResponse.json(first)),
    http.get(`${CART}/cart-item-count`, () => HttpResponse.json(first.cartItemCount)),
    http.get(`/api/merchant-stores/${STORE_ID}/detail`, () => HttpResponse.json(cafeDetail())),
    http.get('/api/user-punch-cards', () => HttpResponse.json([])),
    http.get('/api/user-points', () => HttpResponse.json([])),
  );
}

describe('cart page', () => {
  it('shows the priced lines, taxes and total, and the BOGO reward to choose', async () => {
    signedInWith(cart());
    const chosen = line({
      id: '2',
      productId: '40000000000000000003',
      productName: 'Chocolate muffin',
      quantity: 1,
      totalAmount: 3,
      totalDiscountAmount: 3,
      isFreeItem: true,
      appliedPromotionId: bogo.id,
    });
    const posted: unknown[] = [];
    server.use(
      http.post(`${CART}/item-to-be-applied/${bogo.id}`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          cart({
            items: [line({}), chosen],
            toBeAppliedItems: { [bogo.id]: chosen },
            appliedPromotion: [{ ...bogo, totalDiscountAmount: 3 }],
            subAmount: 12,
            discountAmount: 3,
          }),
        );
      }),
    );
    await renderApp(`/${STORE_ID}/cart`);
    const latte = (await screen.findAllByTestId('cart-line'))[0] as HTMLElement;
    expect(within(latte).getByText('Latte')).toBeTruthy();
    expect(within(latte).getByText('$9.00')).toBeTruthy();
    expect(screen.getByText('HST 13%')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('$10.17');

    const pick = screen.getByRole('region', { name: 'Choose your reward: Muffin BOGO' });
    fireEvent.click(within(pick).getByRole('button', { name: 'Choose Chocolate muffin' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(posted).toEqual([
      { item: { productId: '40000000000000000003', quantity: 1, instruction: '', addons: [] } },
    ]);
    const free = screen.getAllByTestId('cart-line')[1] as HTMLElement;
    expect(within(free).getByText('Free with Muffin BOGO')).toBeTruthy();
    expect(within(free).getByText('$0.00')).toBeTruthy();
    expect(
      within(pick).getByRole('button', { name: 'Choose Chocolate muffin' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(screen.getByTestId('cart-deal')).getByText('Buy one, get one ×1')).toBeTruthy();
  });

  it('shows a refused coupon in the contract’s words and keeps the cart', async () => {
    signedInWith(cart());
    server.use(
      http.post(`${CART}/coupon/:code`, () =>
        HttpResponse.json(
          { status: 400, code: 'COUPON_INVALID', message: 'This coupon code is not valid.' },
          { status: 400 },
        ),
      ),
    );
    await renderApp(`/${STORE_ID}/cart`);
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This coupon code is not valid.');
    expect(screen.getByTestId('cart-total').textContent).toBe('$10.17');
  });

  it('sends quantity changes one at a time, keeping only the latest waiting one', async () => {
    signedInWith(cart({ toBeAppliedPromotion: [] }));
    const quantities: number[] = [];
    let release: (() => void) | undefined;
    server.use(
      http.put(`${CART}/item/1`, async ({ request }) => {
        const { item } = (await request.json()) as { item: { quantity: number } };
        quantities.push(item.quantity);
        if (quantities.length === 1)
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        return HttpResponse.json(
          cart({ toBeAppliedPromotion: [], items: [line({ quantity: item.quantity })] }),
        );
      }),
    );
    await renderApp(`/${STORE_ID}/cart`);
    const more = await screen.findByRole('button', { name: 'One more Latte' });
    fireEvent.click(more);
    await waitFor(() => expect(quantities).toEqual([3]));
    expect(screen.getByText('Updating prices…')).toBeTruthy();
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByLabelText('Quantity of Latte').textContent).toBe('5');
    release?.();
    await waitFor(() => expect(quantities).toEqual([3, 5]));
    await waitFor(() => expect(screen.queryByText('Updating prices…')).toBeNull());
    expect(screen.getByLabelText('Quantity of Latte').textContent).toBe('5');
  });

  it('asks a signed-out visitor to sign in', async () => {
    server.use(http.get(`/api/merchant-stores/${STORE_ID}/detail`, () => HttpResponse.json(cafeDetail())));
    await renderApp(`/${STORE_ID}/cart`);
    expect(await screen.findByText('Sign in to see your cart.')).toBeTruthy();
  });
});
