import {
  merchantRegistrationSchema,
  registrationResponseSchema,
  userRegistrationSchema,
} from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import type { MailThrottle } from '../../lib/mail-throttle';
import type { RegistrationService } from './registration.service';

export function registrationRoutes(app: AppInstance, registration: RegistrationService, mails: MailThrottle) {
  const response = { 200: registrationResponseSchema };
  const preHandler = mails.guard((request) => (request.body as { email?: string }).email);

  app.post(
    '/api/merchant/registration',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'registerMerchant',
        summary: 'Register a merchant account',
        errors: [429],
        body: merchantRegistrationSchema,
        response,
      },
      preHandler,
    },
    (request) => registration.registerMerchant(request.body),
  );

  app.post(
    '/api/user/registration',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'registerCustomer',
        summary: 'Register a customer account',
        errors: [429],
        body: userRegistrationSchema,
        response,
      },
      preHandler,
    },
    (request) => registration.registerUser(request.body),
  );
}
