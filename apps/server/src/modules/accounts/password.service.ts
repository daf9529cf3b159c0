import type { AccountsDeps } from './accounts-deps';
import { resetPassword } from './reset-password';
import { resetTokenState } from './reset-token-state';
import { startPasswordReset } from './start-password-reset';
import { verifyCurrentPassword } from './verify-current-password';

export function createPasswordService(deps: AccountsDeps) {
  return {
    startReset: (email: string) => startPasswordReset(deps, email),
    resetState: (rawToken: string) => resetTokenState(deps, rawToken),
    resetPassword: (rawToken: string, password: string) => resetPassword(deps, rawToken, password),
    verify: (userId: string, password: string) => verifyCurrentPassword(deps, userId, password),
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
