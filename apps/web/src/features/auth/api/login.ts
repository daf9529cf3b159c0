import { type LoginRequest, loginResponseSchema } from '@perkdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type Credentials = Pick<LoginRequest, 'username' | 'password'>;

// Silent: the login page shows its own texts for every refusal (spec 1 §8).
export function login(credentials: Credentials) {
  return apiFetch('/api/login', {
    method: 'POST',
    body: { ...credentials, portal: 'MERCHANT' } satisfies LoginRequest,
    schema: loginResponseSchema,
    silent: true,
    anonymous: true,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
