import { type MerchantOrder, merchantOrderSchema, type RefundBody } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storesRoute } from '../../../testing/mocks/handlers';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { notFound, refuse, respond } from '../../../testing/mocks/respond';
import { serveInEveryTest } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { sampleStore } from '../../../testing/sample-store';
import { finishedOrder } from '../testing/finished-order';
import { OrderDetailPage } from './order-detail-page';

// The order detail's refunds against a stand-in server that refunds as the server does: a
// COMPLETED order, at most what is not yet refunded, REFUNDED once nothing is left.

let order: MerchantOrder;
/** Refunds someone else made meanwhile, which the server knows and the page does not. */
let refundedElsewhere: number;

const REFUND_PATH = '/api/orders/90000000000000000001/refund/10000000000000004101';

serveInEveryTest(
  storesRoute(() => [sampleStore()]),
  http.get('/api/orders/:id', ({ params }) =>
    params.id === order.id ? respond(merchantOrderSchema, order) : notFound(),
  ),
  http.post('/api/orders/:storeId/refund/:orderId', async ({ request }) => {
    const body = (await request.json()) as RefundBody;
    if (order.status !== 'COMPLETED')
      return refuse(400, 'ORDER_NOT_REFUNDABLE', 'Only a completed order can be refunded.');
    const refunded = order.refundedAmount + refundedElsewhere;
    const left = Math.round((order.totalAmount - refunded) * 100);
    if (Math.round(body.amount * 100) > left) {
      order = { ...order, refundedAmount: refunded };
      const rest = (left / 100).toFixed(2);
      return refuse(
        400,
        'REFUND_EXCEEDS_REMAINING',
        `The refund is more than the $${rest} not yet refunded.`,
      );
    }
    const refundedAmount = Math.round((refunded + body.amount) * 100) / 100;
    order = {
      ...order,
      status:
        Math.round(refundedAmount * 100) === Math.round(order.totalAmount * 100) ? 'REFUNDED' : 'COMPLETED',
      refundedAmount,
      refunds: [
        ...order.refunds,
        {
          id: `r${order.refunds.length + 1}`,
          amount: body.amount,
          reason: body.reason,
          kind: 'PARTIAL',
          createdAt: '2026-03-11T15:00:00.000Z',
        },
      ],
    };
    return respond(merchantOrderSchema, order);
  }),
);

beforeEach(() => {
  order = finishedOrder();
  refundedElsewhere = 0;
});

const renderDetail = () =>
  renderScreen(<OrderDetailPage />, `/app/report/${order.id}`, {
    route: '/app/report/:id',
    namespaces: ['order-history'],
  });
const refundsCard = () => screen.getByRole('region', { name: 'Refunds' });
const amountField = () => screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
const reasonField = () => screen.getByRole('textbox', { name: /Reason/ });
const openDialog = async () => {
  const card = await screen.findByRole('region', { name: 'Refunds' });
  fireEvent.click(within(card).getByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund order #4101' });
};
const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

describe('Order detail refunds', () => {
  it('refunds part of a completed order, then the rest, after which it is refunded', async () => {
    await renderDetail();
    expect(await screen.findByText('Nothing refunded.')).toBeTruthy();

    let dialog = await openDialog();
    expect(within(dialog).getByText(/Up to \$10\.17 can still be refunded/)).toBeTruthy();
    expect(amountField().value).toBe('10.17');
    fireEvent.change(amountField(), { target: { value: '4.07' } });
    fireEvent.change(reasonField(), { target: { value: 'The latte was cold' } });
    submit(dialog);
    expect(await screen.findByText('Refunded $4.07.')).toBeTruthy();
    expect(await jsonBody(requests.to(REFUND_PATH, 'POST')[0])).toEqual({
      amount: 4.07,
      reason: 'The latte was cold',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(refundsCard()).getByText('The latte was cold')).toBeTruthy();
    expect(within(refundsCard()).getByText('Refunded $4.07 of $10.17')).toBeTruthy();

    // The rest is offered next time, and refunding it finishes the order.
    dialog = await openDialog();
    expect(amountField().value).toBe('6.10');
    fireEvent.change(reasonField(), { target: { value: 'Closing early' } });
    submit(dialog);
    expect(await screen.findByText('Refunded $6.10.')).toBeTruthy();
    await waitFor(() => expect(within(refundsCard()).queryByRole('button', { name: 'Refund' })).toBeNull());
    expect(within(refundsCard()).getByText('Refunded $10.17 of $10.17')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Refunded');
  });

  it('refuses a missing reason, a zero amount and more than remains before asking the server', async () => {
    order = finishedOrder({
      refundedAmount: 2,
      refunds: [
        {
          id: 'r1',
          amount: 2,
          reason: 'Missing lid',
          kind: 'PARTIAL',
          createdAt: '2026-03-11T10:00:00.000Z',
        },
      ],
    });
    await renderDetail();
    const dialog = await openDialog();
    expect(amountField().value).toBe('8.17');
    fireEvent.change(amountField(), { target: { value: '8.18' } });
    submit(dialog);
    expect(
      await within(dialog).findByText('The refund is more than the $8.17 not yet refunded.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Please provide a refund reason')).toBeTruthy();
    fireEvent.change(amountField(), { target: { value: '0' } });
    submit(dialog);
    expect(await within(dialog).findByText('The refund amount must be more than 0.')).toBeTruthy();
    expect(requests.to(REFUND_PATH, 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal in the contract's words and offers what is left now", async () => {
    await renderDetail();
    refundedElsewhere = 8;
    const dialog = await openDialog();
    fireEvent.change(reasonField(), { target: { value: 'Wrong order' } });
    submit(dialog);
    expect(await screen.findByText('The refund is more than the $2.17 not yet refunded.')).toBeTruthy();
    // The order is read again: the dialog now offers the $2.17 left.
    await waitFor(() => expect(amountField().value).toBe('2.17'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("lists a rejected order's refund, with no Refund button", async () => {
    order = finishedOrder({
      status: 'REFUNDED',
      serveStatus: 'REJECTED',
      messageByMerchant: 'Out of oat milk',
      refundedAmount: 10.17,
      refunds: [
        {
          id: 'r1',
          amount: 10.17,
          reason: 'Out of oat milk',
          kind: 'REJECT',
          createdAt: '2026-03-10T14:03:00.000Z',
        },
      ],
    });
    await renderDetail();
    expect(await screen.findByRole('region', { name: 'Refunds' })).toBeTruthy();
    expect(within(refundsCard()).getByText('Rejected')).toBeTruthy();
    expect(within(refundsCard()).getByText('$10.17')).toBeTruthy();
    expect(within(refundsCard()).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('has no refunds card for a refunded order without refunds recorded', async () => {
    order = finishedOrder({ status: 'REFUNDED', serveStatus: 'REJECTED' });
    await renderDetail();
    await screen.findByRole('region', { name: 'Price breakdown' });
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });
});
