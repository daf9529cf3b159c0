import type { LoginRequest } from '@perkdesk/contracts';

// The api client and the contracts (zod and every schema) are needed on submit only: they load
// on the first keystroke or autofill (`preloadLogin`), at the latest on submit, not with the page.
const loadApiClient = () => import('../../../lib/api-client');
export const loadContracts = () => import('@perkdesk/contracts');

/** Starts loading what `login` needs; a failure shows when the form is submitted. */
export function preloadLogin(): void {
  loadApiClient().catch(() => undefined);
  loadContracts().catch(() => undefined);
}

export type Credentials = Pick<LoginRequest, 'username' | 'password'>;

/**
 * A plain call, not a mutation hook: the login page is the first paint for most visits and
 * carries no TanStack Query. Silent: the page shows its own texts for every refusal (spec 1 §8).
 */
export async function login(credentials: Credentials) {
  const [{ apiFetch }, { loginResponseSchema }] = await Promise.all([loadApiClient(), loadContracts()]);
  return apiFetch('/api/login', {
    method: 'POST',
    body: { ...credentials, portal: 'MERCHANT' } satisfies LoginRequest,
    schema: loginResponseSchema,
    silent: true,
    anonymous: true,
  });
}
