import { inquiryBodySchema, inquiryResponseSchema } from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import type { MailThrottle } from '../../lib/mail-throttle';
import { merchantOf } from '../../plugins/auth';
import type { InquiryService } from './inquiry.service';

/** `POST /api/inquiry/merchant` (contract §12 Support; access 'merchant'): `{id, createdAt}`. */
export function inquiryRoutes(
  app: AppInstance,
  deps: { inquiries: InquiryService; mailThrottle: MailThrottle },
) {
  app.post(
    '/api/inquiry/merchant',
    {
      config: { access: 'merchant' },
      schema: {
        operationId: 'sendMerchantInquiry',
        summary: 'Send a message to support',
        errors: [429],
        body: inquiryBodySchema,
        response: { 200: inquiryResponseSchema },
      },
      // Every inquiry goes to the one support address: counted per merchant instead.
      preHandler: deps.mailThrottle.guard((request) => `merchant:${merchantOf(request).merchantId}`),
    },
    (request) => {
      const { merchantId, userId } = merchantOf(request);
      return deps.inquiries.submit({ merchantId, userId }, request.body);
    },
  );
}
