import {
  merchantRegistrationSchema,
  registrationResponseSchema,
  userRegistrationSchema,
} from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import type { RegistrationService } from './registration.service';

export function registrationRoutes(app: AppInstance, registration: RegistrationService) {
  const response = { 200: registrationResponseSchema };

  app.post(
    '/api/merchant/registration',
    { config: { access: 'public' }, schema: { body: merchantRegistrationSchema, response } },
    (request) => registration.registerMerchant(request.body),
  );

  app.post(
    '/api/user/registration',
    { config: { access: 'public' }, schema: { body: userRegistrationSchema, response } },
    (request) => registration.registerUser(request.body),
  );
}
