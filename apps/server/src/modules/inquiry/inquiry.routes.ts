import { inquiryBodySchema, inquiryResponseSchema } from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { merchantOf } from '../../plugins/auth';
import type { InquiryService } from './inquiry.service';

/** `POST /api/inquiry/merchant` (contract §12 Support; access 'merchant'): `{id, createdAt}`. */
export function inquiryRoutes(app: AppInstance, deps: { inquiries: InquiryService }) {
  app.post(
    '/api/inquiry/merchant',
    {
      config: { access: 'merchant' },
      schema: { body: inquiryBodySchema, response: { 200: inquiryResponseSchema } },
    },
    (request) => {
      const { merchantId, userId } = merchantOf(request);
      return deps.inquiries.submit({ merchantId, userId }, request.body);
    },
  );
}
