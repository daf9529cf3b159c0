import { LOGIN_THROTTLED_MESSAGE, type LoginRequest, type LoginResponse } from '@perkdesk/contracts';
import { LOGIN_THROTTLE, loginLockout } from '@perkdesk/domain';
import { AppError } from '../../lib/app-error';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import type { AccountsDeps } from './accounts-deps';
import { accountFailureKey, noticeLoginAttack } from './login-attack-notice';
import { clearFailures, recentFailures, recordFailure } from './login-failures.repository';
import type { SessionService } from './session.service';
import { findUserByLogin, type UserRow } from './users.repository';

/**
 * Failures are counted in the database, not in memory, so the limits hold across server
 * instances. A known account is counted under its id, so its username and e-mail share one count.
 * The lock is per (account, address) and per address: failures from elsewhere never lock out the
 * owner signing in from its own address; many of them only warn the owner (login-attack-notice).
 */
const accountKey = (user: UserRow | undefined, login: string) =>
  user ? accountFailureKey(user.id) : `login:${login.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

export function createLoginService(deps: AccountsDeps & { session: SessionService }) {
  const { db, clock, session } = deps;

  const refuseIfLocked = async (key: string, limit: number, now: Date) => {
    const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
    const lockout = loginLockout(await recentFailures(db, key, since, limit), now, limit);
    if (lockout.locked) {
      throw new AppError('TOO_MANY_REQUESTS', LOGIN_THROTTLED_MESSAGE, undefined, {
        'retry-after': String(lockout.retryAfterSeconds),
      });
    }
  };

  return {
    async login(input: LoginRequest, clientAddress: string): Promise<LoginResponse> {
      const now = clock.now();
      const user = await findUserByLogin(db, input.username);
      const pairKey = `${accountKey(user, input.username)}|${addressKey(clientAddress)}`;
      await refuseIfLocked(pairKey, LOGIN_THROTTLE.maxFailuresPerUsername, now);
      await refuseIfLocked(addressKey(clientAddress), LOGIN_THROTTLE.maxFailuresPerAddress, now);

      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      // The merchant portal refuses other roles exactly like a wrong password, so it reveals nothing.
      if (!user || !valid || (input.portal === 'MERCHANT' && user.role !== 'MERCHANT')) {
        const keys = [pairKey, addressKey(clientAddress), ...(user ? [accountFailureKey(user.id)] : [])];
        await recordFailure(db, keys, now, new Date(now.getTime() - LOGIN_THROTTLE.windowMs));
        if (user) await noticeLoginAttack(deps, user, now);
        throw new AppError('BAD_CREDENTIALS');
      }
      if (!user.activated) throw new AppError('ACCOUNT_NOT_ACTIVATED');
      await clearFailures(db, [pairKey]);
      return session.start(user);
    },
  };
}
