import type { Store, storeInputSchema } from '@perkdesk/contracts';
import type { z } from 'zod';

export type StoreBody = z.input<typeof storeInputSchema>;

/**
 * A store's full body (PUT takes the whole store, contract §4) with other taxes: the first
 * store's taxes follow what the merchant chooses on the tax step.
 */
export function storeWithTaxes(store: Store, taxConfigIds: readonly string[]): StoreBody {
  return {
    name: store.name,
    description: store.description,
    phone: store.phone,
    email: store.email,
    // A store's location is required, so its address always carries one.
    address: { ...store.address, location: store.address.location },
    timeZone: store.timeZone.zoneName,
    operationTime: store.operationTime,
    serveOptions: store.serveOptions,
    taxConfigIds: [...taxConfigIds],
    images: store.images,
  };
}
