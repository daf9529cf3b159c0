import { emptyResponseSchema, resetTokenStateSchema } from '@perkdesk/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests, textBody } from '../../../testing/mocks/requests';
import { refuse, respond } from '../../../testing/mocks/respond';
import { server } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { ResetPasswordPage } from './reset-password-page';

const RESET = '/api/user/password/reset/:token';
const renderReset = (path: string) =>
  renderScreen(<ResetPasswordPage />, path, { namespaces: ['shell', 'profile', 'mailbox'] });
const linkState = (state: 'VALID' | 'EXPIRED' | 'USED' | 'INVALID') =>
  http.get(RESET, () => respond(resetTokenStateSchema, { state }));

describe('ResetPasswordPage', () => {
  it('treats a missing token as an invalid link', async () => {
    await renderReset('/user/reset-password');
    expect(await screen.findByText('This reset link is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/user/forgot-password',
    );
    expect(requests.all()).toHaveLength(0);
  });

  it.each([
    ['EXPIRED', 'This reset link has expired.'],
    ['USED', 'This reset link has already been used.'],
    ['INVALID', 'This reset link is invalid.'],
  ] as const)('shows the %s state', async (state, text) => {
    server.use(linkState(state));
    await renderReset('/user/reset-password?token=abc');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(requests.all()[0]?.path).toBe('/api/user/password/reset/abc');
  });

  it('sets the new password on a valid link', async () => {
    server.use(
      linkState('VALID'),
      http.post(RESET, () => respond(emptyResponseSchema, {})),
    );
    await renderReset('/user/reset-password?token=abc');
    fireEvent.input(await screen.findByLabelText('New password'), { target: { value: 'N3w#Secret' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'N3w#Secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeTruthy();
    expect(await textBody(requests.all()[1])).toBe(
      '{"password":"N3w#Secret","matchingPassword":"N3w#Secret"}',
    );
  });

  it('moves to the link state when the submit is refused for the token', async () => {
    server.use(
      linkState('VALID'),
      http.post(RESET, () => refuse(400, 'RESET_TOKEN_EXPIRED', 'This reset link has expired.')),
    );
    await renderReset('/user/reset-password?token=abc');
    fireEvent.input(await screen.findByLabelText('New password'), { target: { value: 'N3w#Secret' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'N3w#Secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This reset link has expired.')).toBeTruthy();
  });
});
