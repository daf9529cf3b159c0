import { REFERRAL_NOT_FOUND_MESSAGE, type UserRegistration } from '@perkdesk/contracts';
import { validationFailed } from '../../lib/app-error';
import type { AccountsDeps } from './accounts-deps';
import { registerAccount } from './register-account';
import { findUserById } from './users.repository';

/** A customer account: the e-mail is the username; a referrer, when given, must be a customer. */
export async function registerUser(ctx: AccountsDeps, input: UserRegistration) {
  const { name, email, password, phone, referralUserId } = input;
  if (referralUserId) {
    const referrer = await findUserById(ctx.db, referralUserId);
    if (referrer?.role !== 'USER') {
      throw validationFailed([{ field: 'referralUserId', message: REFERRAL_NOT_FOUND_MESSAGE }]);
    }
  }
  const user = { role: 'USER' as const, username: email, email, name, phone, referralUserId };
  return registerAccount(ctx, user, password, { username: 'email' });
}
