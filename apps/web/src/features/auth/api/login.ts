import type { LoginRequest } from '@perkdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

type Credentials = Pick<LoginRequest, 'username' | 'password'>;

// Silent: the login page shows its own texts for every refusal (spec 1 §8).
export async function login(credentials: Credentials) {
  // Loaded on submit, not with the page: zod is kept out of the login route's first paint.
  const { loginResponseSchema } = await import('@perkdesk/contracts');
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
