import { EMAIL_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE, type Violation } from '@perkdesk/contracts';
import { ACTIVATION_TOKEN_TTL_MS } from '@perkdesk/domain';
import { validationFailed } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/pg-errors';
import { activationMail, sendAfterCommit } from './account-mails';
import type { AccountsDeps } from './accounts-deps';
import { issueEmailToken } from './email-token-issuer';
import { findTaken, insertMerchant, insertUser, type NewUser } from './users.repository';

/** Field names the violations use: a customer has no username field, their e-mail is the username. */
export interface RegistrationFields {
  username: 'username' | 'email';
}

function takenViolations(
  taken: { username: boolean; email: boolean },
  fields: RegistrationFields,
): Violation[] {
  const violations: Violation[] = [];
  const usernameMessage = fields.username === 'email' ? EMAIL_TAKEN_MESSAGE : USERNAME_TAKEN_MESSAGE;
  if (taken.username) violations.push({ field: fields.username, message: usernameMessage });
  if (taken.email && !(taken.username && fields.username === 'email')) {
    violations.push({ field: 'email', message: EMAIL_TAKEN_MESSAGE });
  }
  return violations;
}

/** Creates the account and its activation token in one transaction, then mails the link. */
export async function registerAccount(
  ctx: AccountsDeps,
  user: Omit<NewUser, 'id' | 'passwordHash'>,
  password: string,
  fields: RegistrationFields,
) {
  const { db } = ctx;
  const taken = await findTaken(db, user.username, user.email);
  const violations = takenViolations(taken, fields);
  if (violations.length > 0) throw validationFailed(violations);

  const now = ctx.clock.now();
  const id = newId();
  const passwordHash = await hashPassword(password);
  let token: string;
  try {
    token = await db.transaction(async (tx) => {
      await insertUser(tx, { ...user, id, passwordHash, activated: false, createdAt: now, updatedAt: now });
      if (user.merchantId) await insertMerchant(tx, { id: user.merchantId, ownerUserId: id, createdAt: now });
      return issueEmailToken(tx, { userId: id, kind: 'ACTIVATION', now, ttlMs: ACTIVATION_TOKEN_TTL_MS });
    });
  } catch (error) {
    // Two registrations racing past the check above: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    const raced = { username: constraint.includes('username'), email: constraint.includes('email') };
    throw validationFailed(takenViolations(raced, fields));
  }
  await sendAfterCommit(ctx, activationMail(ctx.appOrigin, user.email, token, user.role));
  return { id, username: user.username, email: user.email, activated: false };
}
