import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const target = (query: string) => redirectTarget(new URLSearchParams(query));

describe('redirectTarget', () => {
  it('goes to the dashboards without a redirect', () => {
    expect(target('')).toBe('/app/dashboards');
  });

  it('keeps a path of the app with its query', () => {
    expect(target(`redirect=${encodeURIComponent('/app/report/order-history?pageNumber=2')}`)).toBe(
      '/app/report/order-history?pageNumber=2',
    );
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'app/orders', '/user/login'])(
    'refuses %s',
    (redirect) => {
      expect(target(`redirect=${encodeURIComponent(redirect)}`)).toBe('/app/dashboards');
    },
  );
});
