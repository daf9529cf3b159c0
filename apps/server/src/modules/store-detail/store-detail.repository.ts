import { and, asc, eq, gt, isNull, lte, min, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  catalogueGroupMembers,
  catalogueGroups,
  catalogueItems,
  catalogueVersions,
  productAddonGroups,
  stores,
} from '../../db/schema/index';
import { preparedPerHandle } from '../../lib/prepared';
import type { GroupRow, ItemRow } from '../catalogue/catalogue.public';
import type { StoreRow } from '../stores/stores.public';

/** Any merchant's store (deleted too) with its merchant's catalogue version, in one indexed read. */
const storeWithVersion = preparedPerHandle((db) =>
  db
    .select({ store: stores, version: catalogueVersions.version })
    .from(stores)
    .leftJoin(catalogueVersions, eq(catalogueVersions.merchantId, stores.merchantId))
    .where(eq(stores.id, sql.placeholder('storeId')))
    .prepare('find_store_with_version'),
);

export async function findStoreWithVersion(
  db: Executor,
  storeId: string,
): Promise<{ store: StoreRow; version: number } | undefined> {
  const [row] = await storeWithVersion(db).execute({ storeId });
  return row && { store: row.store, version: row.version ?? 0 };
}

const sellableIn = (merchantId: string, storeId: string): SQL =>
  and(
    eq(catalogueItems.merchantId, merchantId),
    eq(catalogueItems.status, 'ACTIVE'),
    sql`${catalogueItems.storeIds} @> jsonb_build_array(${storeId}::text)`,
  ) as SQL;

/**
 * The earliest `hideUntil` after the instant among the ACTIVE items sold in the store: when the
 * first hidden one comes back on the menu. Null when none is hidden.
 */
export async function nextUnhiding(
  db: Executor,
  merchantId: string,
  storeId: string,
  instant: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(catalogueItems.hideUntil) })
    .from(catalogueItems)
    .where(and(sellableIn(merchantId, storeId), gt(catalogueItems.hideUntil, instant)));
  return row?.at ?? null;
}

/** Everything of one merchant's catalogue a store's menu is cut from, before the availability rule. */
export interface StoreCatalogue {
  /** ACTIVE products and add-ons sold in the store and not hidden at the instant, in creation order. */
  items: ItemRow[];
  /** The merchant's non-deleted groups of both kinds, in creation order. */
  groups: GroupRow[];
  /** Memberships in those groups, in the order items joined. */
  members: { groupId: string; itemId: string }[];
  /** The add-on groups offered with products, in the order they were set. */
  addonLinks: { productId: string; groupId: string }[];
}

/**
 * Four set-based queries whatever the catalogue's size. The item query already applies the cheap
 * parts of the availability rule (status, store, hideUntil) so that unsellable rows never leave
 * the database; the caller still applies the whole rule, time windows included.
 */
export async function loadStoreCatalogue(
  db: Executor,
  merchantId: string,
  storeId: string,
  instant: Date,
): Promise<StoreCatalogue> {
  const liveGroupsOf = and(eq(catalogueGroups.merchantId, merchantId), eq(catalogueGroups.deleted, false));
  const [items, groups, members, addonLinks] = await Promise.all([
    db
      .select()
      .from(catalogueItems)
      .where(
        and(
          sellableIn(merchantId, storeId),
          or(isNull(catalogueItems.hideUntil), lte(catalogueItems.hideUntil, instant)),
        ),
      )
      .orderBy(asc(catalogueItems.seq)),
    db.select().from(catalogueGroups).where(liveGroupsOf).orderBy(asc(catalogueGroups.seq)),
    db
      .select({ groupId: catalogueGroupMembers.groupId, itemId: catalogueGroupMembers.itemId })
      .from(catalogueGroupMembers)
      .innerJoin(catalogueGroups, eq(catalogueGroups.id, catalogueGroupMembers.groupId))
      .where(liveGroupsOf)
      .orderBy(asc(catalogueGroupMembers.seq)),
    db
      .select({ productId: productAddonGroups.productId, groupId: productAddonGroups.addonGroupId })
      .from(productAddonGroups)
      .innerJoin(catalogueGroups, eq(catalogueGroups.id, productAddonGroups.addonGroupId))
      .where(liveGroupsOf)
      .orderBy(asc(productAddonGroups.seq)),
  ]);
  return { items, groups, members, addonLinks };
}
