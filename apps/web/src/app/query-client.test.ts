import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('does not retry a %i', (status) => {
    expect(shouldRetry(0, { status })).toBe(false);
  });

  it('retries server errors and network failures twice', () => {
    expect(shouldRetry(0, { status: 503 })).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, { status: 500 })).toBe(false);
  });
});
