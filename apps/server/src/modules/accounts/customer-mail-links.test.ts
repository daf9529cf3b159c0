import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxEmails } from '../../integrations/mail/outbox-mail';
import { createAccount, mailsTo, PASSWORD, unique } from '../../test/account-fixtures';
import { createTestApp, TEST_APP_ORIGIN, type TestApp } from '../../test/test-app';

// Customers finish activation and password resets on the storefront (docs/adr/0012-storefront-app.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a customer's e-mailed links land on the storefront", () => {
  it('activation: /s/account/activate?token=…, and the token activates the account', async () => {
    const email = `${unique('cust')}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/registration',
      payload: { name: 'Grace Hopper', email, password: PASSWORD, matchingPassword: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await listOutboxEmails(t.db, email);
    expect(mail?.links[0]).toMatch(new RegExp(`^${TEST_APP_ORIGIN}/s/account/activate\\?token=[\\w-]{43}$`));
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token');
    const activated = await t.app.inject({ url: `/api/user/active/${token}` });
    expect(activated.json()).toMatchObject({ status: 'ACTIVATED' });
  });

  it('reset: /s/account/reset?token=… for a customer, the back-office page for a merchant', async () => {
    const customer = await createAccount(t, { role: 'USER' });
    const merchant = await createAccount(t, { role: 'MERCHANT' });
    for (const account of [customer, merchant]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/user/password/reset',
        payload: { email: account.email },
      });
    }
    const [customerMail] = await mailsTo(t, customer.email);
    expect(customerMail?.links[0]).toMatch(
      new RegExp(`^${TEST_APP_ORIGIN}/s/account/reset\\?token=[\\w-]{43}$`),
    );
    const [merchantMail] = await mailsTo(t, merchant.email);
    expect(merchantMail?.links[0]).toMatch(new RegExp(`^${TEST_APP_ORIGIN}/user/reset-password\\?token=`));
  });
});
