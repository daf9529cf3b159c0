import { LOGIN_THROTTLE } from '@perkdesk/domain';
import { loginAttackMail, sendAfterCommit } from './account-mails';
import type { AccountsDeps } from './accounts-deps';
import { recentFailures } from './login-failures.repository';
import { hitsSince, recordHits } from './throttle-hits.repository';
import type { UserRow } from './users.repository';

/**
 * Failures on one account from every address, in the login window, that make its owner hear of
 * it. Far above the per-address limit: they never lock the account (a guessing crowd must not lock
 * a merchant out of its own shop), they only warn, at most once per window.
 */
export const ACCOUNT_NOTICE_FAILURES = 50;

export const accountFailureKey = (userId: string) => `account:${userId}`;

export async function noticeLoginAttack(ctx: AccountsDeps, user: UserRow, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const failures = await recentFailures(ctx.db, accountFailureKey(user.id), since, ACCOUNT_NOTICE_FAILURES);
  if (failures.length < ACCOUNT_NOTICE_FAILURES) return;
  const noticeKey = `login-notice:${user.id}`;
  if ((await hitsSince(ctx.db, noticeKey, since)) > 0) return;
  await recordHits(ctx.db, [noticeKey], now, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  await sendAfterCommit(ctx, loginAttackMail(ctx.appOrigin, user.email, failures.length));
}
