import type { Store, StoreInput } from '@perkdesk/contracts';
import { newId } from '../../lib/ids';
import type { StoreContext } from './store-context';
import { storeFields } from './store-fields';
import { toStore } from './store-mapper';
import { guardedSlugWrite } from './store-slug';
import { insertStore } from './stores.repository';

export async function createStore(ctx: StoreContext, merchantId: string, input: StoreInput): Promise<Store> {
  const now = ctx.clock.now();
  const fields = await storeFields(ctx, input);
  const row = await guardedSlugWrite(() =>
    insertStore(ctx.db, {
      id: newId(),
      merchantId,
      ...fields,
      status: 'ACTIVE',
      createdAt: now,
      updatedAt: now,
    }),
  );
  return toStore(row, now);
}
