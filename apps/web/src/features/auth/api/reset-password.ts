import { emptyResponseSchema, type newPasswordSchema } from '@perkdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

type NewPassword = z.infer<typeof newPasswordSchema>;

export function resetPassword({ token, ...body }: NewPassword & { token: string }) {
  return apiFetch(`/api/user/password/reset/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    schema: emptyResponseSchema,
    silent: true,
    anonymous: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
