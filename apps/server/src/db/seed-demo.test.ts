import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { merchants } from './schema/index';
import {
  DEMO_EMAIL,
  DEMO_MERCHANT_NAME,
  DEMO_PASSWORD,
  DEMO_USERNAME,
  seedAdmin,
  seedDemo,
} from './seed-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: 'admin@perkdesk.local', ADMIN_PASSWORD: 'Admin#Perk2026' } });
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('creates the activated demo merchant once, into an empty database', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    const session = await login(t, DEMO_USERNAME, DEMO_PASSWORD);
    expect(session).toMatchObject({ role: 'MERCHANT', isMerchant: true });
    expect((await login(t, DEMO_EMAIL, DEMO_PASSWORD)).id).toBe(session.id);
    const [merchant] = await t.db.select().from(merchants).where(eq(merchants.id, session.merchantID!));
    expect(merchant?.name).toBe(DEMO_MERCHANT_NAME);
  });
});

describe('seedAdmin', () => {
  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD once', async () => {
    await seedAdmin(t.db, t.config, t.app.log);
    await seedAdmin(t.db, t.config, t.app.log);
    const session = await login(t, 'admin@perkdesk.local', 'Admin#Perk2026');
    expect(session).toMatchObject({ role: 'ADMIN', isMerchant: false, merchantID: null });
    const merchantPortal = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin@perkdesk.local', password: 'Admin#Perk2026', portal: 'MERCHANT' },
    });
    expect(merchantPortal.json().code).toBe('BAD_CREDENTIALS');
  });
});
