import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { toLoginError } from './login-error';

const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, { status, code, message });

describe('toLoginError', () => {
  it('reads 400 as bad credentials', () => {
    expect(toLoginError(apiError(400, 'BAD_CREDENTIALS', 'Bad credentials'))).toEqual({
      kind: 'badCredentials',
    });
    expect(toLoginError(new ApiError(400, null))).toEqual({ kind: 'badCredentials' });
  });

  it('keeps the server message for an account that is not activated', () => {
    expect(toLoginError(apiError(400, 'ACCOUNT_NOT_ACTIVATED', 'Account is not activated.'))).toEqual({
      kind: 'notActivated',
      message: 'Account is not activated.',
    });
  });

  it('reads 401 as unauthorized', () => {
    expect(toLoginError(apiError(401, 'UNAUTHORIZED', 'Unauthorized'))).toEqual({ kind: 'unauthorized' });
  });

  it('shows the server message on 429', () => {
    const message = 'Too many login attempts. Try again later.';
    expect(toLoginError(apiError(429, 'TOO_MANY_REQUESTS', message))).toEqual({
      kind: 'tooManyAttempts',
      message,
    });
  });

  it('reads anything else as a general failure', () => {
    expect(toLoginError(apiError(500, 'INTERNAL_ERROR', 'Server internal error.'))).toEqual({
      kind: 'general',
    });
    expect(toLoginError(new ApiError(0, null))).toEqual({ kind: 'general' });
    expect(toLoginError(new Error('boom'))).toEqual({ kind: 'general' });
  });
});
