import { describe, expect, it } from 'vitest';
import { appUrl, inAppPath } from './app-link';

const ORIGIN = 'http://127.0.0.1:8181';

describe('inAppPath', () => {
  it('keeps the path, query and hash of a link to this app', () => {
    expect(inAppPath(`${ORIGIN}/app/setup/success?session_id=cs_1#top`, ORIGIN)).toBe(
      '/app/setup/success?session_id=cs_1#top',
    );
    expect(inAppPath('/app/setup/payment', ORIGIN)).toBe('/app/setup/payment');
  });

  it('gives null for another origin, however it is disguised', () => {
    expect(inAppPath('https://connect.stripe.com/express/onboarding', ORIGIN)).toBeNull();
    expect(inAppPath(`http://127.0.0.1:8181@evil.example/app`, ORIGIN)).toBeNull();
    expect(inAppPath('http://127.0.0.1:9999/app', ORIGIN)).toBeNull();
  });
});

describe('appUrl', () => {
  it('builds an absolute URL on the origin', () => {
    expect(appUrl('/app/setup/success', ORIGIN)).toBe(`${ORIGIN}/app/setup/success`);
  });
});
