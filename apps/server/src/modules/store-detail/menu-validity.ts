import { nextAvailabilityChange, nextOffsetChange } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import type { StoreRow } from '../stores/stores.public';
import { nextUnhiding, type StoreCatalogue } from './store-detail.repository';

/** A menu with nothing scheduled is still cut again after this long (a time-zone rule may change). */
const LONGEST_HOLD_MS = 7 * 24 * 3600_000;

/**
 * Until when a store's menu cut at `instant` holds without a write (epoch ms): the first hidden
 * item coming back, a time window opening or closing, or the zone's offset changing (the store's
 * TimeZone answer changes with it), at most LONGEST_HOLD_MS ahead. Writes are the catalogue
 * version's business; this is what changes by itself.
 */
export async function menuHoldsUntil(
  db: Executor,
  store: StoreRow,
  catalogue: Pick<StoreCatalogue, 'items'>,
  instant: Date,
): Promise<number> {
  const unhiding = await nextUnhiding(db, store.merchantId, store.id, instant);
  const change = nextAvailabilityChange(
    [...catalogue.items, { hideUntil: unhiding, availableTime: null }],
    store.timeZone,
    instant,
  );
  const limit = change ?? new Date(instant.getTime() + LONGEST_HOLD_MS);
  return (nextOffsetChange(store.timeZone, instant, limit) ?? limit).getTime();
}
