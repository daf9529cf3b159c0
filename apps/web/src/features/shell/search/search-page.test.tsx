import {
  archivedOrdersPageSchema,
  type Product,
  type PromotionResponse,
  productSchema,
  promotionSchema,
} from '@perkdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requests } from '../../../testing/mocks/requests';
import { respond } from '../../../testing/mocks/respond';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { sampleOrder } from '../../../testing/sample-order';
import { SearchPage } from './search-page';

const product = (id: string, name: string): Product => ({
  id,
  name,
  description: null,
  images: [],
  price: 4.5,
  attributes: {},
  stores: [],
  productTaxConfigs: [],
  groups: [],
  status: 'ACTIVE',
  hideUntil: null,
  availableTime: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUpdatedAt: '2026-03-01T10:00:00.000Z',
  unit: 'each',
  addonGroups: [],
  categories: [],
});

const perk = (id: string, name: string): PromotionResponse => ({
  id,
  merchantId: '20000000000000000001',
  type: 'PUNCH_CARD',
  dealType: 'DEAL_UNKNOWN',
  isValid: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUpdatedAt: '2026-03-01T10:00:00.000Z',
  name,
  description: null,
  images: [],
  stores: [],
  status: 'INACTIVE',
  availableFrom: null,
  availableTo: null,
  availableTime: [],
  displayTime: [],
  isPublicAvailable: true,
  couponCode: null,
  isMaster: false,
  isAddonCharged: false,
  isNewClient: false,
  maxRedeem: null,
  limitedStock: null,
  requiredProductList: [],
  rewardProductList: [],
  requiredAmount: null,
  discountAmount: null,
  discountPercent: null,
  fixedAmount: null,
  highlightInProductList: null,
  highlightAmount: null,
  requiredPunches: 8,
  rewardItems: 1,
  rewardPoints: null,
  requiredPoints: null,
});

// Eight products match "latte": the section shows five until asked for all.
const LATTES = Array.from({ length: 8 }, (_, i) => product(`4000000000000000000${i}`, `Latte ${i + 1}`));

serveInEveryTest(
  http.get('/api/orders/archived', ({ request }) => {
    const size = Number(new URL(request.url).searchParams.get('pageSize'));
    const all = Array.from({ length: 7 }, (_, i) =>
      sampleOrder({
        id: `1000000000000000${String(1000 + i)}`,
        status: i === 0 ? 'REFUNDED' : 'COMPLETED',
        customerName: 'Ada Lovelace',
        totalAmount: 10.17,
        lastUpdatedAt: '2026-03-10T14:30:00.000Z',
      }),
    );
    return respond(archivedOrdersPageSchema, {
      content: all.slice(0, size),
      totalElements: all.length,
      pageNumber: 0,
      pageSize: size,
    });
  }),
  http.get('/api/products', () => respond(z.array(productSchema), LATTES)),
  http.get('/api/promotions', () =>
    respond(z.array(promotionSchema), [perk('50000000000000000001', 'Latte lovers card')]),
  ),
);

const section = (name: string) => screen.getByRole('region', { name });

describe('search page', () => {
  it('finds orders, products and perks, each a link to its own screen', async () => {
    await renderScreen(<SearchPage />, '/app/pages/miscellaneous/search?query=latte', {
      namespaces: ['shell'],
    });

    const orders = await screen.findByRole('link', { name: 'Order #1000 · Ada Lovelace' });
    expect(orders.getAttribute('href')).toBe('/app/report/10000000000000001000');
    expect(within(section('Orders')).getByText(/Refunded/)).toBeTruthy();
    expect(within(section('Orders')).getAllByRole('link')).toHaveLength(5);
    const archived = requests.all().find((seen) => seen.path.startsWith('/api/orders/archived'));
    const query = new URL(`http://x${archived?.path}`).searchParams;
    expect(query.get('searchText')).toBe('latte');
    // All time: no date range, unlike the history screen's month.
    expect(query.has('startDate') || query.has('endDate')).toBe(false);

    const products = section('Products');
    expect(await within(products).findAllByRole('link')).toHaveLength(5);
    expect(within(products).getByRole('link', { name: 'Latte 1' }).getAttribute('href')).toBe(
      '/app/products/products?p=40000000000000000000',
    );
    expect(requests.to('/api/products?searchText=latte')).toHaveLength(1);
    fireEvent.click(within(products).getByRole('button', { name: 'Show all' }));
    expect(within(products).getAllByRole('link')).toHaveLength(8);

    const perks = section('Perks');
    const card = await within(perks).findByRole('link', { name: 'Latte lovers card' });
    expect(card.getAttribute('href')).toBe('/app/promotions/promotions-main?p=50000000000000000001');
    expect(within(perks).getByText('Inactive')).toBeTruthy();
    expect(requests.to('/api/promotions?keyword=latte')).toHaveLength(1);
  });

  it('loads more orders on request', async () => {
    await renderScreen(<SearchPage />, '/app/pages/miscellaneous/search?query=ada', {
      namespaces: ['shell'],
    });
    await screen.findByRole('link', { name: 'Order #1000 · Ada Lovelace' });
    fireEvent.click(within(section('Orders')).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(section('Orders')).getAllByRole('link')).toHaveLength(7));
    expect(within(section('Orders')).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('does not search orders under three characters, and says why', async () => {
    await renderScreen(<SearchPage />, '/app/pages/miscellaneous/search?query=la', { namespaces: ['shell'] });
    expect(await screen.findByText('Type at least 3 characters to search orders.')).toBeTruthy();
    await within(section('Products')).findAllByRole('link');
    expect(requests.all().some((seen) => seen.path.startsWith('/api/orders/archived'))).toBe(false);
  });

  it('searches again from its own field', async () => {
    const { router } = await renderScreen(<SearchPage />, '/app/pages/miscellaneous/search', {
      namespaces: ['shell'],
    });
    expect(screen.getByText('Type what you are looking for and press Enter.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Search Perkdesk' });
    fireEvent.change(field, { target: { value: ' ada ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?query=ada'));
    expect(await screen.findByRole('link', { name: 'Order #1000 · Ada Lovelace' })).toBeTruthy();
  });
});
