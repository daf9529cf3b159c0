import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

// Tokens never written to logs (issue 20): the request serializer redacts them from every URL.

describe('redactUrl', () => {
  it("hides the socket's access_token query parameter, keeping the others", () => {
    expect(redactUrl('/api/websocket?access_token=eyJhbGciOi.abc.def&x=1')).toBe(
      '/api/websocket?access_token=[REDACTED]&x=1',
    );
    expect(redactUrl('/api/websocket?v=2&ACCESS_TOKEN=secret')).toBe(
      '/api/websocket?v=2&ACCESS_TOKEN=[REDACTED]',
    );
  });

  it('hides e-mailed tokens and client secrets in paths', () => {
    expect(redactUrl('/api/user/active/tok123')).toBe('/api/user/active/[REDACTED]');
    expect(redactUrl('/api/user/password/reset/tok123')).toBe('/api/user/password/reset/[REDACTED]');
    expect(redactUrl('/api/user/activation/resend/token/tok123')).toBe(
      '/api/user/activation/resend/token/[REDACTED]',
    );
    expect(redactUrl('/api/testing-support/payment-intent/confirm/pi_1_secret_2/card_1')).toBe(
      '/api/testing-support/payment-intent/confirm/[REDACTED]/card_1',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/orders/123?storeId=4')).toBe('/api/orders/123?storeId=4');
    expect(redactUrl('/api/user/password/reset')).toBe('/api/user/password/reset');
  });
});
