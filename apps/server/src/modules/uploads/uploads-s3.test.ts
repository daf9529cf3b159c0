import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { image, multipart } from '../../test/multipart';
import { createTestApp, TEST_PUBLIC_ORIGIN, type TestApp } from '../../test/test-app';

const BUCKET = 'perkdesk-uploads';

/** Just enough of the S3 API, path-style on loopback: PutObject, GetObject and HeadObject. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  const notFound = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>`;
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3.test').pathname);
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    const prefix = `/${BUCKET}/`;
    if (!path.startsWith(prefix)) {
      response.writeHead(404, { 'content-type': 'application/xml' }).end(notFound);
      return;
    }
    const key = path.slice(prefix.length);
    if (request.method === 'PUT') {
      const body = await read(request);
      if (Number(request.headers['content-length']) !== body.length) {
        response.writeHead(400).end();
        return;
      }
      objects.set(key, body);
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(request.method === 'HEAD' ? undefined : notFound);
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': object.length,
      etag: '"fake"',
    });
    response.end(request.method === 'HEAD' ? undefined : object);
  });
  return { server, objects, requests };
}

let s3: ReturnType<typeof fakeS3>;
let t: TestApp;
beforeAll(async () => {
  s3 = fakeS3();
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  const { port } = s3.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    },
  });
});
afterAll(async () => {
  await t?.close();
  s3.server.closeAllConnections();
  await new Promise((resolve) => s3.server.close(resolve));
});

describe('uploads in an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT)', () => {
  it("stores under the merchant's prefix and serves the object back through GET /api/files/{name}", async () => {
    const merchant = await signedIn(t);
    const body = multipart([{ field: 'files', data: await image('png', 640, 480) }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multi',
      headers: { ...merchant.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    const [stored] = upload.json();
    expect(stored.name).toMatch(new RegExp(`^${merchant.merchantId}-[0-9a-f]{32}\\.png$`));
    expect(stored.url).toBe(`${TEST_PUBLIC_ORIGIN}/api/files/${stored.name}`);

    // The objects sit under the owner's prefix, written with SigV4 by the official SDK.
    const file = stored.name.slice(`${merchant.merchantId}-`.length);
    const key = `${merchant.merchantId}/${file}`;
    const thumbnailKey = `${merchant.merchantId}/${file.replace('.png', '-thumb.jpg')}`;
    expect([...s3.objects.keys()].sort()).toEqual([key, thumbnailKey].sort());
    expect(s3.objects.get(key)?.length).toBe(stored.size);
    const put = s3.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/${BUCKET}/${key}`);
    expect(put?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-west-3\/s3\//,
    );

    const served = await t.app.inject({ url: new URL(stored.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Number(served.headers['content-length'])).toBe(stored.size);
    expect(served.rawPayload.equals(s3.objects.get(key)!)).toBe(true);
    const thumbnail = await t.app.inject({ url: new URL(stored.thumbnailUrl).pathname });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200 });
  });

  it('answers 404 for a missing object and never asks the bucket about unsafe names', async () => {
    const missing = await t.app.inject({ url: `/api/files/123-${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    const before = s3.requests.length;
    for (const name of ['..%2F..%2Fother-bucket%2Fx.png', '123-..%2Fx.png', '123%2Fx.png']) {
      expect((await t.app.inject({ url: `/api/files/${name}` })).statusCode).toBe(404);
    }
    expect(s3.requests.length).toBe(before);
  });
});
