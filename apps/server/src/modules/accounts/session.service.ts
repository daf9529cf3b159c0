import type { AccountsDeps } from './accounts-deps';
import { logout } from './logout';
import { refreshSession } from './refresh-session';
import { startSession } from './start-session';
import type { UserRow } from './users.repository';

/** Token pairs: a login starts a session family; each refresh rotates within it (contract §2 Tokens). */
export function createSessionService(deps: AccountsDeps) {
  return {
    start: (user: UserRow) => startSession(deps, user),
    refresh: (rawToken: string) => refreshSession(deps, rawToken),
    logout: (rawToken: string) => logout(deps, rawToken),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
