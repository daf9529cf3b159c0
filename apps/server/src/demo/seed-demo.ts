import { checkPassword } from '@perkdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { StoragePort } from '../integrations/storage/storage-port';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { countUsers, findUserByLogin, insertMerchant, insertUser } from '../modules/accounts/accounts.public';
import { savePaymentAccount } from '../modules/payments/payments.public';
import { storeDemoImages } from './demo-images';
import { seedDemoBusiness } from './seed-demo-business';
import { DEMO_MENU_IMAGES, seedDemoMenu } from './seed-demo-menu';
import { seedDemoPromotions } from './seed-demo-promotions';

/** The demo merchant's login; fixed so that docs, e2e tests and people can rely on it. */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'Demo#Perk2026';
export const DEMO_EMAIL = 'demo@perkdesk.local';
export const DEMO_MERCHANT_NAME = 'Perkdesk Demo Café';
export const DEMO_PAYMENT_ACCOUNT_ID = 'acct_sbx_demo';

/**
 * Seeds the activated demo merchant, its business profile, two stores and their delivery rules,
 * its menu, its perks and a payment account connected to the sandbox into an empty database
 * (DEMO_DATA=1).
 * True when it did. With `storage`, the menu gets its generated pictures.
 */
export async function seedDemo(db: Db, options: { storage?: StoragePort } = {}): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const userId = newId();
  const merchantId = newId();
  const now = new Date();
  // Both run on libuv's thread pool: the password hash and the pictures overlap.
  const [passwordHash, imageUrls] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    options.storage
      ? storeDemoImages(options.storage, merchantId, DEMO_MENU_IMAGES)
      : new Map<string, string>(),
  ]);
  await db.transaction(async (tx) => {
    await insertUser(tx, {
      id: userId,
      role: 'MERCHANT',
      username: DEMO_USERNAME,
      email: DEMO_EMAIL,
      passwordHash,
      firstName: 'Demo',
      lastName: 'Merchant',
      merchantId,
      activated: true,
    });
    await insertMerchant(tx, { id: merchantId, ownerUserId: userId, name: DEMO_MERCHANT_NAME });
    const { storeIds } = await seedDemoBusiness(tx, merchantId, now);
    await seedDemoMenu(tx, merchantId, storeIds, now, imageUrls);
    await seedDemoPromotions(tx, merchantId, storeIds, now);
    // The demo merchant's stores are visible to customers at once (contract §4 Visibility).
    await savePaymentAccount(tx, {
      merchantId,
      provider: 'sandbox',
      accountId: DEMO_PAYMENT_ACCOUNT_ID,
      connected: true,
      chargesEnabled: true,
      connectedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
  return true;
}

/** Creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD when no account has that e-mail yet. */
export async function seedAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail || !adminPassword) return;
  if (await findUserByLogin(db, adminEmail)) return;
  if (checkPassword(adminPassword).length > 0) {
    log.warn('ADMIN_PASSWORD does not meet the password policy; the admin account is created anyway');
  }
  await insertUser(db, {
    id: newId(),
    role: 'ADMIN',
    username: adminEmail,
    email: adminEmail,
    passwordHash: await hashPassword(adminPassword),
    activated: true,
  });
  log.info({ email: adminEmail }, 'admin account created');
}
