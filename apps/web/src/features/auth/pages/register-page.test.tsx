import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { RegisterPage } from './register-page';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function fill(password = 'Str0ng#Pass') {
  const values: Record<string, string> = {
    'First name': 'Ann',
    'Last name': 'Baker',
    Username: 'ann',
    'E-mail': 'ann@example.com',
    Password: password,
    'Confirm password': password,
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('RegisterPage', () => {
  it('checks the password rules before calling the server', async () => {
    await renderPage(<RegisterPage />, '/user/register');
    fill('abc');
    expect(await screen.findByText('Password must be 8 to 30 characters long.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the first server violation of a 400', async () => {
    const violations = [
      { field: 'username', message: 'This username is already taken.' },
      { field: 'email', message: 'An account with this email already exists.' },
    ];
    fetchMock.mockResolvedValueOnce(
      answer(400, { status: 400, code: 'VALIDATION_FAILED', message: violations[0]?.message, violations }),
    );
    await renderPage(<RegisterPage />, '/user/register');
    fill();
    // Once in the form-level notice, once under the field.
    await waitFor(() => expect(screen.getAllByText('This username is already taken.')).toHaveLength(2));
    expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(1);
  });

  it('says "Cannot register" for any other failure', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { status: 500, code: 'INTERNAL_ERROR', message: 'x' }));
    await renderPage(<RegisterPage />, '/user/register');
    fill();
    expect(await screen.findByText('Cannot register')).toBeTruthy();
  });

  it('goes to the registration confirmation on success', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        id: '10000000000000000001',
        username: 'ann',
        email: 'ann@example.com',
        activated: false,
      }),
    );
    const router = await renderPage(<RegisterPage />, '/user/register');
    fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/registration-confirmation'));
    expect(router.state.location.state).toEqual({ email: 'ann@example.com' });
  });
});
