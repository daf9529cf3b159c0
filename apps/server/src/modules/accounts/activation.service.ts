import type { AccountsDeps } from './accounts-deps';
import { activateAccount } from './activate-account';
import { isActivated } from './is-activated';
import { resendActivationByEmail, resendActivationByToken } from './resend-activation';

export function createActivationService(deps: AccountsDeps) {
  return {
    activate: (rawToken: string) => activateAccount(deps, rawToken),
    resendByToken: (rawToken: string) => resendActivationByToken(deps, rawToken),
    resendByEmail: (email: string) => resendActivationByEmail(deps, email),
    isActivated: (id: string) => isActivated(deps, id),
  };
}
export type ActivationService = ReturnType<typeof createActivationService>;
