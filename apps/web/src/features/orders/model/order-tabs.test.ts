import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../testing/sample-order';
import { countByTab, matchesSearch, orderNumber, visibleOrders } from './order-tabs';

const newOrder = sampleOrder({ id: '11111111111111110a1b', paidAt: '2026-03-10T10:00:00.000Z' });
const accepted = sampleOrder({
  id: '11111111111111112c3d',
  serveStatus: 'ACCEPTED',
  paidAt: '2026-03-10T09:00:00.000Z',
});
const preparing = sampleOrder({
  id: '111111111111111103e0',
  serveStatus: 'PREPARING',
  paidAt: '2026-03-10T11:00:00.000Z',
});
const ready = sampleOrder({
  id: '111111111111111104f0',
  serveStatus: 'READY',
  paidAt: '2026-03-10T08:00:00.000Z',
});
const delivering = sampleOrder({
  id: '11111111111111110555',
  serveStatus: 'DELIVERING',
  serveType: 'DELIVERY',
  paidAt: '2026-03-10T07:00:00.000Z',
});
const all = [newOrder, accepted, preparing, ready, delivering];

describe('countByTab', () => {
  it('counts new, accepted, preparing and ready; a delivering order is in no tab', () => {
    expect(countByTab(all)).toEqual({ new: 1, accepted: 1, preparing: 1, ready: 1 });
    expect(countByTab([newOrder, { ...newOrder, id: 'x' }])).toEqual({
      new: 2,
      accepted: 0,
      preparing: 0,
      ready: 0,
    });
  });
});

describe('visibleOrders', () => {
  const ids = (orders: { id: string }[]) => orders.map((order) => orderNumber(order.id));

  it('shows every active order newest paid first when no tab is chosen', () => {
    expect(ids(visibleOrders(all, { tab: null, search: '', sort: 'newest' }))).toEqual([
      '03e0',
      '0a1b',
      '2c3d',
      '04f0',
      '0555',
    ]);
    expect(ids(visibleOrders(all, { tab: null, search: '', sort: 'oldest' }))[0]).toBe('0555');
  });

  it('keeps only the chosen tab', () => {
    expect(ids(visibleOrders(all, { tab: 'new', search: '', sort: 'newest' }))).toEqual(['0a1b']);
    expect(ids(visibleOrders(all, { tab: 'ready', search: '', sort: 'newest' }))).toEqual(['04f0']);
  });

  it('searches the last 4 characters only, case-insensitively, with or without #', () => {
    expect(ids(visibleOrders(all, { tab: null, search: '2C', sort: 'newest' }))).toEqual(['2c3d']);
    expect(ids(visibleOrders(all, { tab: null, search: '#0a1b', sort: 'newest' }))).toEqual(['0a1b']);
    // "1111" is in every id, but not in any last 4 characters.
    expect(visibleOrders(all, { tab: null, search: '1111', sort: 'newest' })).toEqual([]);
    expect(visibleOrders(all, { tab: 'accepted', search: '0a1b', sort: 'newest' })).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    const list = [ready, preparing];
    visibleOrders(list, { tab: null, search: '', sort: 'newest' });
    expect(list).toEqual([ready, preparing]);
  });
});

describe('matchesSearch', () => {
  it('matches everything for an empty or blank search', () => {
    expect(matchesSearch(newOrder, '   ')).toBe(true);
  });
});
