import { holidaysQuerySchema, holidaysSchema } from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { HolidayService } from './holidays.service';

/** `GET /api/social/holidays?storeId=&from=&to=`: another merchant's store is 404. */
export function holidaysRoutes(app: AppInstance, deps: { holidays: HolidayService }) {
  app.get(
    '/api/social/holidays',
    {
      config: { access: 'merchant' },
      schema: {
        operationId: 'listHolidays',
        summary: 'List public holidays to plan posts around',
        errors: [404],
        querystring: holidaysQuerySchema,
        response: { 200: holidaysSchema },
      },
    },
    (request) => deps.holidays.list(merchantOf(request).merchantId, request.query),
  );
}
