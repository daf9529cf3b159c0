import { REFERRAL_MESSAGES } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import { validationFailed } from '../../lib/app-error';
import { findUserById, type UserRow } from '../accounts/accounts.public';

// Referral chains are short; this bound only protects the walk from corrupt data.
const MAX_CHAIN = 100;
const refuse = (message: string) => validationFailed([{ field: 'referralUserId', message }]);

/**
 * A referrer can be set once. It must be an existing customer other than the caller, and the
 * caller must not already be up its chain (contract §2 Profile).
 */
export async function checkReferral(db: Db, user: UserRow, referralUserId: string): Promise<void> {
  if (user.referralUserId) throw refuse(REFERRAL_MESSAGES.alreadySet);
  if (referralUserId === user.id) throw refuse(REFERRAL_MESSAGES.self);
  const referrer = await findUserById(db, referralUserId);
  if (referrer?.role !== 'USER') throw refuse(REFERRAL_MESSAGES.notFound);
  let current: UserRow | undefined = referrer;
  for (let depth = 0; current?.referralUserId && depth < MAX_CHAIN; depth++) {
    if (current.referralUserId === user.id) throw refuse(REFERRAL_MESSAGES.cycle);
    current = await findUserById(db, current.referralUserId);
  }
}
