import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderOrders, stubClientHeight } from '../testing/render-orders';
import { sampleOrders } from '../testing/sample-order';
import { ORDER_ROW_HEIGHT, OrderList } from './order-list';

// jsdom lays nothing out: the list's scroller reports the height a tablet sidebar has.
const VIEWPORT = 800;
let restoreHeight: () => void;

beforeAll(() => {
  restoreHeight = stubClientHeight(VIEWPORT);
});
afterAll(() => restoreHeight());
afterEach(cleanup);

async function renderList(count: number) {
  await renderOrders(
    <OrderList
      orders={sampleOrders(count)}
      currentId={null}
      timeZone="America/Toronto"
      onOpen={() => undefined}
    />,
  );
}

const cardNumbers = () => screen.getAllByTestId('order-card').map((card) => card.textContent?.slice(0, 5));

describe('OrderList', () => {
  it('keeps only the visible cards in the page with 2,000 open orders', async () => {
    await renderList(2000);
    const visibleRows = Math.ceil(VIEWPORT / ORDER_ROW_HEIGHT);
    const cards = screen.getAllByTestId('order-card');
    expect(cards.length).toBeGreaterThanOrEqual(visibleRows);
    expect(cards.length).toBeLessThanOrEqual(visibleRows + 8);
    expect(cardNumbers()[0]).toBe('#0001');
    // The scroll height still stands for every order.
    const list = screen.getByRole('list', { name: 'Active orders' });
    expect(list.style.height).toBe(`${2000 * ORDER_ROW_HEIGHT}px`);
  });

  it('swaps the rendered cards while scrolling, still a bounded number', async () => {
    await renderList(2000);
    const scroller = screen.getByRole('list', { name: 'Active orders' }).parentElement as HTMLElement;
    act(() => {
      scroller.scrollTop = 1500 * ORDER_ROW_HEIGHT;
      fireEvent.scroll(scroller);
    });
    const numbers = cardNumbers();
    expect(numbers).toContain('#1501');
    expect(numbers).not.toContain('#0001');
    expect(numbers.length).toBeLessThanOrEqual(Math.ceil(VIEWPORT / ORDER_ROW_HEIGHT) + 8);
  });

  it('shows what a card must: number, items and total, age, serve type, status and paid time', async () => {
    await renderList(1);
    const card = screen.getByTestId('order-card');
    expect(card.getAttribute('href')).toBe('/app/orders/orders-main/10000000000000000001');
    expect(card.textContent).toContain('#0001');
    expect(card.textContent).toContain('2 items · $10.17');
    expect(card.textContent).toMatch(/\d+ days? ago/);
    expect(card.textContent).toContain('Pick-up');
    expect(card.textContent).toContain('New');
    // 08:00 UTC on 10 March 2026 is 4:00 AM in Toronto; another day, so with the date.
    expect(card.textContent).toContain('Paid Mar 10, 4:00 AM');
  });
});
