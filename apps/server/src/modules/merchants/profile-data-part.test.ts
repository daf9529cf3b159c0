import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { image, multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// POST /api/merchants/profile in multipart: the `data` part may come as a file part, which is
// what a browser sends for a JSON Blob (`application/json`, file name "blob").

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/merchants/profile',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });

const jsonBlob = (value: unknown) => ({
  field: 'data',
  filename: 'blob',
  contentType: 'application/json',
  data: Buffer.from(JSON.stringify(value)),
});

describe('POST /api/merchants/profile with a JSON Blob data part', () => {
  it('reads the data part sent as application/json, with a logo beside it', async () => {
    const merchant = await signedIn(t);
    const body = multipart([
      jsonBlob({ name: 'Blob Café', businessLines: ['Bakery'] }),
      { field: 'logo', data: await image('png', 80, 80) },
    ]);
    const response = await send(merchant.headers, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Blob Café', businessLines: ['Bakery'] });
    expect(response.json().logoUrl).toMatch(/\.png$/);
    expect(response.json().imagesUrl).toEqual([]);
  });

  it('validates it like JSON, and refuses one that is not JSON', async () => {
    const merchant = await signedIn(t);
    const invalid = await send(merchant.headers, multipart([jsonBlob({ name: 'ab' })]));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', violations: [{ field: 'name' }] });
    const broken = {
      field: 'data',
      filename: 'blob',
      contentType: 'application/json',
      data: Buffer.from('{no'),
    };
    const refused = await send(merchant.headers, multipart([broken]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('BAD_REQUEST');
  });
});
