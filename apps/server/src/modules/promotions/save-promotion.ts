import {
  derivedDealType,
  PROMOTION_MESSAGES,
  type PromotionInput,
  type PromotionResponse,
  type PromotionTypeName,
} from '@perkdesk/contracts';
import type { Executor } from '../../db/client';
import { AppError, validationFailed } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { uniqueViolation } from '../../lib/pg-errors';
import { mergeImages } from '../stores/store-images';
import { writable } from '../stores/stores.service';
import { checkPromotionInput } from './check-promotion-input';
import { ownedPromotion, rereadPromotion } from './owned-promotion';
import { termsOf } from './promotion-mapper';
import { insertPromotion, type PromotionRow, updatePromotion } from './promotions.repository';
import type { PromotionContext } from './promotions-context';

/**
 * The status a write leaves: the one asked (ACTIVE by default on create, unchanged on update);
 * a perk that references a deleted product cannot be ACTIVE, so asking for it is refused and
 * not asking leaves it INACTIVE.
 */
function statusAfter(
  asked: 'ACTIVE' | 'INACTIVE' | null | undefined,
  fallback: 'ACTIVE' | 'INACTIVE',
  isValid: boolean,
) {
  if (isValid) return asked ?? fallback;
  if (asked === 'ACTIVE') throw new AppError('PROMOTION_INVALID', PROMOTION_MESSAGES.promotionInvalid);
  return 'INACTIVE';
}

/** A second live perk with the same code, written between our check and our insert. */
function couponRace(error: unknown): never {
  if (uniqueViolation(error) === 'promotions_coupon_idx')
    throw validationFailed([{ field: 'couponCode', message: PROMOTION_MESSAGES.couponTaken }]);
  throw error;
}

/** The columns a create (no current row) or an update writes, after the checks. */
async function writtenColumns(
  ex: Executor,
  merchantId: string,
  type: PromotionTypeName,
  input: PromotionInput,
  current: PromotionRow | undefined,
) {
  const { storeIds, isValid } = await checkPromotionInput(ex, merchantId, input, current?.id ?? null);
  const currentStatus = !current || current.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE';
  return {
    ...termsOf(type, input),
    dealType: type === 'DEAL' ? (derivedDealType(input) ?? 'DEAL_UNKNOWN') : 'DEAL_UNKNOWN',
    storeIds,
    images: mergeImages(current?.images ?? [], {
      images: input.images,
      added: input.changedImages,
      deleted: input.deletedImages,
    }),
    isValid,
    status: statusAfter(input.status, currentStatus, isValid),
  };
}

/** Creates a perk of the type or, given an id, rewrites one of that type. */
export async function savePromotion(
  { db, clock }: PromotionContext,
  merchantId: string,
  type: PromotionTypeName,
  input: PromotionInput,
  id?: string,
): Promise<PromotionResponse> {
  return db
    .transaction(async (tx) => {
      const current = id === undefined ? undefined : writable(await ownedPromotion(tx, merchantId, id));
      if (current && current.type !== type)
        throw new AppError('TYPE_MISMATCH', PROMOTION_MESSAGES.typeMismatch);
      const columns = await writtenColumns(tx, merchantId, type, input, current);
      const now = clock.now();
      const written = current?.id ?? newId();
      if (current) await updatePromotion(tx, merchantId, written, { ...columns, updatedAt: now });
      else await insertPromotion(tx, { id: written, merchantId, ...columns, createdAt: now, updatedAt: now });
      return rereadPromotion(tx, merchantId, written);
    })
    .catch(couponRace);
}
