import { sentResponseSchema } from '@perkdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiFetch('/api/user/password/reset', {
    method: 'POST',
    body: { email },
    schema: sentResponseSchema,
    silent: true,
    anonymous: true,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
