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
    { config: { access: 'public' }, schema: { body: merchantRegistrationSchema, response }, preHandler },
    (request) => registration.registerMerchant(request.body),
  );

  app.post(
    '/api/user/registration',
    { config: { access: 'public' }, schema: { body: userRegistrationSchema, response }, preHandler },
    (request) => registration.registerUser(request.body),
  );
}
