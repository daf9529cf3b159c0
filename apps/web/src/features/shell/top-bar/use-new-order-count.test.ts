import { describe, expect, it } from 'vitest';
import { changesNewOrderCount } from './use-new-order-count';

describe('changesNewOrderCount', () => {
  it.each([
    ['PAID', null, true],
    ['PAID', 'ACCEPTED', true],
    ['REFUNDED', 'REJECTED', true],
    ['PAID', 'PREPARING', false],
    ['PAID', 'READY', false],
    ['COMPLETED', 'PICKUP', false],
    ['CANCELED', null, false],
  ] as const)('%s with serve status %s refreshes the badge: %s', (status, serveStatus, expected) => {
    expect(changesNewOrderCount({ status, serveStatus })).toBe(expected);
  });
});
