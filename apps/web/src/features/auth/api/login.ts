import type { LoginRequest } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

export type Credentials = Pick<LoginRequest, 'username' | 'password'>;

/**
 * A plain call, not a mutation hook: the login page is the first paint for most visits and
 * carries no TanStack Query. Silent: the page shows its own texts for every refusal (spec 1 §8).
 */
export async function login(credentials: Credentials) {
  // Loaded on submit (and preloaded on the first keystroke), not with the page: zod is kept out
  // of the login route's first paint.
  const { loginResponseSchema } = await import('@perkdesk/contracts');
  return apiFetch('/api/login', {
    method: 'POST',
    body: { ...credentials, portal: 'MERCHANT' } satisfies LoginRequest,
    schema: loginResponseSchema,
    silent: true,
    anonymous: true,
  });
}
