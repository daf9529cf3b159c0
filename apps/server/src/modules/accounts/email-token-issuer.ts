import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { type EmailTokenKind, insertEmailToken, voidOpenTokens } from './email-tokens.repository';

/** Issues a fresh e-mail token and voids the account's older ones of the same kind. Returns the raw token. */
export async function issueEmailToken(
  db: Executor,
  options: { userId: string; kind: EmailTokenKind; now: Date; ttlMs: number },
): Promise<string> {
  const { userId, kind, now, ttlMs } = options;
  await voidOpenTokens(db, userId, kind, now);
  const token = newSecretToken();
  await insertEmailToken(db, {
    id: newId(),
    userId,
    kind,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}
