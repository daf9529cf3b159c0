import { type LoginResponse, loginResponseSchema, type Role } from '@perkdesk/contracts';
import { listOutboxEmails } from '../integrations/mail/outbox-mail';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { insertMerchant, insertUser } from '../modules/accounts/accounts.public';
import type { TestApp } from './test-app';

export const PASSWORD = 'Good#Pa55word';

let counter = 0;
/** A name no other test in the file uses. */
export const unique = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface TestAccount {
  id: string;
  username: string;
  email: string;
  password: string;
  merchantId: string | null;
}

/** An account written straight to the database: faster than the registration flow. */
export async function createAccount(
  t: TestApp,
  options: { role?: Role; activated?: boolean; password?: string; name?: string } = {},
): Promise<TestAccount> {
  const role = options.role ?? 'MERCHANT';
  const username = unique(role.toLowerCase());
  const email = `${username}@example.com`;
  const password = options.password ?? PASSWORD;
  const id = newId();
  const merchantId = role === 'MERCHANT' ? newId() : null;
  await insertUser(t.db, {
    id,
    role,
    username: role === 'MERCHANT' ? username : email,
    email,
    passwordHash: await hashPassword(password),
    firstName: role === 'MERCHANT' ? 'Ada' : null,
    lastName: role === 'MERCHANT' ? 'Lovelace' : null,
    name: options.name ?? (role === 'USER' ? 'Customer Name' : null),
    merchantId,
    activated: options.activated ?? true,
    createdAt: t.clock.now(),
  });
  if (merchantId) await insertMerchant(t.db, { id: merchantId, ownerUserId: id });
  return { id, username: role === 'MERCHANT' ? username : email, email, password, merchantId };
}

export async function login(t: TestApp, username: string, password = PASSWORD): Promise<LoginResponse> {
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return loginResponseSchema.parse(response.json());
}

/** A signed-in account of the role: its row and its tokens. */
export async function signedIn(t: TestApp, role: Role = 'MERCHANT') {
  const account = await createAccount(t, { role });
  const session = await login(t, account.username, account.password);
  return { ...account, session, headers: bearer(session.access_token) };
}

/** The outbox's mails to `to`, waiting up to 5 s for the first (a reset mails after its answer). */
export async function mailsTo(t: TestApp, to: string) {
  for (let waited = 0; ; waited += 20) {
    const mails = await listOutboxEmails(t.db, to);
    if (mails.length > 0 || waited >= 5_000) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token of the newest link mailed to `to`, from the local outbox. */
export async function mailedToken(t: TestApp, to: string): Promise<string> {
  const [mail] = await mailsTo(t, to);
  const link = mail?.links[0];
  if (!link) throw new Error(`no mail for ${to}`);
  return new URL(link).searchParams.get('token') ?? '';
}
