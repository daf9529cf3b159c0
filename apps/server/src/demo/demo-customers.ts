import type { Platform } from '@perkdesk/contracts';
import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { findUserByLogin, insertUser } from '../modules/accounts/accounts.public';
import { DEMO_PASSWORD } from './seed-demo';

// First name, last name, phone, the device they open the store on, and the share of the history
// played before their first order (so that new clients keep arriving). Usernames follow the order.
const CUSTOMERS: [string, string, string, Platform, number][] = [
  ['Amélie', 'Tremblay', '+15145550101', 'IOS', 0],
  ['Noah', 'Singh', '+14165550102', 'ANDROID', 0],
  ['Olivia', 'Chen', '+14165550103', 'IOS', 0],
  ['Liam', 'Gagnon', '+15145550104', 'WEB', 0],
  ['Sofia', 'Rossi', '+14165550105', 'ANDROID', 0],
  ['Ethan', 'Roy', '+15145550106', 'IOS', 0],
  ['Chloé', 'Bouchard', '+15145550107', 'IOS', 0.08],
  ['Arjun', 'Patel', '+14165550108', 'ANDROID', 0.15],
  ['Maya', 'Haddad', '+15145550109', 'WEB', 0.22],
  ['Lucas', 'Pelletier', '+15145550110', 'IOS', 0.3],
  ['Hana', 'Kim', '+14165550111', 'IOS', 0.37],
  ['Mateo', 'Silva', '+14165550112', 'ANDROID', 0.44],
  ['Zoé', 'Lavoie', '+15145550113', 'WEB', 0.52],
  ['Omar', 'Farah', '+14165550114', 'ANDROID', 0.6],
  ['Grace', 'Wong', '+14165550115', 'IOS', 0.67],
  ['Félix', 'Côté', '+15145550116', 'IOS', 0.74],
  ['Priya', 'Sharma', '+14165550117', 'ANDROID', 0.82],
  ['Daniel', 'Okafor', '+14165550118', 'WEB', 0.9],
];

export interface DemoCustomer {
  id: string;
  phone: string;
  platform: Platform;
  /** The share of the history played before their first order (0 to 1). */
  joins: number;
}

/** The demo customers (activated, with a phone), inserted once and found again by username. */
export async function demoCustomers(db: Db, now: Date): Promise<DemoCustomer[]> {
  const found: DemoCustomer[] = [];
  let passwordHash: string | null = null;
  for (const [index, [firstName, lastName, phone, platform, joins]] of CUSTOMERS.entries()) {
    const username = `demo-customer-${index + 1}`;
    const known = await findUserByLogin(db, username);
    if (known) {
      found.push({ id: known.id, phone, platform, joins });
      continue;
    }
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const row = await insertUser(db, {
      id: newId(now.getTime()),
      role: 'USER',
      username,
      email: `${username}@perkdesk.local`,
      passwordHash,
      firstName,
      lastName,
      phone,
      activated: true,
    });
    found.push({ id: row.id, phone, platform, joins });
  }
  return found;
}
