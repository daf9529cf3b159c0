import { registrationResponseSchema } from '@perkdesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { requests } from '../../../testing/mocks/requests';
import { refuse, respond } from '../../../testing/mocks/respond';
import { server } from '../../../testing/mocks/server';
import { renderScreen } from '../../../testing/render-screen';
import { RegisterPage } from './register-page';

const renderRegister = () =>
  renderScreen(<RegisterPage />, '/user/register', { namespaces: ['shell', 'profile', 'mailbox'] });
const answerRegistration = (answer: () => Response) =>
  server.use(http.post('/api/merchant/registration', answer));

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

describe('RegisterPage', () => {
  it('checks the password rules before calling the server', async () => {
    await renderRegister();
    fill('abc');
    expect(await screen.findByText('Password must be 8 to 30 characters long.')).toBeTruthy();
    expect(requests.all()).toHaveLength(0);
  });

  it('shows the first server violation of a 400', async () => {
    const violations = [
      { field: 'username', message: 'This username is already taken.' },
      { field: 'email', message: 'An account with this email already exists.' },
    ];
    answerRegistration(() => refuse(400, 'VALIDATION_FAILED', violations[0]?.message ?? '', violations));
    await renderRegister();
    fill();
    // Once in the form-level notice, once under the field.
    await waitFor(() => expect(screen.getAllByText('This username is already taken.')).toHaveLength(2));
    expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(1);
  });

  it('says "Cannot register" for any other failure', async () => {
    answerRegistration(() => refuse(500, 'INTERNAL_ERROR', 'x'));
    await renderRegister();
    fill();
    expect(await screen.findByText('Cannot register')).toBeTruthy();
  });

  it('goes to the registration confirmation on success', async () => {
    answerRegistration(() =>
      respond(registrationResponseSchema, {
        id: '10000000000000000001',
        username: 'ann',
        email: 'ann@example.com',
        activated: false,
      }),
    );
    const { router } = await renderRegister();
    fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/registration-confirmation'));
    expect(router.state.location.state).toEqual({ email: 'ann@example.com' });
  });
});
