import type { MerchantRegistration, UserRegistration } from '@perkdesk/contracts';
import type { AccountsDeps } from './accounts-deps';
import { registerMerchant } from './register-merchant';
import { registerUser } from './register-user';

export function createRegistrationService(deps: AccountsDeps) {
  return {
    registerMerchant: (input: MerchantRegistration) => registerMerchant(deps, input),
    registerUser: (input: UserRegistration) => registerUser(deps, input),
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
