import { isApiError } from '../../lib/api-error';

export type ActivationOutcome =
  | 'missing'
  | 'activating'
  | 'activated'
  | 'alreadyActive'
  | 'expired'
  | 'invalid'
  | 'failed';

/** Reads the activation call (contract §2 GET /api/user/active/{token}) as one screen state. */
export function activationOutcome(
  token: string | null,
  query: {
    status: 'pending' | 'success' | 'error';
    data?: { status: 'ACTIVATED' | 'ALREADY_ACTIVE' };
    error: unknown;
  },
): ActivationOutcome {
  if (!token) return 'missing';
  if (query.status === 'pending') return 'activating';
  if (query.status === 'success')
    return query.data?.status === 'ALREADY_ACTIVE' ? 'alreadyActive' : 'activated';
  const { error } = query;
  if (isApiError(error) && error.code === 'ACTIVATION_TOKEN_EXPIRED') return 'expired';
  // An unknown token is as useless as a malformed one; only a failed call is worth a retry.
  if (
    isApiError(error) &&
    (error.code === 'ACTIVATION_TOKEN_INVALID' || error.status === 404 || error.status === 400)
  ) {
    return 'invalid';
  }
  return 'failed';
}
