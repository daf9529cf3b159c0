import {
  type Addon,
  type AddonInput,
  CATALOGUE_MESSAGES,
  type ItemQuery,
  type Product,
  type ProductInput,
  SETTABLE_STATUSES,
} from '@perkdesk/contracts';
import { fromCents, toCents } from '@perkdesk/domain';
import type { Db, Executor } from '../../db/client';
import type { ItemTaxConfig, ItemWindow } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { listTerms } from '../catalogue-terms/catalogue-terms.public';
import { invalidatePromotionsUsing, promotionsUsingProduct } from '../promotions/promotions.public';
import { mergeImages } from '../stores/store-images';
import { listStoreIds } from '../stores/stores.public';
import { writable } from '../stores/stores.service';
import type { TaxService } from '../taxes/taxes.service';
import {
  addMembers,
  addonGroupIdsOfProducts,
  catalogueVersion,
  findItem,
  findLiveGroups,
  groupIdsOfItems,
  type ItemKind,
  type ItemRow,
  insertItem,
  listItems,
  removeItemFromGroups,
  setProductAddonGroups,
  updateItems,
} from './catalogue.repository';

type ItemInput = ProductInput | AddonInput;
type Item = Product | Addon;

/** A status route's body: a bare string or `{status}`; anything but ACTIVE / INACTIVE is refused. */
export function statusOf(body: unknown): 'ACTIVE' | 'INACTIVE' {
  const value = typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : body;
  if (typeof value === 'string' && (SETTABLE_STATUSES as readonly string[]).includes(value))
    return value as 'ACTIVE' | 'INACTIVE';
  throw new AppError('INVALID_STATUS');
}

const matches = (row: ItemRow, text: string) => {
  const needle = text.trim().toLowerCase();
  return (
    needle === '' ||
    row.name.toLowerCase().includes(needle) ||
    (row.description ?? '').toLowerCase().includes(needle)
  );
};

/**
 * Products and add-ons (contract §5); `kind` picks which. Every query is scoped by the caller's
 * merchant; group membership lives in the one join table the groups read too.
 */
export function createItemService(deps: { db: Db; clock: Clock; taxes: TaxService }, kind: ItemKind) {
  const { db, clock, taxes } = deps;

  const toItems = async (ex: Executor, rows: ItemRow[]): Promise<Item[]> => {
    const ids = rows.map((row) => row.id);
    const groups = await groupIdsOfItems(ex, ids);
    const addonGroups = kind === 'PRODUCT' ? await addonGroupIdsOfProducts(ex, ids) : undefined;
    return rows.map((row) => {
      const base = {
        id: row.id,
        name: row.name,
        description: row.description,
        images: row.images,
        price: fromCents(row.priceCents),
        attributes: row.attributes,
        stores: row.storeIds,
        productTaxConfigs: row.taxConfigs,
        groups: groups.get(row.id) ?? [],
        status: row.status,
        hideUntil: row.hideUntil?.toISOString() ?? null,
        availableTime: row.availableTime,
        createdAt: row.createdAt.toISOString(),
        lastUpdatedAt: row.updatedAt.toISOString(),
      };
      if (!addonGroups) return base;
      return {
        ...base,
        unit: row.unit ?? '',
        addonGroups: addonGroups.get(row.id) ?? [],
        categories: row.categories,
      };
    });
  };
  const toItem = async (ex: Executor, row: ItemRow) => (await toItems(ex, [row]))[0] as Item;

  const owned = async (ex: Executor, merchantId: string, id: string) => {
    const row = await findItem(ex, merchantId, kind, id);
    if (!row) throw notFound();
    return row;
  };

  /** The columns a full body sets, after the checks against the merchant's data. */
  const fieldsOf = async (ex: Executor, merchantId: string, input: ItemInput, current?: ItemRow) => {
    const storeIds = [...new Set(input.stores)];
    const liveStores = new Set(await listStoreIds(ex, merchantId));
    if (storeIds.some((id) => !liveStores.has(id)))
      throw validationFailed([{ field: 'stores', message: CATALOGUE_MESSAGES.unknownStore }]);

    const taxConfigs: ItemTaxConfig[] = [];
    for (const [index, config] of (input.productTaxConfigs ?? []).entries()) {
      const field = `productTaxConfigs[${index}]`;
      if (!storeIds.includes(config.storeId) || taxConfigs.some((c) => c.storeId === config.storeId))
        throw validationFailed([{ field: `${field}.storeId`, message: CATALOGUE_MESSAGES.taxPerStore }]);
      const taxConfigIds = [...new Set(config.taxConfigIds)];
      taxConfigs.push({ storeId: config.storeId, isDefaultStoreTax: config.isDefaultStoreTax, taxConfigIds });
    }

    let categories: string[] = [];
    if ('categories' in input && input.categories) {
      const known = new Map(
        (await listTerms(ex, merchantId, 'CATEGORY')).map((term) => [term.nameKey, term.name]),
      );
      for (const name of input.categories) {
        const canonical = known.get(name.toLowerCase());
        if (!canonical)
          throw validationFailed([{ field: 'categories', message: CATALOGUE_MESSAGES.unknownCategory }]);
        if (!categories.includes(canonical)) categories = [...categories, canonical];
      }
    }

    return {
      name: input.name,
      description: input.description ?? null,
      priceCents: toCents(input.price),
      unit: 'unit' in input ? input.unit : null,
      attributes: input.attributes ?? {},
      storeIds,
      taxConfigs,
      categories,
      hideUntil: input.hideUntil ? new Date(input.hideUntil) : null,
      availableTime: (input.availableTime ?? []) as ItemWindow[],
      images: mergeImages(current?.images ?? [], {
        images: input.images,
        added: input.changedImages,
        deleted: input.deletedImages,
      }),
    };
  };

  /** The groups an item ends up in: the given list (or the current one) without `deletedGroups`. */
  const groupsOf = async (ex: Executor, merchantId: string, input: ItemInput, current: string[]) => {
    const deleted = new Set(input.deletedGroups ?? []);
    const wanted = [...new Set(input.groups ?? current)].filter((id) => !deleted.has(id));
    const found = await findLiveGroups(ex, merchantId, kind, wanted);
    if (found.length < wanted.length)
      throw validationFailed([{ field: 'groups', message: CATALOGUE_MESSAGES.unknownGroup }]);
    if (kind === 'ADDON' && wanted.length === 0) throw new AppError('ADDON_LAST_GROUP');
    return wanted;
  };

  const addonGroupsOf = async (ex: Executor, merchantId: string, input: ItemInput) => {
    if (kind !== 'PRODUCT' || !('addonGroups' in input)) return undefined;
    const wanted = [...new Set(input.addonGroups ?? [])];
    const found = await findLiveGroups(ex, merchantId, 'ADDON', wanted);
    if (found.length < wanted.length)
      throw validationFailed([{ field: 'addonGroups', message: CATALOGUE_MESSAGES.unknownGroup }]);
    return wanted;
  };

  const setGroups = async (
    ex: Executor,
    merchantId: string,
    itemId: string,
    before: string[],
    after: string[],
  ) => {
    await removeItemFromGroups(
      ex,
      itemId,
      before.filter((id) => !after.includes(id)),
    );
    await addMembers(
      ex,
      merchantId,
      after.filter((id) => !before.includes(id)).map((groupId) => ({ groupId, itemId })),
    );
  };

  /** The tax ids of entries with their own taxes; read outside any transaction (the tax service's own connection). */
  const checkTaxes = async (input: ItemInput) => {
    for (const [index, config] of (input.productTaxConfigs ?? []).entries())
      if (!config.isDefaultStoreTax)
        await taxes.check([...new Set(config.taxConfigIds)], `productTaxConfigs[${index}].taxConfigIds`, {
          required: false,
        });
  };

  return {
    async create(merchantId: string, input: ItemInput): Promise<Item> {
      await checkTaxes(input);
      return db.transaction(async (tx) => {
        const fields = await fieldsOf(tx, merchantId, input);
        const groups = await groupsOf(tx, merchantId, input, []);
        const addonGroups = await addonGroupsOf(tx, merchantId, input);
        const now = clock.now();
        const row = await insertItem(tx, {
          id: newId(),
          merchantId,
          kind,
          ...fields,
          status: input.status ?? 'INACTIVE',
          createdAt: now,
          updatedAt: now,
        });
        await setGroups(tx, merchantId, row.id, [], groups);
        if (addonGroups) await setProductAddonGroups(tx, merchantId, row.id, addonGroups);
        return toItem(tx, row);
      });
    },

    /** The non-deleted items in creation order (or the deleted ones, when asked by status), filtered. */
    async list(merchantId: string, query: ItemQuery = {}): Promise<Item[]> {
      let rows = await listItems(db, merchantId, kind);
      rows = rows.filter((row) => (query.status ? row.status === query.status : row.status !== 'DELETED'));
      if (query.storeId) rows = rows.filter((row) => row.storeIds.includes(query.storeId as string));
      if (query.category) {
        const key = query.category.toLowerCase();
        rows = rows.filter((row) => row.categories.some((name) => name.toLowerCase() === key));
      }
      if (query.searchText) rows = rows.filter((row) => matches(row, query.searchText as string));
      if (query.groupId) {
        const groups = await groupIdsOfItems(
          db,
          rows.map((row) => row.id),
        );
        rows = rows.filter((row) => groups.get(row.id)?.includes(query.groupId as string));
      }
      return toItems(db, rows);
    },

    /** The merchant's catalogue version, which every write raises (the list cache's key). */
    version: (merchantId: string): Promise<number> => catalogueVersion(db, merchantId),

    /** Deleted items are still returned by id. */
    async get(merchantId: string, id: string): Promise<Item> {
      return toItem(db, await owned(db, merchantId, id));
    },

    async update(merchantId: string, id: string, input: ItemInput): Promise<Item> {
      await checkTaxes(input);
      return db.transaction(async (tx) => {
        const current = writable(await owned(tx, merchantId, id));
        const fields = await fieldsOf(tx, merchantId, input, current);
        const before = (await groupIdsOfItems(tx, [id])).get(id) ?? [];
        const groups = await groupsOf(tx, merchantId, input, before);
        const addonGroups = await addonGroupsOf(tx, merchantId, input);
        const [row] = await updateItems(tx, merchantId, [id], {
          ...fields,
          ...(input.status ? { status: input.status } : {}),
          updatedAt: clock.now(),
        });
        await setGroups(tx, merchantId, id, before, groups);
        if (addonGroups) await setProductAddonGroups(tx, merchantId, id, addonGroups);
        return toItem(tx, row as ItemRow);
      });
    },

    async setStatus(merchantId: string, id: string, body: unknown): Promise<Item> {
      writable(await owned(db, merchantId, id));
      const status = statusOf(body);
      const [row] = await updateItems(db, merchantId, [id], { status, updatedAt: clock.now() });
      return toItem(db, row as ItemRow);
    },

    /** The item leaves all its groups; the delete is never refused (contract §5). */
    async remove(merchantId: string, id: string): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        writable(await owned(tx, merchantId, id));
        await removeItemFromGroups(tx, id);
        if (kind === 'PRODUCT') await setProductAddonGroups(tx, merchantId, id, []);
        await updateItems(tx, merchantId, [id], { status: 'DELETED', updatedAt: clock.now() });
        // Contract §5: every promotion that references the product becomes INACTIVE and invalid.
        if (kind === 'PRODUCT') await invalidatePromotionsUsing(tx, merchantId, id);
        return { id };
      });
    },

    /** The merchant's live promotions that reference the product, for the delete warning. */
    async promotions(
      merchantId: string,
      id: string,
    ): Promise<{ id: string; name: string; type: string; status: string }[]> {
      await owned(db, merchantId, id);
      return promotionsUsingProduct(db, merchantId, id);
    },
  };
}
export type ItemService = ReturnType<typeof createItemService>;
