import { storeDetailSchema, storeIdParamsSchema } from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import type { ResponseCache } from '../../lib/response-cache';
import type { OptionalAuth } from '../../plugins/auth';
import type { StoreDetailService } from './store-detail.service';

/**
 * `GET /api/merchant-stores/{id}/detail` (contract §4): public; a token, when sent, is read.
 * Visibility is checked on every request (one read of the store with its merchant's catalogue
 * version, and the payment account for non-owners), and the promotions listed to this caller now
 * are picked from the merchant's promotions cached for that version; the body then comes from the
 * response cache, kept for that version and those promotions until the menu changes by itself (a
 * hidden item returns, a window edge).
 */
export function storeDetailRoutes(
  app: AppInstance,
  deps: { details: StoreDetailService; optionalAuth: OptionalAuth; cache: ResponseCache },
) {
  const { details, cache } = deps;
  app.get(
    '/api/merchant-stores/:id/detail',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getStoreDetail',
        summary: 'Get a store with its menu and promotions',
        errors: [401],
        params: storeIdParamsSchema,
        response: { 200: storeDetailSchema },
      },
    },
    async (request, reply) => {
      const caller = await deps.optionalAuth(request);
      const visible = await details.visibleStore(request.params.id, caller);
      const now = details.now();
      const listed = await details.listedPromotions(visible, caller, now);
      return cache.send(request, reply, {
        scope: details.cacheScope(visible, listed),
        version: visible.version,
        now: now.getTime(),
        schema: storeDetailSchema,
        build: () => details.build(visible.store, listed, now),
      });
    },
  );
}
