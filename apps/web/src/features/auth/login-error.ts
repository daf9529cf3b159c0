import { isApiError } from '../../lib/api-error';

export type LoginError =
  | { kind: 'badCredentials' }
  | { kind: 'notActivated'; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'tooManyAttempts'; message: string }
  | { kind: 'general' };

/** The login page's own reading of a refusal (spec 1 §8: login 400, 401, other). */
export function toLoginError(error: unknown): LoginError {
  if (!isApiError(error)) return { kind: 'general' };
  const message = error.body?.message;
  if (error.status === 400) {
    return error.code === 'ACCOUNT_NOT_ACTIVATED' && message
      ? { kind: 'notActivated', message }
      : { kind: 'badCredentials' };
  }
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.status === 429 && message) return { kind: 'tooManyAttempts', message };
  return { kind: 'general' };
}
