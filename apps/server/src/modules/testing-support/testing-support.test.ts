import { outboxEmailSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOutboxMail } from '../../integrations/mail/outbox-mail';
import { signedIn } from '../../test/account-fixtures';
import { startFakeStripe } from '../../test/fake-stripe/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSandboxPayments } from '../payments/sandbox-payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const emails = (query = '', remoteAddress = '127.0.0.1', app = t) =>
  app.app.inject({ url: `/api/testing-support/emails${query}`, remoteAddress });

describe('GET /api/testing-support/emails', () => {
  it('lists the outbox newest first, filtered by recipient regardless of case', async () => {
    const mail = { to: 'Box@Example.com', subject: 'First', text: 'one https://a', links: ['https://a'] };
    const outbox = createOutboxMail({ db: t.db, clock: t.clock, log: t.app.log });
    await outbox.send(mail);
    t.clock.advance(1000);
    await outbox.send({ ...mail, subject: 'Second' });
    await outbox.send({ ...mail, to: 'other@example.com', subject: 'Other' });

    const response = await emails('?to=box@example.com');
    expect(response.statusCode).toBe(200);
    const list = z.array(outboxEmailSchema).parse(response.json());
    expect(list.map((item) => item.subject)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ to: 'Box@Example.com', links: ['https://a'], text: 'one https://a' });
    expect((await emails()).json()).toHaveLength(3);
  });

  it('answers loopback callers only: 127.0.0.0/8, ::1 and IPv4-mapped loopback', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await emails('', address)).statusCode).toBe(200);
    }
    for (const address of ['10.0.0.1', '192.168.1.5', '::ffff:10.0.0.1', '2001:db8::1']) {
      const response = await emails('', address);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses requests relayed for, or claiming to be relayed for, another address', async () => {
    for (const forwarded of ['10.0.0.1', '127.0.0.1, 198.51.100.4']) {
      const response = await t.app.inject({
        url: '/api/testing-support/emails',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers everyone with MAILBOX_PUBLIC=1', async () => {
    const open = await createTestApp({ env: { MAILBOX_PUBLIC: '1' } });
    try {
      expect((await emails('', '10.0.0.1', open)).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('does not exist when SMTP_URL is set', async () => {
    const smtp = await createTestApp({ env: { SMTP_URL: 'smtp://localhost:2525' } });
    try {
      expect((await emails('', '127.0.0.1', smtp)).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});

describe('POST /api/testing-support/payment-intent/confirm/{clientSecret}[/{cardId}]', () => {
  const confirm = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/testing-support/payment-intent/confirm/${url}`, headers });

  it('pays a sandbox intent for any signed-in caller; declined keeps it unpaid; unknown is 404; canceled is 400', async () => {
    const payments = createSandboxPayments({ appOrigin: 'http://app.test', db: t.db, clock: t.clock });
    const intent = await payments.createIntent(1234, 'cad', 'acct_sbx_1', 50, 'order-1');
    expect(intent.clientSecret).toMatch(/^pi_sbx_[0-9a-f]{16}_secret_[0-9a-f]{24}$/);
    const merchant = await signedIn(t);

    const declined = await confirm(`${intent.clientSecret}/card_visa?outcome=declined`, merchant.headers);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ status: 'requires_payment_method' });
    expect((await payments.getIntent('acct_sbx_1', intent.id))?.status).toBe('requires_payment_method');

    const paid = await confirm(intent.clientSecret, merchant.headers);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect((await confirm(intent.clientSecret, merchant.headers)).json()).toEqual({ status: 'succeeded' });

    expect((await confirm('pi_sbx_nope_secret_nope', merchant.headers)).statusCode).toBe(404);
    expect((await confirm(intent.clientSecret, {})).statusCode).toBe(401);

    const other = await payments.createIntent(500, 'cad', 'acct_sbx_1', 0, 'order-2');
    await payments.cancelIntent('acct_sbx_1', other.id);
    const canceled = await confirm(other.clientSecret, merchant.headers);
    expect(canceled.statusCode).toBe(400);
    expect(canceled.json()).toMatchObject({ code: 'INVALID_STATUS' });
  });

  it('refunds are immediate, in full once', async () => {
    const payments = createSandboxPayments({ appOrigin: 'http://app.test', db: t.db, clock: t.clock });
    const intent = await payments.createIntent(1000, 'cad', 'acct_sbx_2', 0, 'order-3');
    await expect(payments.refund('acct_sbx_2', intent.id)).rejects.toMatchObject({ code: 'PROVIDER_ERROR' });
    const merchant = await signedIn(t);
    await confirm(intent.clientSecret, merchant.headers);
    expect((await payments.refund('acct_sbx_2', intent.id, 300)).amountCents).toBe(300);
    expect((await payments.refund('acct_sbx_2', intent.id)).amountCents).toBe(700);
    expect((await payments.refund('acct_sbx_2', intent.id)).amountCents).toBe(1000);
    await expect(payments.refund('acct_sbx_2', intent.id, 1)).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
    });
    // Another account does not see the intent.
    expect(await payments.getIntent('acct_sbx_other', intent.id)).toBeNull();
  });

  it('does not exist while Stripe is the provider', async () => {
    const fake = await startFakeStripe();
    const stripe = await createTestApp({ env: fake.env });
    try {
      const merchant = await signedIn(stripe);
      const response = await stripe.app.inject({
        method: 'POST',
        url: '/api/testing-support/payment-intent/confirm/pi_x_secret_y',
        headers: merchant.headers,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await stripe.close();
      await fake.close();
    }
  });
});
