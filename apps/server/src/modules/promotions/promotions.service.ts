import {
  derivedDealType,
  INVALID_STATUS_MESSAGE,
  PROMOTION_MESSAGES,
  type PromotionInput,
  type PromotionListQuery,
  type PromotionResponse,
  type PromotionTypeName,
  SETTABLE_STATUSES,
  type Violation,
} from '@perkdesk/contracts';
import type { PromotionCustomer } from '@perkdesk/domain';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound, validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { uniqueViolation } from '../../lib/pg-errors';
import type { AuthContext } from '../../plugins/auth';
import type { PaymentAccountCheck } from '../merchants/merchants.routes';
import { mergeImages } from '../stores/store-images';
import { findStoreById, listStoreIds, type StoreRow } from '../stores/stores.public';
import { writable } from '../stores/stores.service';
import { historyMatters, type ListingStore, listableRows, NEW_CLIENT } from './promotion-listing';
import { termsOf, toPromotionResponse } from './promotion-mapper';
import { orderedRows } from './promotion-order';
import {
  couponTaken,
  findPromotionRow,
  findPromotionRowById,
  insertPromotion,
  listPromotionRows,
  merchantPromotionRows,
  type PromotionRow,
  shareProducts,
  updatePromotion,
} from './promotions.repository';

/** A customer's history at a merchant (contract §6 rules 6 and 7). */
export type CustomerHistory = (
  db: Executor,
  customerId: string,
  merchantId: string,
) => Promise<PromotionCustomer>;

const refs = (input: PromotionInput) => [
  ...(input.requiredProductList ?? []).map((entry, index) => ({
    id: entry.id,
    field: `requiredProductList[${index}].id`,
  })),
  ...(input.rewardProductList ?? []).map((entry, index) => ({
    id: entry.id,
    field: `rewardProductList[${index}].id`,
  })),
];

/**
 * Promotions (contract §6): the merchant's writes, lists and status, a customer's read of a
 * listable one, and the store detail's listing. Every merchant query is scoped by the token's
 * merchant; another merchant's id answers 404 exactly as an unknown one.
 */
export function createPromotionService(deps: {
  db: Db;
  clock: Clock;
  hasPaymentAccount: PaymentAccountCheck;
  customerHistory: CustomerHistory;
}) {
  const { db, clock, hasPaymentAccount, customerHistory } = deps;

  const owned = async (ex: Executor, merchantId: string, id: string) => {
    const row = await findPromotionRow(ex, merchantId, id);
    if (!row) throw notFound();
    return row;
  };

  /** Own live stores, own products (validity: none deleted), a coupon no other live perk holds. */
  const checked = async (ex: Executor, merchantId: string, input: PromotionInput, selfId: string | null) => {
    const violations: Violation[] = [];
    const storeIds = [...new Set(input.stores)];
    const liveStores = new Set(await listStoreIds(ex, merchantId));
    const unknownStore = storeIds.findIndex((id) => !liveStores.has(id));
    if (unknownStore >= 0)
      violations.push({ field: `stores[${unknownStore}]`, message: PROMOTION_MESSAGES.unknownStore });

    const references = refs(input);
    const products = new Map(
      (await shareProducts(ex, merchantId, [...new Set(references.map((r) => r.id))])).map((item) => [
        item.id,
        item,
      ]),
    );
    const unknownProduct = references.find((ref) => !products.has(ref.id));
    if (unknownProduct)
      violations.push({ field: unknownProduct.field, message: PROMOTION_MESSAGES.unknownProduct });

    const coupon = input.couponCode?.toUpperCase();
    if (coupon && (await couponTaken(ex, merchantId, coupon, selfId)))
      violations.push({ field: 'couponCode', message: PROMOTION_MESSAGES.couponTaken });
    if (violations.length > 0) throw validationFailed(violations);

    const isValid = references.every((ref) => products.get(ref.id)?.status !== 'DELETED');
    return { storeIds, isValid };
  };

  /**
   * The status a write leaves: the one asked (ACTIVE by default on create, unchanged on update);
   * a perk that references a deleted product cannot be ACTIVE, so asking for it is refused and
   * not asking leaves it INACTIVE.
   */
  const statusAfter = (
    asked: 'ACTIVE' | 'INACTIVE' | null | undefined,
    fallback: 'ACTIVE' | 'INACTIVE',
    isValid: boolean,
  ) => {
    if (isValid) return asked ?? fallback;
    if (asked === 'ACTIVE') throw new AppError('PROMOTION_INVALID', PROMOTION_MESSAGES.promotionInvalid);
    return 'INACTIVE';
  };

  /** A second live perk with the same code, written between our check and our insert. */
  const couponRace = (error: unknown): never => {
    if (uniqueViolation(error) === 'promotions_coupon_idx')
      throw validationFailed([{ field: 'couponCode', message: PROMOTION_MESSAGES.couponTaken }]);
    throw error;
  };

  const reread = async (ex: Executor, merchantId: string, id: string) =>
    toPromotionResponse(await owned(ex, merchantId, id));

  /** A store a customer may list promotions in: ACTIVE, and its merchant can take payments. */
  const listingStore = async (store: StoreRow, knownVisible?: boolean): Promise<ListingStore> => ({
    id: store.id,
    timeZone: store.timeZone,
    isVisible: knownVisible ?? (store.status === 'ACTIVE' && (await hasPaymentAccount(store.merchantId))),
  });

  const customerOf = async (caller: AuthContext | null, merchantId: string, rows: readonly PromotionRow[]) =>
    caller?.role === 'USER' && historyMatters(rows)
      ? customerHistory(db, caller.userId, merchantId)
      : NEW_CLIENT;

  return {
    async create(
      merchantId: string,
      type: PromotionTypeName,
      input: PromotionInput,
    ): Promise<PromotionResponse> {
      return db
        .transaction(async (tx) => {
          const { storeIds, isValid } = await checked(tx, merchantId, input, null);
          const now = clock.now();
          const id = newId();
          await insertPromotion(tx, {
            id,
            merchantId,
            ...termsOf(type, input),
            dealType: type === 'DEAL' ? (derivedDealType(input) ?? 'DEAL_UNKNOWN') : 'DEAL_UNKNOWN',
            storeIds,
            images: mergeImages([], {
              images: input.images,
              added: input.changedImages,
              deleted: input.deletedImages,
            }),
            isValid,
            status: statusAfter(input.status, 'ACTIVE', isValid),
            createdAt: now,
            updatedAt: now,
          });
          return reread(tx, merchantId, id);
        })
        .catch(couponRace);
    },

    async update(
      merchantId: string,
      type: PromotionTypeName,
      id: string,
      input: PromotionInput,
    ): Promise<PromotionResponse> {
      return db
        .transaction(async (tx) => {
          const current = writable(await owned(tx, merchantId, id));
          if (current.type !== type) throw new AppError('TYPE_MISMATCH', PROMOTION_MESSAGES.typeMismatch);
          const { storeIds, isValid } = await checked(tx, merchantId, input, id);
          const currentStatus = current.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE';
          await updatePromotion(tx, merchantId, id, {
            ...termsOf(type, input),
            dealType: type === 'DEAL' ? (derivedDealType(input) ?? 'DEAL_UNKNOWN') : 'DEAL_UNKNOWN',
            storeIds,
            images: mergeImages(current.images, {
              images: input.images,
              added: input.changedImages,
              deleted: input.deletedImages,
            }),
            isValid,
            status: statusAfter(input.status, currentStatus, isValid),
            updatedAt: clock.now(),
          });
          return reread(tx, merchantId, id);
        })
        .catch(couponRace);
    },

    /** The live perks (or, asked by status, the deleted ones), filtered and ordered. */
    async list(merchantId: string, query: PromotionListQuery = {}): Promise<PromotionResponse[]> {
      const rows = await listPromotionRows(db, merchantId, { includeDeleted: query.status === 'DELETED' });
      return orderedRows(rows, query).map(toPromotionResponse);
    },

    /** Deleted perks are still answered by id. */
    async get(merchantId: string, id: string): Promise<PromotionResponse> {
      return toPromotionResponse(await owned(db, merchantId, id));
    },

    /**
     * `GET /api/promotions/{id}` for a customer: the perk when it is listable now in one of its
     * stores (contract §6), else 404 as for an unknown id.
     */
    async getListable(caller: AuthContext, id: string): Promise<PromotionResponse> {
      const row = await findPromotionRowById(db, id);
      if (!row || row.status !== 'ACTIVE') throw notFound();
      const merchant = await merchantPromotionRows(db, row.merchantId);
      const instant = clock.now();
      const customer = await customerOf(caller, row.merchantId, [row]);
      for (const storeId of row.storeIds) {
        const store = await findStoreById(db, storeId);
        if (!store || store.merchantId !== row.merchantId) continue;
        const listed = listableRows(merchant, await listingStore(store), instant, customer);
        const found = listed.find((candidate) => candidate.id === id);
        if (found) return toPromotionResponse(found);
      }
      throw notFound();
    },

    /** ACTIVE or INACTIVE only; activating a perk that uses a deleted product is refused. */
    async setStatus(merchantId: string, id: string, status: string): Promise<PromotionResponse> {
      const current = writable(await owned(db, merchantId, id));
      if (!(SETTABLE_STATUSES as readonly string[]).includes(status))
        throw new AppError('INVALID_STATUS', INVALID_STATUS_MESSAGE);
      if (status === 'ACTIVE' && !current.isValid)
        throw new AppError('PROMOTION_INVALID', PROMOTION_MESSAGES.promotionInvalid);
      await updatePromotion(db, merchantId, id, { status: status as 'ACTIVE' | 'INACTIVE' });
      return reread(db, merchantId, id);
    },

    /** Soft delete: the perk leaves every list and stops applying; its coupon code is free again. */
    async remove(merchantId: string, id: string): Promise<{ id: string }> {
      writable(await owned(db, merchantId, id));
      await updatePromotion(db, merchantId, id, { status: 'DELETED' });
      return { id };
    },

    /**
     * The store detail's `promotions` (contract §4): the perks listable in the store at the
     * instant for the caller (a visitor, or anyone but a customer, is a new client with no uses),
     * in creation order. `version` is the catalogue version read with the store, so the merchant's
     * perks come from the cache without a query; `visible` says whether customers can see the store
     * when the caller already knows (rule 2), else it is checked here.
     */
    async listedInStore(
      store: StoreRow,
      version: number,
      caller: AuthContext | null,
      instant: Date,
      visible?: boolean,
    ): Promise<PromotionResponse[]> {
      const merchant = await merchantPromotionRows(db, store.merchantId, version);
      const inStore = merchant.rows.filter((row) => row.storeIds.includes(store.id));
      if (inStore.length === 0) return [];
      const customer = await customerOf(caller, store.merchantId, inStore);
      return listableRows(merchant, await listingStore(store, visible), instant, customer).map(
        toPromotionResponse,
      );
    },
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;
