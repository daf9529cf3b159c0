import { outboxEmailSchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOutboxMail } from '../../integrations/mail/outbox-mail';
import { createTestApp, type TestApp } from '../../test/test-app';

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
