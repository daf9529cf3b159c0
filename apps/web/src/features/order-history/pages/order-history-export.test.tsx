import { archivedOrdersPageSchema } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storesRoute } from '../../../testing/mocks/handlers';
import { requests } from '../../../testing/mocks/requests';
import { respond } from '../../../testing/mocks/respond';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { sampleOrder } from '../../../testing/sample-order';
import { sampleStore } from '../../../testing/sample-store';
import { OrderHistoryPage } from './order-history-page';

// Export CSV: the filtered history, every page of it, saved as a file.

const CSV = 'Order,Status\r\n10000000000000000001,COMPLETED\r\n';

serveInEveryTest(
  storesRoute(() => [sampleStore()]),
  http.get('/api/orders/archived', () =>
    respond(archivedOrdersPageSchema, {
      content: [sampleOrder({ status: 'COMPLETED' })],
      totalElements: 1,
      pageNumber: 0,
      pageSize: 10,
    }),
  ),
  http.get(
    '/api/orders/archived/export',
    () => new HttpResponse(CSV, { headers: { 'content-type': 'text/csv' } }),
  ),
);

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('order history export', () => {
  it('downloads the filtered history as CSV, without the page and column choices', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:history';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderScreen(
      <OrderHistoryPage />,
      '/app/report/order-history?orderStatus=COMPLETED&page=2&size=20&from=2026-01-01&to=2026-01-31',
      { namespaces: ['order-history'] },
    );
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    // Enabled once the history shows orders to export.
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);

    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const [exported] = requests.all().filter((seen) => seen.path.startsWith('/api/orders/archived/export'));
    const query = new URL(`http://x${exported?.path}`).searchParams;
    expect(query.get('orderStatus')).toBe('COMPLETED');
    expect(query.get('startDate')).toBe('2026-01-01');
    expect(query.get('endDate')).toBe('2026-01-31');
    expect(query.has('pageNumber') || query.has('pageSize') || query.has('responseFields')).toBe(false);
    expect(await readText(saved[0] as Blob)).toBe(CSV);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
