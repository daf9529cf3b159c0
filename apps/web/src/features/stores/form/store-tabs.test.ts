import { describe, expect, it } from 'vitest';
import { tabOfPath, tabsWithErrors } from './store-tabs';

describe('tabsWithErrors', () => {
  it('lists the tabs of the failed fields in tab order', () => {
    const errors = { images: { type: 'x' }, name: { type: 'x' }, address: { city: { type: 'x' } } };
    expect(tabsWithErrors(errors as never)).toEqual(['general', 'location', 'details']);
  });

  it('is empty without errors', () => {
    expect(tabsWithErrors({})).toEqual([]);
  });
});

describe('tabOfPath', () => {
  it.each([
    ['/app/setup/stores/123/location', 'location'],
    ['/app/setup/stores/new/tax-details', 'tax-details'],
    ['/app/setup/stores/123/delivery-rules/2', 'delivery-rules'],
    ['/app/setup/stores/123', 'general'],
  ])('%s is the %s tab', (path, tab) => {
    expect(tabOfPath(path)).toBe(tab);
  });
});
