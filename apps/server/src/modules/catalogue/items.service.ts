import type { ItemQuery } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { catalogueVersion } from '../../lib/catalogue-version';
import type { Clock } from '../../lib/clock';
import type { TaxService } from '../taxes/taxes.service';
import type { ItemContext } from './catalogue-context';
import { deleteItem } from './delete-item';
import { getItem } from './get-item';
import type { ItemInput } from './item-view';
import type { ItemKind } from './items.repository';
import { listItemsMatching } from './list-items';
import { productPromotions } from './product-promotions';
import { saveItem } from './save-item';
import { setItemStatus } from './set-item-status';

export { statusOf } from './set-item-status';

/**
 * Products and add-ons (contract §5); `kind` picks which. Every query is scoped by the caller's
 * merchant; group membership lives in the one join table the groups read too.
 */
export function createItemService(deps: { db: Db; clock: Clock; taxes: TaxService }, kind: ItemKind) {
  const ctx: ItemContext = { ...deps, kind };
  return {
    create: (merchantId: string, input: ItemInput) => saveItem(ctx, merchantId, input),
    list: (merchantId: string, query: ItemQuery = {}) => listItemsMatching(ctx, merchantId, query),
    /** The merchant's catalogue version, which every write raises (the list cache's key). */
    version: (merchantId: string): Promise<number> => catalogueVersion(ctx.db, merchantId),
    get: (merchantId: string, id: string) => getItem(ctx, merchantId, id),
    update: (merchantId: string, id: string, input: ItemInput) => saveItem(ctx, merchantId, input, id),
    setStatus: (merchantId: string, id: string, body: unknown) => setItemStatus(ctx, merchantId, id, body),
    remove: (merchantId: string, id: string) => deleteItem(ctx, merchantId, id),
    promotions: (merchantId: string, id: string) => productPromotions(ctx, merchantId, id),
  };
}
export type ItemService = ReturnType<typeof createItemService>;
