import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../testing/sample-order';
import { isKnown, mergeOrder, noticeOf } from './merge-order';

const first = sampleOrder({ id: '1001' });
const second = sampleOrder({ id: '1002', serveStatus: 'ACCEPTED' });
const list = [first, second];
const later = (at: string) => ({ lastUpdatedAt: at });

describe('mergeOrder', () => {
  it('adds a paid order not yet listed at the top', () => {
    const arriving = sampleOrder({ id: '1003' });
    expect(mergeOrder(list, arriving).map((order) => order.id)).toEqual(['1003', '1001', '1002']);
  });

  it('replaces a listed order in place with its newer state', () => {
    const accepted = { ...first, serveStatus: 'ACCEPTED' as const, ...later('2026-03-10T14:05:00.000Z') };
    const merged = mergeOrder(list, accepted);
    expect(merged.map((order) => order.id)).toEqual(['1001', '1002']);
    expect(merged[0]?.serveStatus).toBe('ACCEPTED');
  });

  it('keeps a newer copy over an older one arriving late', () => {
    const newer = [{ ...first, serveStatus: 'ACCEPTED' as const, ...later('2026-03-10T14:05:00.000Z') }];
    expect(mergeOrder(newer, first)).toBe(newer);
  });

  it.each(['COMPLETED', 'REFUNDED', 'CANCELED'] as const)('removes an order that became %s', (status) => {
    expect(mergeOrder(list, { ...second, status }).map((order) => order.id)).toEqual(['1001']);
    const unlisted = sampleOrder({ id: '1009', status });
    expect(mergeOrder(list, unlisted)).toBe(list);
  });
});

describe('noticeOf', () => {
  it('words an update as the spec does', () => {
    expect(noticeOf({ status: 'PAID', serveStatus: null })).toBe('new');
    expect(noticeOf({ status: 'PAID', serveStatus: 'READY' })).toBe('updated');
    expect(noticeOf({ status: 'REFUNDED', serveStatus: 'REJECTED' })).toBe('rejected');
    expect(noticeOf({ status: 'COMPLETED', serveStatus: 'PICKUP' })).toBe('completed');
    expect(noticeOf({ status: 'CANCELED', serveStatus: null })).toBeNull();
  });
});

describe('isKnown', () => {
  it('is true only for the exact state the list shows', () => {
    expect(isKnown(list, first)).toBe(true);
    expect(isKnown(list, { ...first, serveStatus: 'ACCEPTED', ...later('2026-03-10T14:05:00.000Z') })).toBe(
      false,
    );
    expect(isKnown(list, sampleOrder({ id: '1003' }))).toBe(false);
  });
});
