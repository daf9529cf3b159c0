import type {
  PromotionInput,
  PromotionListQuery,
  PromotionResponse,
  PromotionTypeName,
} from '@perkdesk/contracts';
import type { AuthContext } from '../../plugins/auth';
import type { StoreRow } from '../stores/stores.public';
import { deletePromotion } from './delete-promotion';
import { getListablePromotion } from './get-listable-promotion';
import { getPromotion } from './get-promotion';
import { listPromotions } from './list-promotions';
import { listStorePromotions } from './list-store-promotions';
import type { PromotionContext } from './promotions-context';
import { savePromotion } from './save-promotion';
import { setPromotionStatus } from './set-promotion-status';

export type { CustomerHistory } from './promotions-context';

/**
 * Promotions (contract §6): the merchant's writes, lists and status, a customer's read of a
 * listable one, and the store detail's listing. Every merchant query is scoped by the token's
 * merchant; another merchant's id answers 404 exactly as an unknown one.
 */
export function createPromotionService(ctx: PromotionContext) {
  return {
    create: (
      merchantId: string,
      type: PromotionTypeName,
      input: PromotionInput,
    ): Promise<PromotionResponse> => savePromotion(ctx, merchantId, type, input),
    update: (
      merchantId: string,
      type: PromotionTypeName,
      id: string,
      input: PromotionInput,
    ): Promise<PromotionResponse> => savePromotion(ctx, merchantId, type, input, id),
    list: (merchantId: string, query: PromotionListQuery = {}) => listPromotions(ctx, merchantId, query),
    get: (merchantId: string, id: string) => getPromotion(ctx, merchantId, id),
    getListable: (caller: AuthContext, id: string) => getListablePromotion(ctx, caller, id),
    setStatus: (merchantId: string, id: string, status: string) =>
      setPromotionStatus(ctx, merchantId, id, status),
    remove: (merchantId: string, id: string) => deletePromotion(ctx, merchantId, id),
    listedInStore: (
      store: StoreRow,
      version: number,
      caller: AuthContext | null,
      instant: Date,
      visible?: boolean,
    ) => listStorePromotions(ctx, store, version, caller, instant, visible),
  };
}
export type PromotionService = ReturnType<typeof createPromotionService>;
