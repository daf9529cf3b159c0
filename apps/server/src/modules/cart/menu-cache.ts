import type { ServiceFeeTerms, TaxRate } from '@perkdesk/domain';
import type { Executor } from '../../db/client';
import { menuHoldsUntil } from '../store-detail/menu-validity';
import { loadStoreCatalogue } from '../store-detail/store-detail.public';
import type { StoreRow } from '../stores/stores.public';
import { findTaxConfigs } from '../taxes/taxes.public';
import { menuContextOf } from './menu-context';
import type { MenuContext } from './pricing-context';

/** A store as read with its merchant's catalogue version, in one query (findStoreWithVersion). */
export interface VersionedStore {
  store: StoreRow;
  version: number;
}

interface Entry {
  version: number;
  /** The instants (epoch ms) the cut holds for: from its build to its next change by itself. */
  from: number;
  until: number;
  menu: MenuContext;
}

/**
 * The store menus that carts and orders price against, kept per store for the catalogue version
 * they were read at, until the menu next changes by itself (`menuHoldsUntil`). Every cart read
 * and write and every checkout, confirm and paid would otherwise run the store detail's four
 * catalogue queries and cut the menu again.
 *
 * Why a hit is never stale: the version is raised by the database at the commit of every write
 * to the catalogue, the stores or the payment account (migration 0009), and the caller reads it
 * before the menu is asked for, so a menu built after that read is at least as new as its key. A
 * request that read an older version than the entry's misses and builds its own.
 *
 * Tax rates are reference data written only by migrations (contract §6 has no write route), so
 * they are kept by id for the process's life.
 */
export function createMenuCache(options: { serviceFee: ServiceFeeTerms; capacity?: number }) {
  const capacity = options.capacity ?? 500;
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();
  const taxRates = new Map<string, TaxRate>();

  const build = async (db: Executor, { store, version }: VersionedStore, instant: Date): Promise<Entry> => {
    const catalogue = await loadStoreCatalogue(db, store.merchantId, store.id, instant);
    const until = await menuHoldsUntil(db, store, catalogue, instant);
    const menu = menuContextOf(catalogue, { store, instant, serviceFee: options.serviceFee });
    return { version, from: instant.getTime(), until, menu };
  };

  const holds = (entry: Entry | undefined, version: number, at: number): entry is Entry =>
    entry !== undefined && entry.version === version && at >= entry.from && at < entry.until;

  const keep = (storeId: string, entry: Entry) => {
    const current = entries.get(storeId);
    if (current && current.version > entry.version) return;
    entries.delete(storeId);
    entries.set(storeId, entry);
    // Least recently used first: Map keeps insertion order and a hit re-inserts.
    if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
  };

  return {
    /** The store's menu at `instant`, as `menuContextOf` cuts it, from the cache when it holds. */
    async menuAt(db: Executor, versioned: VersionedStore, instant: Date): Promise<MenuContext> {
      const { store, version } = versioned;
      const at = instant.getTime();
      const hit = entries.get(store.id);
      if (holds(hit, version, at)) {
        entries.delete(store.id);
        entries.set(store.id, hit);
        return { ...hit.menu, store, instant };
      }
      // Concurrent misses for one version share one build.
      const key = `${store.id} ${version}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build(db, versioned, instant).finally(() => building.delete(key));
        building.set(key, pending);
      }
      const entry = await pending;
      keep(store.id, entry);
      if (holds(entry, version, at)) return { ...entry.menu, store, instant };
      // Built for a later instant than this request's (a clock set back in tests): cut its own.
      return (await build(db, versioned, instant)).menu;
    },

    /** Tax rates by id, in the order asked, read once per process. */
    async taxRates(db: Executor, ids: readonly string[]): Promise<Map<string, TaxRate>> {
      const missing = ids.filter((id) => !taxRates.has(id));
      if (missing.length > 0) for (const row of await findTaxConfigs(db, missing)) taxRates.set(row.id, row);
      return new Map(ids.flatMap((id) => (taxRates.has(id) ? [[id, taxRates.get(id) as TaxRate]] : [])));
    },
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;
