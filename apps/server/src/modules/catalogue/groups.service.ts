import {
  type AddonGroup,
  type AddonGroupInput,
  CATALOGUE_MESSAGES,
  type ProductGroup,
  type ProductGroupInput,
  SETTABLE_STATUSES,
  UNKNOWN_MEMBER_MESSAGE,
} from '@perkdesk/contracts';
import { checkForcedLimits, groupSchedule, groupStatus } from '@perkdesk/domain';
import type { Db, Executor } from '../../db/client';
import type { ItemWindow } from '../../db/schema/index';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { mergeImages } from '../stores/store-images';
import {
  addMembers,
  clearGroup,
  findGroup,
  type GroupRow,
  groupIdsOfItems,
  type ItemKind,
  insertGroup,
  listGroups,
  listItems,
  listItemsByIds,
  memberIdsOfGroups,
  removeAddonGroupFromProducts,
  removeMembers,
  updateGroup,
  updateItems,
} from './catalogue.repository';

type GroupInput = ProductGroupInput | AddonGroupInput;
type Group = ProductGroup | AddonGroup;

/** Membership changes a write asks for: a full list, or lists to add and to remove. */
interface MemberChange {
  full?: string[] | null;
  add?: string[] | null;
  remove?: string[] | null;
}

/**
 * Product groups and add-on groups (contract §5); `kind` is the kind of their members. Status is
 * derived from the members and pushed to them; only a delete is stored on the group.
 */
export function createGroupService(deps: { db: Db; clock: Clock }, kind: ItemKind) {
  const { db, clock } = deps;
  const emptyMessage =
    kind === 'PRODUCT' ? CATALOGUE_MESSAGES.productGroupEmpty : CATALOGUE_MESSAGES.addonGroupEmpty;

  const toGroups = async (ex: Executor, rows: GroupRow[]): Promise<Group[]> => {
    const members = await memberIdsOfGroups(
      ex,
      rows.map((row) => row.id),
    );
    const items = new Map(
      (await listItemsByIds(ex, rows[0]?.merchantId ?? '', [...new Set([...members.values()].flat())])).map(
        (item) => [item.id, item],
      ),
    );
    return rows.map((row) => {
      const memberRows = (members.get(row.id) ?? []).flatMap((id) => items.get(id) ?? []);
      const live = memberRows.filter((item) => item.status !== 'DELETED');
      const status = row.deleted ? 'DELETED' : groupStatus(memberRows);
      const base = {
        id: row.id,
        name: row.name,
        description: row.description,
        products: live.map((item) => item.id),
        status,
        lastUpdatedAt: row.updatedAt.toISOString(),
      } as const;
      if (kind === 'ADDON')
        return {
          ...base,
          images: row.images,
          forcedMin: row.forcedMin,
          forcedMax: row.forcedMax,
          isSameAddonAllowed: row.isSameAddonAllowed,
        };
      return { ...base, image: row.images[0] ?? null, rank: row.rank, ...groupSchedule(memberRows) };
    });
  };
  const toGroup = async (ex: Executor, row: GroupRow) => (await toGroups(ex, [row]))[0] as Group;

  const owned = async (ex: Executor, merchantId: string, id: string) => {
    const row = await findGroup(ex, merchantId, kind, id);
    if (!row) throw notFound();
    return row;
  };
  const writable = (row: GroupRow) => {
    if (row.deleted) throw new AppError('ENTITY_DELETED');
    return row;
  };

  /** The live members of a group. */
  const membersOf = async (ex: Executor, groupId: string) => {
    const ids = (await memberIdsOfGroups(ex, [groupId])).get(groupId) ?? [];
    return ids;
  };

  /** Checks that ids are the merchant's non-deleted items of the kind. */
  const checkItems = async (ex: Executor, merchantId: string, ids: string[], field: string) => {
    if (ids.length === 0) return;
    const found = (await listItemsByIds(ex, merchantId, ids)).filter(
      (item) => item.kind === kind && item.status !== 'DELETED',
    );
    if (found.length < new Set(ids).size)
      throw validationFailed([{ field, message: UNKNOWN_MEMBER_MESSAGE }]);
  };

  /** Add-ons may not lose their last live group (contract §5 ADDON_LAST_GROUP). */
  const checkNotLastGroup = async (ex: Executor, groupId: string, removed: string[]) => {
    if (kind !== 'ADDON' || removed.length === 0) return;
    const groups = await groupIdsOfItems(ex, removed);
    for (const id of removed)
      if ((groups.get(id) ?? []).filter((g) => g !== groupId).length === 0)
        throw new AppError('ADDON_LAST_GROUP');
  };

  const applyMembers = async (
    ex: Executor,
    merchantId: string,
    groupId: string,
    change: MemberChange,
    field: string,
  ) => {
    const current = await membersOf(ex, groupId);
    let next = change.full ? [...new Set(change.full)] : [...current];
    for (const id of change.add ?? []) if (!next.includes(id)) next.push(id);
    const removing = new Set(change.remove ?? []);
    next = next.filter((id) => !removing.has(id));
    await checkItems(
      ex,
      merchantId,
      next.filter((id) => !current.includes(id)),
      field,
    );
    const removed = current.filter((id) => !next.includes(id));
    await checkNotLastGroup(ex, groupId, removed);
    await removeMembers(ex, groupId, removed);
    await addMembers(
      ex,
      merchantId,
      next.filter((id) => !current.includes(id)).map((itemId) => ({ groupId, itemId })),
    );
  };

  const changeOf = (input: GroupInput): MemberChange => {
    if (kind === 'PRODUCT') {
      const product = input as ProductGroupInput;
      return { full: product.products, add: product.addProductList, remove: product.deleteProductList };
    }
    const addon = input as AddonGroupInput;
    return { full: addon.products, add: addon.addAddonList, remove: addon.deleteAddonList };
  };
  const memberField = 'products';

  const fieldsOf = (input: GroupInput, current?: GroupRow) => {
    if (kind === 'ADDON') {
      const addon = input as AddonGroupInput;
      const problem = checkForcedLimits(addon.forcedMin ?? 0, addon.forcedMax ?? 0);
      if (problem) throw validationFailed([{ field: 'forcedMax', message: problem }]);
      return {
        name: input.name,
        description: input.description ?? null,
        forcedMin: addon.forcedMin ?? 0,
        forcedMax: addon.forcedMax ?? 0,
        isSameAddonAllowed: addon.isSameAddonAllowed ?? true,
        images: mergeImages(current?.images ?? [], {
          images: addon.images,
          added: addon.changedImages,
          deleted: addon.deletedImages,
        }),
      };
    }
    const image = (input as ProductGroupInput).image;
    return { name: input.name, description: input.description ?? null, images: image ? [image] : [] };
  };

  /** Writing a product group with `isSyncedInGroup:true` pushes its schedule to every live member. */
  const syncSchedule = async (ex: Executor, merchantId: string, groupId: string, input: GroupInput) => {
    if (kind !== 'PRODUCT') return;
    const product = input as ProductGroupInput;
    if (!product.isSyncedInGroup) return;
    const members = await listItemsByIds(ex, merchantId, await membersOf(ex, groupId));
    await updateItems(
      ex,
      merchantId,
      members.filter((m) => m.status !== 'DELETED').map((m) => m.id),
      {
        hideUntil: product.hideUntil ? new Date(product.hideUntil) : null,
        availableTime: (product.availableTime ?? []) as ItemWindow[],
        updatedAt: clock.now(),
      },
    );
  };

  const sortedGroups = async (ex: Executor, merchantId: string) => {
    const rows = await listGroups(ex, merchantId, kind);
    return kind === 'PRODUCT' ? rows.sort((a, b) => a.rank - b.rank || a.seq - b.seq) : rows;
  };

  return {
    async create(merchantId: string, input: GroupInput): Promise<Group> {
      return db.transaction(async (tx) => {
        const fields = fieldsOf(input);
        const rows = await listGroups(tx, merchantId, kind);
        const rank = rows.reduce((max, row) => Math.max(max, row.rank), 0) + 1;
        const now = clock.now();
        const row = await insertGroup(tx, {
          id: newId(),
          merchantId,
          kind,
          ...fields,
          rank: kind === 'PRODUCT' ? rank : 0,
          createdAt: now,
          updatedAt: now,
        });
        await applyMembers(tx, merchantId, row.id, changeOf(input), memberField);
        await syncSchedule(tx, merchantId, row.id, input);
        return toGroup(tx, row);
      });
    },

    /** Non-deleted groups; product groups by rank. */
    async list(merchantId: string, searchText?: string): Promise<Group[]> {
      let rows = await sortedGroups(db, merchantId);
      if (searchText !== undefined) {
        const needle = searchText.trim().toLowerCase();
        rows = rows.filter(
          (row) =>
            row.name.toLowerCase().includes(needle) || (row.description ?? '').toLowerCase().includes(needle),
        );
      }
      return toGroups(db, rows);
    },

    async get(merchantId: string, id: string): Promise<Group> {
      return toGroup(db, await owned(db, merchantId, id));
    },

    async update(merchantId: string, id: string, input: GroupInput): Promise<Group> {
      return db.transaction(async (tx) => {
        const current = writable(await owned(tx, merchantId, id));
        const row = await updateGroup(tx, merchantId, id, {
          ...fieldsOf(input, current),
          updatedAt: clock.now(),
        });
        await applyMembers(tx, merchantId, id, changeOf(input), memberField);
        await syncSchedule(tx, merchantId, id, input);
        return toGroup(tx, row);
      });
    },

    /** Adds or removes members: `PUT` / `DELETE` `/{id}/products` (or `/addons`). */
    async members(merchantId: string, id: string, ids: string[], mode: 'add' | 'remove'): Promise<Group> {
      return db.transaction(async (tx) => {
        writable(await owned(tx, merchantId, id));
        await applyMembers(
          tx,
          merchantId,
          id,
          mode === 'add' ? { add: ids } : { remove: ids },
          'productList',
        );
        const row = await updateGroup(tx, merchantId, id, { updatedAt: clock.now() });
        return toGroup(tx, row);
      });
    },

    /** Pushes ACTIVE or INACTIVE to every live member; an empty group gives GROUP_EMPTY. */
    async setStatus(merchantId: string, id: string, status: string): Promise<Group> {
      return db.transaction(async (tx) => {
        writable(await owned(tx, merchantId, id));
        if (!(SETTABLE_STATUSES as readonly string[]).includes(status)) throw new AppError('INVALID_STATUS');
        const members = (await listItemsByIds(tx, merchantId, await membersOf(tx, id))).filter(
          (item) => item.status !== 'DELETED',
        );
        if (members.length === 0) throw new AppError('GROUP_EMPTY', emptyMessage);
        const now = clock.now();
        await updateItems(
          tx,
          merchantId,
          members.map((m) => m.id),
          { status: status as 'ACTIVE' | 'INACTIVE', updatedAt: now },
        );
        return toGroup(tx, await updateGroup(tx, merchantId, id, { updatedAt: now }));
      });
    },

    /**
     * Soft delete: members are kept (products stay), the membership ends. An add-on group also
     * leaves its products, and add-ons left with no group become INACTIVE.
     */
    async remove(merchantId: string, id: string): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        writable(await owned(tx, merchantId, id));
        const members = await membersOf(tx, id);
        const now = clock.now();
        await clearGroup(tx, id);
        await updateGroup(tx, merchantId, id, { deleted: true, updatedAt: now });
        if (kind === 'ADDON') {
          await removeAddonGroupFromProducts(tx, id);
          const groups = await groupIdsOfItems(tx, members);
          const orphans = members.filter((m) => (groups.get(m) ?? []).length === 0);
          const live = (await listItemsByIds(tx, merchantId, orphans)).filter((a) => a.status !== 'DELETED');
          await updateItems(
            tx,
            merchantId,
            live.map((a) => a.id),
            { status: 'INACTIVE', updatedAt: now },
          );
        }
        return { id };
      });
    },

    /** `PUT /rank`: listed groups take their ranks, the others follow in their order, all renumbered 1..n. */
    async rank(merchantId: string, wanted: { id: string; rank: number }[]): Promise<Group[]> {
      return db.transaction(async (tx) => {
        const rows = await sortedGroups(tx, merchantId);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const listed = wanted.filter((w) => byId.has(w.id));
        if (listed.length < wanted.length) throw notFound();
        const slots: (GroupRow | undefined)[] = new Array(rows.length).fill(undefined);
        const placed = new Set<string>();
        for (const w of [...listed].sort((a, b) => a.rank - b.rank)) {
          if (placed.has(w.id)) continue;
          let position = Math.min(Math.max(w.rank, 1), rows.length) - 1;
          while (position < slots.length && slots[position]) position++;
          if (position >= slots.length) position = slots.lastIndexOf(undefined);
          slots[position] = byId.get(w.id);
          placed.add(w.id);
        }
        const others = rows.filter((row) => !placed.has(row.id));
        for (let i = 0; i < slots.length; i++) if (!slots[i]) slots[i] = others.shift();
        const now = clock.now();
        for (const [index, row] of slots.entries())
          if (row && row.rank !== index + 1)
            await updateGroup(tx, merchantId, row.id, { rank: index + 1, updatedAt: now });
        return toGroups(tx, await sortedGroups(tx, merchantId));
      });
    },

    /** The add-ons whose only live group is this one. */
    async exclusiveMembers(merchantId: string, id: string) {
      await owned(db, merchantId, id);
      const members = await membersOf(db, id);
      const groups = await groupIdsOfItems(db, members);
      return members.filter((m) => (groups.get(m) ?? []).length === 1);
    },

    listItems: (merchantId: string) => listItems(db, merchantId, kind),
  };
}
export type GroupService = ReturnType<typeof createGroupService>;
