import { randomBytes } from 'node:crypto';
import type { ApiClient } from './http-client';

export interface SimulatedCustomer {
  email: string;
  name: string;
  phone: string;
  token: string;
}

const FIRST = [
  'Ava',
  'Liam',
  'Noah',
  'Emma',
  'Olivia',
  'Lucas',
  'Chloé',
  'Mia',
  'Ethan',
  'Zoé',
  'Amir',
  'Priya',
];
const LAST = ['Tremblay', 'Roy', 'Nguyen', 'Smith', 'Gagnon', 'Singh', 'Martin', 'Lee', 'Côté', 'Wilson'];
// Meets the password policy: classes, length, no three sequential characters.
const PASSWORD = 'Sim#Cust9e2w';

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;

/**
 * Registers a customer through the public API, activates the account with the link from the
 * outbox (GET /api/testing-support/emails, loopback only, while no SMTP server is configured),
 * and signs in.
 */
export async function registerCustomer(api: ApiClient, random: () => number): Promise<SimulatedCustomer> {
  const name = `${pick(FIRST, random)} ${pick(LAST, random)}`;
  const email = `sim-${randomBytes(6).toString('hex')}@customers.perkdesk.test`;
  const phone = `+1416555${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
  await api.call('POST', '/api/user/registration', {
    body: { name, email, password: PASSWORD, matchingPassword: PASSWORD, phone },
  });
  const mails = await api.call<{ links: string[] }[]>(
    'GET',
    `/api/testing-support/emails?to=${encodeURIComponent(email)}`,
  );
  // Customers activate on the storefront: /s/account/activate?token=….
  const link = mails.flatMap((mail) => mail.links).find((url) => url.includes('/s/account/activate?token='));
  if (!link) throw new Error(`No activation link was sent to ${email}.`);
  const token = new URL(link).searchParams.get('token') ?? '';
  await api.call('GET', `/api/user/active/${encodeURIComponent(token)}`);
  const login = await api.call<{ access_token: string }>('POST', '/api/login', {
    body: { username: email, password: PASSWORD },
  });
  return { email, name, phone, token: login.access_token };
}
