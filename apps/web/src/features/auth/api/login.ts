import { type LoginRequest, loginResponseSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

export type Credentials = Pick<LoginRequest, 'username' | 'password'>;

/**
 * A plain call, not a mutation hook: the login page is the first paint for most visits and
 * carries no TanStack Query (it loads this with sign-in.ts, on demand). Silent: the page shows
 * its own texts for every refusal (spec 1 §8).
 */
export async function login(credentials: Credentials) {
  return apiFetch('/api/login', {
    method: 'POST',
    body: { ...credentials, portal: 'MERCHANT' } satisfies LoginRequest,
    schema: loginResponseSchema,
    silent: true,
    anonymous: true,
  });
}
