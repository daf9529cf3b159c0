import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { ResetPasswordPage } from './reset-password-page';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ResetPasswordPage', () => {
  it('treats a missing token as an invalid link', async () => {
    await renderPage(<ResetPasswordPage />, '/user/reset-password');
    expect(await screen.findByText('This reset link is invalid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/user/forgot-password',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['EXPIRED', 'This reset link has expired.'],
    ['USED', 'This reset link has already been used.'],
    ['INVALID', 'This reset link is invalid.'],
  ])('shows the %s state', async (state, text) => {
    fetchMock.mockResolvedValueOnce(answer(200, { state }));
    await renderPage(<ResetPasswordPage />, '/user/reset-password?token=abc');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/password/reset/abc');
  });

  it('sets the new password on a valid link', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { state: 'VALID' })).mockResolvedValueOnce(answer(200, {}));
    await renderPage(<ResetPasswordPage />, '/user/reset-password?token=abc');
    fireEvent.input(await screen.findByLabelText('New password'), { target: { value: 'N3w#Secret' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'N3w#Secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(
      '{"password":"N3w#Secret","matchingPassword":"N3w#Secret"}',
    );
  });

  it('moves to the link state when the submit is refused for the token', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { state: 'VALID' }))
      .mockResolvedValueOnce(
        answer(400, { status: 400, code: 'RESET_TOKEN_EXPIRED', message: 'This reset link has expired.' }),
      );
    await renderPage(<ResetPasswordPage />, '/user/reset-password?token=abc');
    fireEvent.input(await screen.findByLabelText('New password'), { target: { value: 'N3w#Secret' } });
    fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'N3w#Secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This reset link has expired.')).toBeTruthy();
  });
});
