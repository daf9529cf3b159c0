import { accountInfoSchema } from '@perkdesk/contracts';
import type { AppInstance } from '../../app-instance';
import { authOf } from '../../plugins/auth';
import { accountInfo } from './account-info';
import type { AccountsDeps } from './accounts-deps';
import { activationRoutes } from './activation.routes';
import { createActivationService } from './activation.service';
import { createLoginService } from './login.service';
import { passwordRoutes } from './password.routes';
import { createPasswordService } from './password.service';
import { registrationRoutes } from './registration.routes';
import { createRegistrationService } from './registration.service';
import { sessionRoutes } from './session.routes';
import { createSessionService } from './session.service';

/** Accounts and sessions (contract §2 Routes): builds the services and registers their routes. */
export function accountsModule(app: AppInstance, deps: AccountsDeps) {
  const session = createSessionService(deps);
  registrationRoutes(app, createRegistrationService(deps), deps.mailThrottle);
  activationRoutes(app, createActivationService(deps), deps.mailThrottle);
  sessionRoutes(app, { login: createLoginService({ ...deps, session }), session });
  passwordRoutes(app, createPasswordService(deps), deps.mailThrottle);

  app.get(
    '/api/user/account-info',
    {
      config: { access: 'any' },
      schema: {
        operationId: 'getAccountInfo',
        summary: "Get the signed-in user's account",
        response: { 200: accountInfoSchema },
      },
    },
    (request) => accountInfo(deps.db, authOf(request).userId),
  );
}
