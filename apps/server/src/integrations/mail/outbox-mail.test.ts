import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMail } from './create-mail';
import { createOutboxMail, listOutboxEmails } from './outbox-mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('outbox mail adapter', () => {
  it('stores the e-mail and prints its links in the server log', async () => {
    const info = vi.fn();
    const log = { info } as unknown as FastifyBaseLogger;
    const mail = createOutboxMail({ db: t.db, clock: t.clock, log });
    await mail.send({ to: 'a@example.com', subject: 'Hi', text: 'go https://x/y', links: ['https://x/y'] });
    expect(info).toHaveBeenCalledWith(
      { to: 'a@example.com', subject: 'Hi', links: ['https://x/y'] },
      expect.stringContaining('outbox'),
    );
    expect(await listOutboxEmails(t.db, 'a@example.com')).toEqual([
      {
        to: 'a@example.com',
        subject: 'Hi',
        text: 'go https://x/y',
        links: ['https://x/y'],
        sentAt: t.clock.now().toISOString(),
      },
    ]);
  });

  it('is the default only while SMTP_URL is unset', async () => {
    const outbox = createMail({ config: t.config, db: t.db, clock: t.clock, log: t.app.log });
    await outbox.send({ to: 'b@example.com', subject: 'S', text: 'T', links: [] });
    expect(await listOutboxEmails(t.db, 'b@example.com')).toHaveLength(1);
    const smtp = createMail({
      config: { ...t.config, smtpUrl: 'smtp://127.0.0.1:1' },
      db: t.db,
      clock: t.clock,
      log: t.app.log,
    });
    // Port 1 refuses the connection: the SMTP adapter was chosen and nothing reached the outbox.
    await expect(smtp.send({ to: 'c@example.com', subject: 'S', text: 'T', links: [] })).rejects.toThrow();
    expect(await listOutboxEmails(t.db, 'c@example.com')).toEqual([]);
  });
});
