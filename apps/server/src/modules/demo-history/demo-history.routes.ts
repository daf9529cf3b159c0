import { demoHistorySchema } from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { DemoHistoryService } from './demo-history.service';

/** `GET /api/demo-history`: the caller's own run (NONE unless it is the demo merchant). */
export function demoHistoryRoutes(app: AppInstance, deps: { demoHistory: DemoHistoryService }) {
  app.get(
    '/api/demo-history',
    {
      config: { access: 'merchant' },
      schema: {
        operationId: 'getDemoHistory',
        summary: "How far the demo merchant's past orders are played",
        response: { 200: demoHistorySchema },
      },
    },
    (request) => deps.demoHistory.status(merchantOf(request).merchantId),
  );
}
