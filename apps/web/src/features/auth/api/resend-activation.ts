import { sentResponseSchema } from '@perkdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const resend = (path: string) =>
  apiFetch(path, { schema: sentResponseSchema, silent: true, anonymous: true });

/** From an expired activation link: the server finds the account by the old token. */
export function resendActivationByToken(token: string) {
  return resend(`/api/user/activation/resend/token/${encodeURIComponent(token)}`);
}

export function resendActivationByEmail(email: string) {
  return resend(`/api/user/activation/resend/email/${encodeURIComponent(email)}`);
}

export function useResendActivationByToken() {
  return useMutation({ mutationFn: resendActivationByToken });
}

export function useResendActivationByEmail() {
  return useMutation({ mutationFn: resendActivationByEmail });
}
