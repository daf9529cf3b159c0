import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/testing/render-page';
import { MailboxPage } from './mailbox-page';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('MailboxPage', () => {
  it('lists the logged e-mails newest first, with clickable links, filtered by recipient', async () => {
    fetchMock.mockResolvedValue(
      answer(200, [
        { to: 'a@x.io', subject: 'Older', text: 'x', links: [], sentAt: '2026-01-01T10:00:00.000Z' },
        {
          to: 'a@x.io',
          subject: 'Newer',
          text: 'Open http://localhost/user/active_account?token=t1 now',
          links: ['http://localhost/user/active_account?token=t1'],
          sentAt: '2026-01-02T10:00:00.000Z',
        },
      ]),
    );
    await renderPage(<MailboxPage />, '/dev/mailbox?to=a%40x.io');
    expect(await screen.findByText('Newer')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })[0]?.textContent).toBe('Mailbox');
    expect(screen.getByText(/no SMTP server is configured/)).toBeTruthy();
    const subjects = screen.getAllByText(/^(Older|Newer)$/).map((node) => node.textContent);
    expect(subjects).toEqual(['Newer', 'Older']);
    expect(
      screen.getAllByRole('link', { name: 'http://localhost/user/active_account?token=t1' }),
    ).toHaveLength(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/testing-support/emails?to=a%40x.io');
  });

  it('explains a 404: SMTP configured or not a loopback caller', async () => {
    fetchMock.mockResolvedValue(answer(404, { status: 404, code: 'NOT_FOUND', message: 'Not found.' }));
    await renderPage(<MailboxPage />, '/dev/mailbox');
    expect(await screen.findByText('The sandbox mailbox is not available here')).toBeTruthy();
    expect(screen.queryByText(/no SMTP server is configured/)).toBeNull();
  });
});
