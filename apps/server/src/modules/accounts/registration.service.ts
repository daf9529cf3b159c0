import {
  EMAIL_TAKEN_MESSAGE,
  type MerchantRegistration,
  REFERRAL_NOT_FOUND_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type UserRegistration,
  type Violation,
} from '@perkdesk/contracts';
import { ACTIVATION_TOKEN_TTL_MS } from '@perkdesk/domain';
import { validationFailed } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/pg-errors';
import { activationMail, sendAfterCommit } from './account-mails';
import type { AccountsDeps } from './accounts-deps';
import { issueEmailToken } from './email-token-issuer';
import { findTaken, findUserById, insertMerchant, insertUser, type NewUser } from './users.repository';

/** Field names the violations use: a customer has no username field, their e-mail is the username. */
interface Fields {
  username: 'username' | 'email';
}

export function createRegistrationService(deps: AccountsDeps) {
  const { db, clock } = deps;

  const takenViolations = (taken: { username: boolean; email: boolean }, fields: Fields): Violation[] => {
    const violations: Violation[] = [];
    const usernameMessage = fields.username === 'email' ? EMAIL_TAKEN_MESSAGE : USERNAME_TAKEN_MESSAGE;
    if (taken.username) violations.push({ field: fields.username, message: usernameMessage });
    if (taken.email && !(taken.username && fields.username === 'email')) {
      violations.push({ field: 'email', message: EMAIL_TAKEN_MESSAGE });
    }
    return violations;
  };

  /** Creates the account and its activation token in one transaction, then mails the link. */
  const register = async (user: Omit<NewUser, 'id' | 'passwordHash'>, password: string, fields: Fields) => {
    const taken = await findTaken(db, user.username, user.email);
    const violations = takenViolations(taken, fields);
    if (violations.length > 0) throw validationFailed(violations);

    const now = clock.now();
    const id = newId();
    const passwordHash = await hashPassword(password);
    let token: string;
    try {
      token = await db.transaction(async (tx) => {
        await insertUser(tx, { ...user, id, passwordHash, activated: false, createdAt: now, updatedAt: now });
        if (user.merchantId)
          await insertMerchant(tx, { id: user.merchantId, ownerUserId: id, createdAt: now });
        return issueEmailToken(tx, { userId: id, kind: 'ACTIVATION', now, ttlMs: ACTIVATION_TOKEN_TTL_MS });
      });
    } catch (error) {
      // Two registrations racing past the check above: the unique index decides.
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      const raced = { username: constraint.includes('username'), email: constraint.includes('email') };
      throw validationFailed(takenViolations(raced, fields));
    }
    await sendAfterCommit(deps, activationMail(deps.appOrigin, user.email, token));
    return { id, username: user.username, email: user.email, activated: false };
  };

  return {
    registerMerchant(input: MerchantRegistration) {
      const { firstName, lastName, username, email, password } = input;
      const merchantId = newId();
      return register({ role: 'MERCHANT', username, email, firstName, lastName, merchantId }, password, {
        username: 'username',
      });
    },

    async registerUser(input: UserRegistration) {
      const { name, email, password, phone, referralUserId } = input;
      if (referralUserId) {
        const referrer = await findUserById(db, referralUserId);
        if (referrer?.role !== 'USER') {
          throw validationFailed([{ field: 'referralUserId', message: REFERRAL_NOT_FOUND_MESSAGE }]);
        }
      }
      const user = { role: 'USER' as const, username: email, email, name, phone, referralUserId };
      return register(user, password, { username: 'email' });
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
