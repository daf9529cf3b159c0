import { describe, expect, it } from 'vitest';
import { sampleLine, sampleOrder } from '../testing/sample-order';
import { firstItems, isWaitingTooLong } from './order-glance';

const PAID_AT = Date.parse('2026-03-10T12:00:00Z');
const minutes = (n: number) => PAID_AT + n * 60_000;

describe('isWaitingTooLong', () => {
  const fresh = sampleOrder({ status: 'PAID', serveStatus: null, paidAt: '2026-03-10T12:00:00.000Z' });

  it('flags a new order left unanswered more than five minutes after payment', () => {
    expect(isWaitingTooLong(fresh, minutes(5))).toBe(false);
    expect(isWaitingTooLong(fresh, minutes(5) + 1000)).toBe(true);
  });

  it('flags an accepted or preparing order past its preparing time, and nothing later', () => {
    const accepted = {
      ...fresh,
      serveStatus: 'ACCEPTED' as const,
      acceptedAt: '2026-03-10T12:01:00.000Z',
      preparingTime: 10,
    };
    expect(isWaitingTooLong(accepted, minutes(11))).toBe(false);
    expect(isWaitingTooLong(accepted, minutes(11) + 1000)).toBe(true);
    expect(isWaitingTooLong({ ...accepted, serveStatus: 'PREPARING' }, minutes(12))).toBe(true);
    expect(isWaitingTooLong({ ...accepted, serveStatus: 'READY' }, minutes(60))).toBe(false);
    expect(isWaitingTooLong({ ...accepted, preparingTime: null }, minutes(60))).toBe(false);
    expect(isWaitingTooLong({ ...accepted, status: 'COMPLETED' }, minutes(60))).toBe(false);
  });
});

describe('firstItems', () => {
  it('names the first three lines with their quantities and counts the rest', () => {
    const line = sampleLine;
    const order = sampleOrder({
      items: [line('Latte', 2), line('Croissant', 1), line('Muffin', 1), line('Tea', 3)],
    });
    expect(firstItems(order)).toEqual({ text: '2× Latte, 1× Croissant, 1× Muffin', more: 1 });
    expect(firstItems(sampleOrder({ items: [] }))).toEqual({ text: '', more: 0 });
  });
});
