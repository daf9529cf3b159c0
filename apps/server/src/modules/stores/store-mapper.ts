import type { Address, Store, TimeWindow } from '@perkdesk/contracts';
import { timeZoneAt } from '@perkdesk/domain';
import type { StoreRow } from './stores.repository';

/** A store as answered; its TimeZone is computed for the response instant from the stored zone name. */
export function toStore(row: StoreRow, now: Date): Store {
  return {
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    description: row.description,
    phone: row.phone,
    email: row.email,
    address: row.address as Address,
    timeZone: timeZoneAt(row.timeZone, now),
    operationTime: row.operationTime as TimeWindow[],
    serveOptions: row.serveOptions as Store['serveOptions'],
    taxConfigIds: row.taxConfigIds,
    images: row.images,
    slug: row.slug,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastUpdatedAt: row.updatedAt.toISOString(),
  };
}
