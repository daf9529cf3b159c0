import { storeSchema } from '@perkdesk/contracts';
import { z } from 'zod';
import { type Answer, jsonAnswer } from '../../lib/answer-cache';
import { listStores } from './list-stores';
import type { StoreContext } from './store-context';

const storesSchema = z.array(storeSchema);

/**
 * GET /api/merchant-stores as the JSON sent. The store picker reads it on every screen, so
 * it is kept per merchant until a store write of that merchant commits on any instance
 * (stores.repository.ts notifies; lib/answer-cache.ts).
 */
export function storesAnswer(ctx: StoreContext, merchantId: string): Promise<Answer> {
  const build = async () => jsonAnswer(storesSchema, await listStores(ctx, merchantId));
  return ctx.answers ? ctx.answers.answer(merchantId, 'stores', build) : build();
}
