import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { activationOutcome } from './activation-outcome';

const refused = (code: string) => ({
  status: 'error' as const,
  error: new ApiError(400, { status: 400, code, message: code }),
});

describe('activationOutcome', () => {
  it('needs a token', () => {
    expect(activationOutcome(null, { status: 'pending', error: null })).toBe('missing');
    expect(activationOutcome('', { status: 'pending', error: null })).toBe('missing');
  });

  it('reads the answer', () => {
    expect(activationOutcome('t', { status: 'pending', error: null })).toBe('activating');
    expect(activationOutcome('t', { status: 'success', data: { status: 'ACTIVATED' }, error: null })).toBe(
      'activated',
    );
    expect(
      activationOutcome('t', { status: 'success', data: { status: 'ALREADY_ACTIVE' }, error: null }),
    ).toBe('alreadyActive');
  });

  it('tells expired, invalid and failed apart', () => {
    expect(activationOutcome('t', refused('ACTIVATION_TOKEN_EXPIRED'))).toBe('expired');
    expect(activationOutcome('t', refused('ACTIVATION_TOKEN_INVALID'))).toBe('invalid');
    expect(activationOutcome('t', { status: 'error', error: new ApiError(0, null) })).toBe('failed');
  });
});
