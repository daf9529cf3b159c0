import { describe, expect, it } from 'vitest';
import { createdFirstStore, firstStoreBlocker } from './first-store';

const ID = '20000000000000000001';

describe('first store', () => {
  it('is created when a save takes the stores from none to one', () => {
    expect(createdFirstStore({ stores: [] }, { stores: [ID] })).toBe(ID);
    expect(createdFirstStore({ stores: [] }, { stores: [] })).toBeNull();
    expect(createdFirstStore({ stores: [ID] }, { stores: [ID] })).toBeNull();
  });

  it('waits for a name, then for taxes where the address has no default set', () => {
    const profile = { stores: [] as string[], name: 'Rosa', taxConfigIds: [] as string[] };
    expect(firstStoreBlocker({ ...profile, name: null }, 1)).toBe('name');
    expect(firstStoreBlocker(profile, 0)).toBe('taxes');
    expect(firstStoreBlocker({ ...profile, taxConfigIds: [ID] }, 0)).toBeNull();
    expect(firstStoreBlocker(profile, 2)).toBeNull();
    expect(firstStoreBlocker({ ...profile, stores: [ID], name: null }, 0)).toBeNull();
  });
});
