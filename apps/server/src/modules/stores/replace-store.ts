import type { Store, StoreInput } from '@perkdesk/contracts';
import { ownedStore } from './owned-store';
import type { StoreContext } from './store-context';
import { storeFields } from './store-fields';
import { toStore } from './store-mapper';
import { guardedSlugWrite } from './store-slug';
import { updateStore } from './stores.repository';
import { writable } from './writable';

/** PUT: the full body replaces the store's fields; its images merge (contract §1 Images). */
export async function replaceStore(
  ctx: StoreContext,
  merchantId: string,
  id: string,
  input: StoreInput,
): Promise<Store> {
  const current = writable(await ownedStore(ctx.db, merchantId, id));
  const now = ctx.clock.now();
  const fields = await storeFields(ctx, input, current);
  const row = await guardedSlugWrite(() =>
    updateStore(ctx.db, merchantId, id, { ...fields, updatedAt: now }),
  );
  return toStore(row, now);
}
