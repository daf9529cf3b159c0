import { describe, expect, it } from 'vitest';
import { createAttemptKeys, distanceKm } from './idempotency';

describe('createAttemptKeys', () => {
  it('reuses a step’s key while its body is the same, and makes a new one when it changes', () => {
    let n = 0;
    const keyFor = createAttemptKeys(() => `k${++n}`);
    const pickup = { serveType: 'PICKUP' };
    expect(keyFor('confirm', pickup)).toBe('k1');
    expect(keyFor('confirm', { serveType: 'PICKUP' })).toBe('k1');
    expect(keyFor('checkout', { storeId: 's' })).toBe('k2');
    expect(keyFor('confirm', { serveType: 'DINE_IN' })).toBe('k3');
    expect(keyFor('checkout', { storeId: 's' })).toBe('k2');
  });
});

describe('distanceKm', () => {
  it('measures Toronto City Hall to Union Station', () => {
    expect(distanceKm([-79.3839, 43.6534], [-79.3806, 43.6453])).toBeCloseTo(0.94, 1);
  });
});
