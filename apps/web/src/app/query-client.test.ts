import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('does not retry a %i', (status) => {
    expect(shouldRetry(0, { status })).toBe(false);
  });

  it.each([500, 502, 503])('does not retry a %i, whose toast is already shown', (status) => {
    expect(shouldRetry(0, { status })).toBe(false);
  });

  it('retries a request that got no answer, once', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, { status: 0 })).toBe(true);
    expect(shouldRetry(1, { status: 0 })).toBe(false);
  });
});
