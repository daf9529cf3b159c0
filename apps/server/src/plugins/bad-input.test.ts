import { errorBodySchema } from '@perkdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/account-fixtures';
import { multipart } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_INPUT_DEPTH, NUL_MESSAGE } from './input-guard';

let t: TestApp;
let merchant: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  merchant = (await signedIn(t, 'MERCHANT')).headers;
  customer = (await signedIn(t, 'USER')).headers;
});
afterAll(() => t.close());

/** A refusal in the contract's error shape (§1), with its status. */
const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  body: errorBodySchema.parse(response.json()),
});

describe('a NUL byte anywhere in the input is a 400, never a database error', () => {
  it('in a JSON string, a JSON key, a path parameter and a query', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ada\u0000', password: 'x' },
    });
    expect(refusal(login)).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'VALIDATION_FAILED',
        violations: [{ field: 'username', message: NUL_MESSAGE }],
      }),
    });
    const store = await t.app.inject({ url: '/api/merchant-stores/123%00', headers: merchant });
    expect(refusal(store)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const search = await t.app.inject({ url: '/api/products/search?searchText=a%00b', headers: merchant });
    expect(refusal(search)).toMatchObject({ status: 400, body: { violations: [{ field: 'searchText' }] } });
    const category = await t.app.inject({ url: '/api/products/category/%00', headers: merchant });
    expect(refusal(category).status).toBe(400);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: customer,
      payload: { name: 'Ada', addresses: [{ city: 'To\u0000ronto' }], 'key\u0000': 1 },
    });
    expect(refusal(nested).status).toBe(400);
  });
});

describe('sizes', () => {
  it('refuses a 1 MB username at login at once, as a validation failure', async () => {
    const started = performance.now();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a'.repeat(1000_000), password: 'Good#Pa55word' },
    });
    expect(refusal(login)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses JSON nested deeper than the limit, and a body over 1 MB with 413', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < MAX_INPUT_DEPTH + 5; level++) deep = { a: deep };
    const nested = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: deep } });
    expect(refusal(nested).status).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a', password: 'b'.repeat(2 * 1024 * 1024) },
    });
    expect(refusal(huge)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe("the router's and the body parsers' refusals are in the contract's shape", () => {
  it('a bad percent-encoding and an over-long path parameter', async () => {
    const badUrl = await t.app.inject({ url: '/api/merchant-stores/%E0%A4%A', headers: merchant });
    expect(refusal(badUrl)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const longParam = await t.app.inject({
      url: `/api/merchant-stores/${'9'.repeat(400)}`,
      headers: merchant,
    });
    expect(refusal(longParam)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  it('malformed JSON, a wrong content type, and a bad content length', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(refusal(badJson)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(refusal(xml)).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('multipart without a boundary, and with more files or parts than allowed, naming the limit', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multi',
      headers: { ...customer, 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(refusal(noBoundary)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    const truncated = multipart([{ field: 'files', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]) }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multi',
      headers: { ...customer, ...truncated.headers },
      payload: truncated.payload.subarray(0, truncated.payload.length - 30),
    });
    expect(refusal(cut).status).toBe(400);
    const many = multipart(
      Array.from({ length: 12 }, () => ({ field: 'files', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) })),
    );
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multi',
      headers: { ...customer, ...many.headers },
      payload: many.payload,
    });
    expect(refusal(tooMany)).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'Too many files: at most 10 per request.' },
    });
    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}`, 'x']));
    const manyFields = multipart([], fields);
    const tooManyFields = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multi',
      headers: { ...customer, ...manyFields.headers },
      payload: manyFields.payload,
    });
    expect(refusal(tooManyFields)).toMatchObject({
      status: 413,
      body: { message: 'Too many fields: at most 20 per request.' },
    });
    const nulField = multipart([], { data: 'a\u0000b' });
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multi',
      headers: { ...customer, ...nulField.headers },
      payload: nulField.payload,
    });
    expect(refusal(nul)).toMatchObject({ status: 400, body: { violations: [{ field: 'data' }] } });
  });
});
