import { loginResponseSchema } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAuth } from '../../../lib/session';
import { jsonBody, requests } from '../../../testing/mocks/requests';
import { refuse, respond } from '../../../testing/mocks/respond';
import { server } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { LoginPage } from './login-page';

// No query client: the login route is outside every `withQueries` layout.
const renderLogin = (path: string) =>
  renderScreen(<LoginPage />, path, { queries: false, namespaces: ['shell', 'profile', 'mailbox'] });

const answerLogin = (answer: () => Response) => server.use(http.post('/api/login', answer));

async function submit(username: string, password: string) {
  fireEvent.input(screen.getByLabelText('Username or e-mail'), { target: { value: username } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('asks for both fields without calling the server', async () => {
    await renderLogin('/user/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Specify your username and password')).toBeTruthy();
    expect(requests.all()).toHaveLength(0);
  });

  it('asks again while a field stays empty, and stops asking once both are given', async () => {
    await renderLogin('/user/login');
    await submit('   ', 'Secret#1x');
    expect(await screen.findByText('Specify your username and password')).toBeTruthy();
    expect(screen.getByLabelText('Username or e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(screen.getByLabelText('Username or e-mail'), { target: { value: 'ann' } });
    await waitFor(() => expect(screen.queryByText('Specify your username and password')).toBeNull());
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '' } });
    expect(await screen.findByText('Specify your username and password')).toBeTruthy();
    expect(requests.all()).toHaveLength(0);
  });

  it.each([
    [() => refuse(400, 'BAD_CREDENTIALS', 'Bad credentials'), 'Bad credentials'],
    [() => refuse(401, 'UNAUTHORIZED', 'Unauthorized'), 'Unauthorized'],
    [
      () => refuse(429, 'TOO_MANY_REQUESTS', 'Too many login attempts. Try again later.'),
      'Too many login attempts. Try again later.',
    ],
    [() => refuse(500, 'INTERNAL_ERROR', 'Server internal error.'), 'Something went wrong. Try again'],
  ])('shows its own text for a refusal (%#)', async (answer, text) => {
    answerLogin(answer);
    await renderLogin('/user/login');
    await submit('ann', 'Secret#1x');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('offers to resend the activation e-mail to an account that is not activated', async () => {
    answerLogin(() => refuse(400, 'ACCOUNT_NOT_ACTIVATED', 'Account is not activated.'));
    await renderLogin('/user/login');
    await submit('ann', 'Secret#1x');
    expect(await screen.findByText('Account is not activated.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Resend the activation e-mail' }).getAttribute('href')).toBe(
      '/user/resend-activation-email',
    );
  });

  it('logs in to the merchant portal, stores the session and follows the redirect', async () => {
    answerLogin(() =>
      respond(loginResponseSchema, {
        access_token: 'access',
        refresh_token: 'refresh',
        token_type: 'Bearer',
        expires_in: 900,
        id: '10000000000000000001',
        merchantID: '20000000000000000001',
        isMerchant: true,
        role: 'MERCHANT',
      }),
    );
    const { router } = await renderLogin(`/user/login?redirect=${encodeURIComponent('/app/orders')}`);
    await submit(' ann ', 'Secret#1x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/orders'));
    expect(await jsonBody(requests.all()[0])).toEqual({
      username: 'ann',
      password: 'Secret#1x',
      portal: 'MERCHANT',
    });
    expect(getAuth()).toMatchObject({ accessToken: 'access', refreshToken: 'refresh', username: 'ann' });
  });
});
