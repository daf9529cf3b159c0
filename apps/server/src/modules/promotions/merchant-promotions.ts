import type { Promotion } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { catalogueVersion } from '../../lib/catalogue-version';
import { toDomainPromotion } from './domain-promotion';
import { listPromotionRows, type PromotionRow } from './promotions.repository';

/** The merchant's live promotions: the rows and, at the same positions, the deal engine's view. */
export interface MerchantPromotions {
  version: number;
  rows: readonly PromotionRow[];
  promotions: readonly Promotion[];
}

const CACHE_CAPACITY = 1000;
// Per database handle (a test file opens several), then per merchant, least recently used first.
const caches = new WeakMap<object, Map<string, MerchantPromotions>>();

/**
 * Every promotion of the merchant that is not DELETED, earliest created first, kept per merchant
 * for the catalogue version. Every promotion write raises that version at commit (migration
 * 0012), as does every product write that renames or deletes a referenced product, so a hit is
 * never older than the version the caller read. Pass the version when the caller has just read it
 * (the cart reads it with the store); otherwise it is read here. The answer is shared and frozen.
 */
export async function merchantPromotionRows(
  db: Executor,
  merchantId: string,
  version?: number,
): Promise<MerchantPromotions> {
  const current = version ?? (await catalogueVersion(db, merchantId));
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(merchantId);
  if (hit && hit.version === current) {
    cache.delete(merchantId);
    cache.set(merchantId, hit);
    return hit;
  }
  const rows = Object.freeze(await listPromotionRows(db, merchantId));
  const loaded = { version: current, rows, promotions: Object.freeze(rows.map(toDomainPromotion)) };
  const newest = cache.get(merchantId);
  if (!newest || newest.version <= current) {
    cache.delete(merchantId);
    cache.set(merchantId, loaded);
    if (cache.size > CACHE_CAPACITY) cache.delete(cache.keys().next().value as string);
  }
  return loaded;
}

/**
 * What the cart and checkout price with: every live promotion of the merchant as the deal engine
 * reads it (packages/domain `Promotion`, cents, product names), from the cache above. One query
 * on a miss; none on a hit when the caller passes the catalogue version it read.
 */
export async function merchantPromotions(
  db: Executor,
  merchantId: string,
  version?: number,
): Promise<readonly Promotion[]> {
  return (await merchantPromotionRows(db, merchantId, version)).promotions;
}
