import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { merchants, users } from '../../db/schema/index';
import { preparedPerHandle } from '../../lib/prepared';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const lowerEquals = (column: SQL | typeof users.username | typeof users.email, value: string) =>
  eq(sql`lower(${column})`, value.toLowerCase());

const userById = preparedPerHandle((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id'),
);

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await userById(db).execute({ id });
  return user;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(lowerEquals(users.email, email));
  return user;
}

/**
 * The account a login names, by username or e-mail, regardless of case. When one account's
 * username is another's e-mail, the username wins: it is the name the account chose.
 */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(or(lowerEquals(users.username, login), lowerEquals(users.email, login)));
  const lower = login.toLowerCase();
  return rows.find((row) => row.username.toLowerCase() === lower) ?? rows[0];
}

/** Which of a username and an e-mail already belong to an account (case-insensitive). */
export async function findTaken(db: Executor, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(lowerEquals(users.username, username), lowerEquals(users.email, email)));
  return {
    username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row as UserRow;
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<NewUser>,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row as UserRow;
}

export async function insertMerchant(db: Executor, merchant: typeof merchants.$inferInsert): Promise<void> {
  await db.insert(merchants).values(merchant);
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
