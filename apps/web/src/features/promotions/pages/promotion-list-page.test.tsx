import { deletedResponseSchema, type PromotionResponse, promotionSchema } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storesRoute } from '../../../testing/mocks/handlers';
import { requests } from '../../../testing/mocks/requests';
import { notFound, refuse, respond } from '../../../testing/mocks/respond';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { productRef, samplePromotion, sampleStore } from '../testing/sample-promotion';
import { PromotionListPage } from './promotion-list-page';

// Your perks against a stand-in server holding three perks: a BOGO deal, a punch card that uses
// a deleted product (invalid, inactive), and a hidden cart deal with a coupon.

const bogo = samplePromotion({ id: '10000000000000000501', name: 'Latte for two' });
const punch = samplePromotion({
  id: '10000000000000000502',
  name: 'Coffee card',
  type: 'PUNCH_CARD',
  dealType: 'DEAL_UNKNOWN',
  status: 'INACTIVE',
  isValid: false,
  discountPercent: null,
  requiredPunches: 8,
  rewardItems: 1,
  requiredProductList: [productRef({ name: 'Mocha', status: 'DELETED' })],
});
const coupon = samplePromotion({
  id: '10000000000000000503',
  name: 'Spring cart',
  dealType: 'DEAL_DISCOUNT_CART_P',
  requiredProductList: [],
  rewardProductList: [],
  discountPercent: 15,
  requiredAmount: 20,
  isPublicAvailable: false,
  couponCode: 'SPRING15',
});
const deleted = samplePromotion({ id: '10000000000000000599', name: 'Old deal', status: 'DELETED' });

let listed: PromotionResponse[];
const byId = new Map([bogo, punch, coupon, deleted].map((promotion) => [promotion.id, promotion]));

serveInEveryTest(
  storesRoute(() => [sampleStore()]),
  http.get('/api/promotions', () => respond(z.array(promotionSchema), listed)),
  http.put('/api/promotions/status/:id/:status', ({ params }) => {
    const promotion = byId.get(String(params.id)) as PromotionResponse;
    if (!promotion.isValid) return refuse(400, 'PROMOTION_INVALID', 'The promotion uses a deleted product.');
    return respond(promotionSchema, { ...promotion, status: params.status as PromotionResponse['status'] });
  }),
  http.delete('/api/promotions/:id', ({ params }) =>
    respond(deletedResponseSchema, { id: String(params.id) }),
  ),
  http.get('/api/promotions/:id', ({ params }) => {
    const promotion = byId.get(String(params.id));
    return promotion ? respond(promotionSchema, promotion) : notFound();
  }),
);

beforeEach(() => {
  listed = [bogo, punch, coupon];
});

const PATH = '/app/promotions/promotions-main';
const renderList = (query = '') =>
  renderScreen(<PromotionListPage />, `${PATH}${query}`, { namespaces: ['components', 'promotions'] });

describe('Your perks', () => {
  it('asks for the newest first and shows each perk with its kind and warnings', async () => {
    await renderList();
    expect(await screen.findByRole('link', { name: 'Latte for two' })).toBeTruthy();
    expect(requests.to('/api/promotions?orderBy=date&asc=false')).toHaveLength(1);
    expect(screen.getByText('Buy one get one')).toBeTruthy();
    expect(screen.getByText('Punch card')).toBeTruthy();
    expect(screen.getByText('Uses a deleted product')).toBeTruthy();
    expect(screen.getByText('Hidden · SPRING15')).toBeTruthy();
    // Each row names its stores once they are known.
    expect(await screen.findAllByText('Queen West')).toHaveLength(3);
    // An invalid perk cannot be switched on nor edited; it can still be duplicated.
    expect((screen.getByRole('switch', { name: 'Active: Coffee card' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('switch', { name: 'Active: Latte for two' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    expect(screen.queryByRole('button', { name: 'Edit Coffee card' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplicate Coffee card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Latte for two' })).toBeTruthy();
  });

  it('sends the URL filters to the server: type (ALL_NO_REWARD), store, status, keyword and order', async () => {
    await renderList('?type=ALL_NO_REWARD&status=ACTIVE&store=10000000000000000011&sort=name&dir=asc');
    await screen.findByRole('link', { name: 'Latte for two' });
    expect(
      requests.to(
        '/api/promotions?storeId=10000000000000000011&type=ALL_NO_REWARD&status=ACTIVE&orderBy=name&asc=true',
      ),
    ).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'latte' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search' }), { key: 'Enter' });
    await waitFor(() =>
      expect(
        requests.to(
          '/api/promotions?storeId=10000000000000000011&type=ALL_NO_REWARD&status=ACTIVE&keyword=latte&orderBy=name&asc=true',
        ),
      ).toHaveLength(1),
    );
  });

  it('switches a perk off through the status route', async () => {
    await renderList();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: Latte for two' }));
    await waitFor(() =>
      expect(requests.to(`/api/promotions/status/${bogo.id}/INACTIVE`, 'PUT')).toHaveLength(1),
    );
  });

  it('opens the read-only detail from ?p=<id>, with every field its type uses', async () => {
    await renderList(`?p=${coupon.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Spring cart' });
    expect(within(dialog).getByText('% off cart')).toBeTruthy();
    expect(within(dialog).getByText('15%')).toBeTruthy();
    expect(within(dialog).getByText('$20.00')).toBeTruthy();
    expect(within(dialog).getByText('Hidden: only with coupon SPRING15')).toBeTruthy();
    expect(within(dialog).getByText('Queen West')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens a row by its name link, and closing drops ?p=', async () => {
    const { router } = await renderList('?status=ACTIVE');
    fireEvent.click(await screen.findByRole('link', { name: 'Latte for two' }));
    const dialog = await screen.findByRole('dialog', { name: 'Latte for two' });
    expect(router.state.location.search).toBe(`?status=ACTIVE&p=${bogo.id}`);
    expect(dialog.querySelector('[data-fact="requiredProducts"] td')?.textContent).toBe('Latte');
    expect(dialog.querySelector('[data-fact="rewardProducts"] td')?.textContent).toBe('Latte');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE'));
  });

  it('says a deleted perk is deleted and a perk with a deleted product is invalid; neither can be edited', async () => {
    await renderList(`?p=${deleted.id}`);
    let dialog = await screen.findByRole('dialog', { name: 'Old deal' });
    expect(within(dialog).getByText('This perk has been deleted. It can no longer be edited.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Show Coffee card' }));
    dialog = await screen.findByRole('dialog', { name: 'Coffee card' });
    expect(within(dialog).getByText(/uses a deleted product, so it is inactive/)).toBeTruthy();
    expect(within(dialog).getByText('Mocha (deleted)')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('edits and duplicates in the wizard of the perk’s kind', async () => {
    const { router } = await renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Spring cart' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/app/promotions/discount-cart-percent/new/general?copyOf=${coupon.id}`,
      ),
    );
    await router.navigate(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Latte for two' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/app/promotions/buy-one-get-one/edit/general?id=${bogo.id}`,
      ),
    );
  });

  it('deletes a perk after asking', async () => {
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Latte for two' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete perk' });
    expect(within(confirm).getByText(/Delete Latte for two\?/)).toBeTruthy();
    listed = [punch, coupon];
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.to(`/api/promotions/${bogo.id}`, 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Perk deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Latte for two' })).toBeNull());
  });

  it('points to New perk when there is none', async () => {
    listed = [];
    await renderList();
    expect(await screen.findByText('No perks yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New perk' }).getAttribute('href')).toBe(
      '/app/promotions/new-perk',
    );
  });
});
