import { passwordVerifyResponseSchema } from '@perkdesk/contracts';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/user/password/verify (contract §2): the store-and-password dialog's re-authentication.
 * Silent: a wrong password is the dialog's own warning toast, not the error catalogue's failure.
 */
export function verifyPassword(password: string) {
  return apiFetch('/api/user/password/verify', {
    method: 'POST',
    body: { password },
    schema: passwordVerifyResponseSchema,
    silent: true,
  });
}
