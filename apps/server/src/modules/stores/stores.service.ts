import { SETTABLE_STATUSES, type Store, type StoreInput } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { zoneOfLocation } from '../geo/zone-of-location';
import type { TaxService } from '../taxes/taxes.service';
import { mergeImages } from './store-images';
import { toStore } from './store-mapper';
import {
  findStore,
  insertStore,
  listStores,
  type NewStore,
  type StoreRow,
  updateStore,
} from './stores.repository';

/** A deleted item refuses every write (contract §1 Soft deletes). */
export function writable<T extends { status: string }>(row: T): T {
  if (row.status === 'DELETED') throw new AppError('ENTITY_DELETED');
  return row;
}

/** Merchant stores (contract §4 Stores). Every query is scoped by the caller's merchant id. */
export function createStoreService(deps: { db: Db; clock: Clock; taxes: TaxService }) {
  const { db, clock, taxes } = deps;

  const owned = async (merchantId: string, id: string): Promise<StoreRow> => {
    const row = await findStore(db, merchantId, id);
    if (!row) throw notFound();
    return row;
  };

  /** The columns a full body sets; the time zone comes from the location unless given. */
  const fieldsOf = async (input: StoreInput, current?: StoreRow) => {
    const taxConfigIds = [...new Set(input.taxConfigIds)];
    await taxes.check(taxConfigIds, 'taxConfigIds', { required: true });
    const [lng, lat] = input.address.location.coordinates;
    return {
      name: input.name,
      description: input.description ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      address: input.address,
      latitude: lat,
      longitude: lng,
      timeZone: input.timeZone ?? zoneOfLocation(lat, lng),
      operationTime: input.operationTime ?? [],
      serveOptions: [...new Set(input.serveOptions)],
      taxConfigIds,
      images: mergeImages(current?.images ?? [], {
        images: input.images,
        added: input.changedImages,
        deleted: input.deletedImages,
      }),
    } satisfies Partial<NewStore>;
  };

  return {
    async create(merchantId: string, input: StoreInput): Promise<Store> {
      const now = clock.now();
      const row = await insertStore(db, {
        id: newId(),
        merchantId,
        ...(await fieldsOf(input)),
        status: 'ACTIVE',
        createdAt: now,
        updatedAt: now,
      });
      return toStore(row, now);
    },

    list: async (merchantId: string): Promise<Store[]> =>
      (await listStores(db, merchantId)).map((row) => toStore(row, clock.now())),

    /** Deleted stores are still returned by id. */
    get: async (merchantId: string, id: string): Promise<Store> =>
      toStore(await owned(merchantId, id), clock.now()),

    async update(merchantId: string, id: string, input: StoreInput): Promise<Store> {
      const current = writable(await owned(merchantId, id));
      const now = clock.now();
      const row = await updateStore(db, merchantId, id, {
        ...(await fieldsOf(input, current)),
        updatedAt: now,
      });
      return toStore(row, now);
    },

    async setStatus(merchantId: string, id: string, status: string): Promise<Store> {
      writable(await owned(merchantId, id));
      if (!(SETTABLE_STATUSES as readonly string[]).includes(status)) throw new AppError('INVALID_STATUS');
      const now = clock.now();
      const row = await updateStore(db, merchantId, id, {
        status: status as (typeof SETTABLE_STATUSES)[number],
        updatedAt: now,
      });
      return toStore(row, now);
    },

    async remove(merchantId: string, id: string): Promise<{ id: string }> {
      writable(await owned(merchantId, id));
      // STORE_HAS_ACTIVE_ORDERS "The store has orders in progress." (contract §4) belongs here:
      // when the orders module exists, refuse the delete while the store has an order that is not
      // COMPLETED, CANCELED or REFUNDED. There are no orders yet, so nothing can be in progress.
      await updateStore(db, merchantId, id, { status: 'DELETED', updatedAt: clock.now() });
      return { id };
    },
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
