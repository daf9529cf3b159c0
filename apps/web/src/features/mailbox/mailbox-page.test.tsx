import { outboxEmailSchema } from '@perkdesk/contracts';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requests } from '../../testing/mocks/requests';
import { notFound, respond } from '../../testing/mocks/respond';
import { server } from '../../testing/mocks/server';
import { renderScreen } from '../../testing/render-screen';
import { MailboxPage } from './mailbox-page';

const OUTBOX = '/api/testing-support/emails';
const renderMailbox = (path: string) =>
  renderScreen(<MailboxPage />, path, { namespaces: ['shell', 'profile', 'mailbox'] });

describe('MailboxPage', () => {
  it('lists the logged e-mails newest first, with clickable links, filtered by recipient', async () => {
    server.use(
      http.get(OUTBOX, () =>
        respond(z.array(outboxEmailSchema), [
          { to: 'a@x.io', subject: 'Older', text: 'x', links: [], sentAt: '2026-01-01T10:00:00.000Z' },
          {
            to: 'a@x.io',
            subject: 'Newer',
            text: 'Open http://localhost/user/active_account?token=t1 now',
            links: ['http://localhost/user/active_account?token=t1'],
            sentAt: '2026-01-02T10:00:00.000Z',
          },
        ]),
      ),
    );
    await renderMailbox('/dev/mailbox?to=a%40x.io');
    expect(await screen.findByText('Newer')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })[0]?.textContent).toBe('Mailbox');
    expect(screen.getByText(/no SMTP server is configured/)).toBeTruthy();
    const subjects = screen.getAllByText(/^(Older|Newer)$/).map((node) => node.textContent);
    expect(subjects).toEqual(['Newer', 'Older']);
    expect(
      screen.getAllByRole('link', { name: 'http://localhost/user/active_account?token=t1' }),
    ).toHaveLength(2);
    expect(requests.all()[0]?.path).toBe('/api/testing-support/emails?to=a%40x.io');
  });

  it('explains a 404: SMTP configured or not a loopback caller', async () => {
    server.use(http.get(OUTBOX, () => notFound()));
    await renderMailbox('/dev/mailbox');
    expect(await screen.findByText('The sandbox mailbox is not available here')).toBeTruthy();
    expect(screen.queryByText(/no SMTP server is configured/)).toBeNull();
  });
});
