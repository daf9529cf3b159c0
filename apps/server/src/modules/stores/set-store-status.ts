import { SETTABLE_STATUSES, type Store } from '@perkdesk/contracts';
import { AppError } from '../../lib/app-error';
import { ownedStore } from './owned-store';
import type { StoreContext } from './store-context';
import { toStore } from './store-mapper';
import { updateStore } from './stores.repository';
import { writable } from './writable';

export async function setStoreStatus(
  ctx: StoreContext,
  merchantId: string,
  id: string,
  status: string,
): Promise<Store> {
  writable(await ownedStore(ctx.db, merchantId, id));
  if (!(SETTABLE_STATUSES as readonly string[]).includes(status)) throw new AppError('INVALID_STATUS');
  const now = ctx.clock.now();
  const row = await updateStore(ctx.db, merchantId, id, {
    status: status as (typeof SETTABLE_STATUSES)[number],
    updatedAt: now,
  });
  return toStore(row, now);
}
