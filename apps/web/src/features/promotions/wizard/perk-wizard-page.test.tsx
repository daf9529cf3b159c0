import { productSchema, promotionSchema } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storesRoute } from '../../../testing/mocks/handlers';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { refuse, respond } from '../../../testing/mocks/respond';
import { serveInEveryTest, server } from '../../../testing/mocks/server';
import { renderWizard } from '../testing/render-wizard';
import { productRef, samplePromotion, sampleStore } from '../testing/sample-promotion';

const LATTE = productRef();
const MUFFIN = productRef({ id: '10000000000000000102', name: 'Muffin', price: 3 });
// A reference names the product and its price; the product itself always has both.
const product = (ref: typeof LATTE): z.input<typeof productSchema> => ({
  id: ref.id,
  name: ref.name ?? '',
  description: null,
  images: [],
  price: ref.price ?? 0,
  attributes: {},
  stores: [sampleStore().id],
  productTaxConfigs: [],
  groups: [],
  status: 'ACTIVE',
  hideUntil: null,
  availableTime: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUpdatedAt: '2026-01-01T00:00:00.000Z',
  unit: 'each',
  addonGroups: [],
  categories: [],
});
const saved = samplePromotion({
  name: 'Latte for two',
  requiredProductList: [LATTE],
  rewardProductList: [MUFFIN],
});

/** A saved perk's body: what was sent, over the saved sample, without the expanded products. */
const savedFrom = async (request: Request) =>
  respond(promotionSchema, {
    ...saved,
    ...((await request.json()) as object),
    requiredProductList: [],
    rewardProductList: [],
  });

serveInEveryTest(
  storesRoute(() => [sampleStore()]),
  http.get('/api/products', () => respond(z.array(productSchema), [product(LATTE), product(MUFFIN)])),
  http.get(`/api/promotions/${saved.id}`, () => respond(promotionSchema, saved)),
  http.post('/api/promotions/:type', async ({ request }) => {
    if ((await request.clone().text()).includes('TAKEN1')) {
      const violation = { field: 'couponCode', message: 'Coupon code already exists.' };
      return refuse(400, 'VALIDATION_FAILED', violation.message, [violation]);
    }
    return savedFrom(request);
  }),
  http.put('/api/promotions/:type/:id', ({ request }) => savedFrom(request)),
);

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const bodyOf = (path: string, method: string) => jsonBody(requests.to(path, method)[0]);

describe('PerkWizardPage', () => {
  it('keeps one state through the steps and posts the tile’s own fields on Save', async () => {
    const { router } = await renderWizard('/app/promotions/discount-cart-fixed/new/general');
    await screen.findByRole('heading', { name: 'New Fixed cart discount' });
    type('Name', '$5 off $30');
    click('Next');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/promotions/cart/discount-cart-fixed/new/details1'),
    );
    type('Discount amount', '5');
    type('Minimum order amount', '30');
    click('Back');
    await waitFor(() => expect(field('Name').value).toBe('$5 off $30'));
    click('Next');
    await waitFor(() => expect(field('Discount amount').value).toBe('5'));
    click('Next');
    await screen.findByRole('heading', { name: 'Options' });
    click('Save');
    await screen.findByText('landed on another page');
    expect(router.state.location.pathname).toBe('/app/promotions/promotions-main');
    const body = await bodyOf('/api/promotions/deal', 'POST');
    expect(body).toMatchObject({
      name: '$5 off $30',
      stores: [sampleStore().id],
      discountAmount: 5,
      requiredAmount: 30,
      isPublicAvailable: true,
    });
    expect(body).not.toHaveProperty('discountPercent');
    expect(body).not.toHaveProperty('rewardProductList');
  });

  it('shows the step’s problems and blocks Next until they are fixed', async () => {
    const { router } = await renderWizard('/app/promotions/combo/new/general');
    await screen.findByRole('heading', { name: 'New Combo' });
    click('Next');
    expect(await screen.findByText('Name must be 3 to 35 characters.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/promotions/combo/new/general');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    type('Name', 'Breakfast combo');
    await waitFor(() => expect(screen.queryByText('Name must be 3 to 35 characters.')).toBeNull());
    click('Next');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/promotions/multi/combo/new/details1'),
    );
    expect(screen.getByText('Item group 1')).toBeTruthy();
    expect(screen.getByText('Item group 2')).toBeTruthy();
    click('+ Add Another Item Group');
    expect(await screen.findByText('Item group 3')).toBeTruthy();
    click('Next');
    expect(await screen.findByText('Every item group needs at least one product.')).toBeTruthy();
  });

  it('edits a saved perk: its values in the fields, a PUT with the full body on Save', async () => {
    const { router } = await renderWizard(`/app/promotions/buy-one-get-one/edit/general?id=${saved.id}`);
    await screen.findByRole('heading', { name: 'Edit Buy one get one' });
    expect(field('Name').value).toBe('Latte for two');
    type('Name', 'Two lattes');
    click('Next');
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${saved.id}`));
    expect(screen.getByText(/^Latte ·/)).toBeTruthy();
    click('Next');
    await screen.findByText(/^Muffin ·/);
    click('Save');
    await screen.findByText('landed on another page');
    expect(await bodyOf(`/api/promotions/deal/${saved.id}`, 'PUT')).toMatchObject({
      name: 'Two lattes',
      status: 'ACTIVE',
      requiredProductList: [{ id: LATTE.id, groupIndex: null, quantity: 1 }],
      rewardProductList: [{ id: MUFFIN.id, quantity: 1 }],
      discountPercent: 100,
    });
  });

  it('sends a perk edited under another kind’s path to its own wizard', async () => {
    const { router } = await renderWizard(`/app/promotions/combo/edit/general?id=${saved.id}`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/promotions/buy-one-get-one/edit/general'),
    );
  });

  it('shows a coupon code the server refuses under its field', async () => {
    const { router } = await renderWizard('/app/promotions/discount-cart-percent/new/general');
    await screen.findByRole('heading', { name: 'New % off the cart' });
    type('Name', 'Secret ten');
    click('Next');
    await waitFor(() => expect(field('Discount (%)')).toBeTruthy());
    type('Discount (%)', '10');
    click('Next');
    await screen.findByRole('heading', { name: 'Options' });
    fireEvent.click(screen.getByText('Hide this Perk'));
    type('Coupon code', 'TAKEN1');
    click('Save');
    // The api client's toast, and the same text under the field.
    await waitFor(() => expect(screen.getAllByText('Coupon code already exists.').length).toBeGreaterThan(0));
    expect(field('Coupon code').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/app/promotions/cart/discount-cart-percent/new/details2');
    type('Coupon code', 'FREE10');
    await waitFor(() => expect(field('Coupon code').getAttribute('aria-invalid')).toBe('false'));
  });

  it('shows a product deleted since the perk was saved as "(deleted)", and lets it be removed', async () => {
    const gone = productRef({ id: '10000000000000000109', name: 'Scone', status: 'DELETED' });
    const withGone = { ...saved, isValid: false, rewardProductList: [MUFFIN, gone] };
    server.use(http.get(`/api/promotions/${saved.id}`, () => respond(promotionSchema, withGone)));
    await renderWizard(`/app/promotions/buy-one-get-one/edit/details2?id=${saved.id}`);
    expect(
      await screen.findByText('This perk uses a deleted product: replace it to make the perk valid again.'),
    ).toBeTruthy();
    const pill = (await screen.findByText('Scone (deleted)')).closest('.mantine-Pill-root');
    const remove = pill?.querySelector('.mantine-Pill-remove');
    expect(remove).toBeTruthy();
    fireEvent.click(remove as Element);
    await waitFor(() => expect(screen.queryByText('Scone (deleted)')).toBeNull());
    expect(screen.getByText(/^Muffin ·/)).toBeTruthy();
  });
});
