import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { findUserByLogin, insertUser } from '../modules/accounts/accounts.public';
import { DEMO_PASSWORD } from './seed-demo';

const CUSTOMERS = [
  { username: 'demo-customer-1', firstName: 'Amélie', lastName: 'Tremblay', phone: '+15145550101' },
  { username: 'demo-customer-2', firstName: 'Noah', lastName: 'Singh', phone: '+14165550102' },
  { username: 'demo-customer-3', firstName: 'Olivia', lastName: 'Chen', phone: '+14165550103' },
  { username: 'demo-customer-4', firstName: 'Liam', lastName: 'Gagnon', phone: '+15145550104' },
  { username: 'demo-customer-5', firstName: 'Sofia', lastName: 'Rossi', phone: '+14165550105' },
  { username: 'demo-customer-6', firstName: 'Ethan', lastName: 'Roy', phone: '+15145550106' },
];

export interface DemoCustomer {
  id: string;
  phone: string;
}

/** The demo customers (activated, with a phone), inserted once and found again by username. */
export async function demoCustomers(db: Db, now: Date): Promise<DemoCustomer[]> {
  const found: DemoCustomer[] = [];
  let passwordHash: string | null = null;
  for (const customer of CUSTOMERS) {
    const known = await findUserByLogin(db, customer.username);
    if (known) {
      found.push({ id: known.id, phone: customer.phone });
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const row = await insertUser(db, {
      id: newId(now.getTime()),
      role: 'USER',
      username: customer.username,
      email: `${customer.username}@perkdesk.local`,
      passwordHash,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      activated: true,
    });
    found.push({ id: row.id, phone: customer.phone });
  }
  return found;
}
