import { storeDetailSchema, storeIdParamsSchema } from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import type { OptionalAuth } from '../../plugins/auth';
import type { StoreDetailService } from './store-detail.service';

/** `GET /api/merchant-stores/{id}/detail` (contract §4): public; a token, when sent, is read. */
export function storeDetailRoutes(
  app: AppInstance,
  deps: { details: StoreDetailService; optionalAuth: OptionalAuth },
) {
  app.get(
    '/api/merchant-stores/:id/detail',
    {
      config: { access: 'public' },
      schema: { params: storeIdParamsSchema, response: { 200: storeDetailSchema } },
    },
    async (request) => deps.details.detail(request.params.id, await deps.optionalAuth(request)),
  );
}
