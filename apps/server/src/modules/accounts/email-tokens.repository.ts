import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens } from '../../db/schema/index';

export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type EmailTokenKind = EmailTokenRow['kind'];

export async function insertEmailToken(db: Executor, token: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(token);
}

export async function findEmailToken(
  db: Executor,
  kind: EmailTokenKind,
  tokenHash: string,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.kind, kind), eq(emailTokens.tokenHash, tokenHash)));
  return row;
}

/** Voids the account's unused tokens of a kind: a newer mail replaces the older ones. */
export async function voidOpenTokens(
  db: Executor,
  userId: string,
  kind: EmailTokenKind,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ voidedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        isNull(emailTokens.voidedAt),
      ),
    );
}

/** Marks a token used, unless another request used or voided it first. True when this call won. */
export async function markTokenUsed(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), isNull(emailTokens.voidedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}
