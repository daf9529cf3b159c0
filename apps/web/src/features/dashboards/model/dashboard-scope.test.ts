import { describe, expect, it } from 'vitest';
import { ownerPath, scopeOf, scopePath } from './dashboard-scope';

const input = { from: '2026-02-15', to: '2026-03-15', merchantId: '7', storeId: null };

describe('dashboard scope', () => {
  it('is the range and the merchant, with the store when one is chosen', () => {
    expect(scopeOf(input)).toEqual({ scope: { start: '2026-02-15', end: '2026-03-15', merchantId: '7' } });
    const withStore = scopeOf({ ...input, storeId: '9' });
    expect('scope' in withStore && scopePath(withStore.scope)).toBe('2026-02-15/2026-03-15/7/9');
    expect(ownerPath({ merchantId: '7', storeId: '9' })).toBe('7/9');
  });

  it('is refused for a missing or unreal date, a reversed or too long range, or no merchant', () => {
    expect(scopeOf({ ...input, from: null })).toEqual({ problem: 'date' });
    expect(scopeOf({ ...input, to: '2026-02-30' })).toEqual({ problem: 'date' });
    expect(scopeOf({ ...input, to: '2026-02-14' })).toEqual({ problem: 'order' });
    expect(scopeOf({ ...input, from: '2025-03-14' })).toEqual({ problem: 'length' });
    expect(scopeOf({ ...input, from: '2025-03-15' })).toHaveProperty('scope');
    expect(scopeOf({ ...input, merchantId: null })).toEqual({ problem: 'merchant' });
  });
});
