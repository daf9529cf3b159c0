import { readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { UPLOAD_MESSAGES } from '@perkdesk/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/account-fixtures';
import { type FilePart, image, jpegWithExif, multipart } from '../../test/multipart';
import { createTestApp, TEST_PUBLIC_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let headers: Record<string, string>;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await signedIn(t, 'USER');
  headers = user.headers;
  userId = user.id;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const uploadMulti = (parts: FilePart[], auth = headers) => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/multi',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};
const fetchFile = (url: string) => t.app.inject({ url: new URL(url).pathname });
/** Bytes that start like a JPEG: enough to pass sniffing, so size limits are what refuses them. */
const jpegLike = (size: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
/** Every stored file, as `<owner folder>/<file>` paths under UPLOAD_DIR. */
const storedPaths = async () =>
  (await readdir(t.config.uploadDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(t.config.uploadDir, join(entry.parentPath, entry.name)));
const storedFiles = async () => (await storedPaths()).length;

describe('POST /api/upload/multi', () => {
  it('stores every image with a thumbnail and answers the contract shape', async () => {
    const formats = ['jpeg', 'png', 'webp', 'gif'] as const;
    const parts = await Promise.all(
      formats.map(async (format) => ({ field: 'files', data: await image(format, 640, 480) })),
    );
    const response = await uploadMulti(parts);
    expect(response.statusCode).toBe(200);
    const uploaded = response.json();
    expect(uploaded).toHaveLength(4);
    for (const [index, file] of uploaded.entries()) {
      const extension = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' }[formats[index]!];
      expect(file).toEqual({
        uploaded: true,
        name: expect.stringMatching(new RegExp(`^${userId}-[0-9a-f]{32}\\.${extension}$`)),
        url: `${TEST_PUBLIC_ORIGIN}/api/files/${file.name}`,
        thumbnailUrl: expect.stringMatching(
          new RegExp(`^${TEST_PUBLIC_ORIGIN}/api/files/${userId}-[0-9a-f]{32}-thumb\\.jpg$`),
        ),
        size: expect.any(Number),
        contentType: `image/${formats[index]}`,
      });
      const thumbnail = await sharp((await fetchFile(file.thumbnailUrl)).rawPayload).metadata();
      expect(thumbnail).toMatchObject({ format: 'jpeg', width: 200, height: 150 });
    }
  });

  it('serves files with an immutable cache header and nosniff, and 404 for unknown names', async () => {
    const [stored] = (await uploadMulti([{ field: 'files', data: await image('png') }])).json();
    const response = await fetchFile(stored.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(Number(response.headers['content-length'])).toBe(stored.size);
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'x.html']) {
      expect((await t.app.inject({ url: `/api/files/${name}` })).statusCode).toBe(404);
    }
  });

  it("stores a merchant's uploads under the merchant's folder, anyone else's under their user id", async () => {
    const merchantA = await signedIn(t);
    const merchantB = await signedIn(t);
    const [stored] = (
      await uploadMulti([{ field: 'files', data: await image('png') }], merchantA.headers)
    ).json();
    const random = stored.name.slice(`${merchantA.merchantId}-`.length);
    expect(stored.name).toBe(`${merchantA.merchantId}-${random}`);
    expect(random).toMatch(/^[0-9a-f]{32}\.png$/);
    const paths = await storedPaths();
    expect(paths).toContain(join(merchantA.merchantId!, random));
    expect(paths).toContain(join(merchantA.merchantId!, random.replace('.png', '-thumb.jpg')));
    expect(paths.filter((path) => path.startsWith(`${merchantB.merchantId}/`))).toEqual([]);
    expect((await fetchFile(stored.url)).statusCode).toBe(200);

    const [own] = (await uploadMulti([{ field: 'files', data: await image('png') }])).json();
    expect(await storedPaths()).toContain(join(userId, own.name.slice(`${userId}-`.length)));
  });

  it('answers 404 for names that try to leave the owner folder, and still serves flat older names', async () => {
    const [stored] = (await uploadMulti([{ field: 'files', data: await image('png') }])).json();
    const file = stored.name.slice(`${userId}-`.length);
    // Bait one level up and at the root: no crafted name may reach them.
    await writeFile(join(t.config.uploadDir, 'secret.png'), await image('png'));
    await writeFile(join(t.config.uploadDir, '..', 'secret.png'), await image('png'));
    const attempts = [
      '..%2Fsecret.png',
      '%2E%2E%2Fsecret.png',
      '..%5Csecret.png',
      `${userId}-..%2F..%2Fsecret.png`,
      `${userId}-..%2Fsecret.png`,
      `${userId}-%2E%2E%2Fsecret.png`,
      `..-${file}`,
      `${userId}..-${file}`,
      `${userId}%2F${file}`,
      `${userId}-${file}%2F`,
      `${userId}-.${file}`,
      `${userId}--..png`,
      `-${file}`,
      'secret.png',
      '..',
      '.',
    ];
    for (const name of attempts) {
      const response = await t.app.inject({ url: `/api/files/${name}` });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 404 });
    }
    expect((await t.app.inject({ url: `/api/files/${userId}/${file}` })).statusCode).toBe(404);
    // A NUL byte is refused before any lookup, as in every path parameter (docs/input-limits.md).
    expect((await t.app.inject({ url: `/api/files/${userId}-${file}%00` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/files/${userId}-${file}` })).statusCode).toBe(200);

    // Files stored before owner folders existed keep their flat name and URL.
    const legacy = `${'ab'.repeat(16)}.png`;
    await writeFile(join(t.config.uploadDir, legacy), await image('png'));
    const response = await t.app.inject({ url: `/api/files/${legacy}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('re-encodes: EXIF is gone and the EXIF orientation is applied', async () => {
    const [stored] = (await uploadMulti([{ field: 'files', data: await jpegWithExif(300, 100) }])).json();
    const data = (await fetchFile(stored.url)).rawPayload;
    const metadata = await sharp(data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([100, 300]);
    expect(data.includes(Buffer.from('Secret Person'))).toBe(false);
  });

  it('answers 415 for a text file named .png, and stores nothing of the batch', async () => {
    const before = await storedFiles();
    const response = await uploadMulti([
      { field: 'files', data: await image('png') },
      {
        field: 'files',
        data: Buffer.from('not an image at all'),
        filename: 'evil.png',
        contentType: 'image/png',
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: UPLOAD_MESSAGES.unsupported,
    });
    expect(await storedFiles()).toBe(before);
  });

  it('answers 415 for content with image magic bytes that does not decode', async () => {
    const response = await uploadMulti([{ field: 'files', data: jpegLike(1000) }]);
    expect(response.statusCode).toBe(415);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const response = await uploadMulti([{ field: 'files', data: jpegLike(5 * MB + 1) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: UPLOAD_MESSAGES.fileTooLarge,
    });
  });

  it('answers 413 for a request over 10 MB in total', async () => {
    const parts = [1, 2, 3].map(() => ({ field: 'files', data: jpegLike(4 * MB) }));
    const response = await uploadMulti(parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: UPLOAD_MESSAGES.requestTooLarge,
    });
  });

  it('streams parts to a temporary directory that is gone once the response is sent', async () => {
    const tempRoot = join(t.config.dataDir, 'tmp');
    const ok = await uploadMulti([{ field: 'files', data: await image('png') }]);
    expect(ok.statusCode).toBe(200);
    const refused = await uploadMulti([{ field: 'files', data: Buffer.from('not an image') }]);
    expect(refused.statusCode).toBe(415);
    const tooLarge = await uploadMulti([{ field: 'files', data: jpegLike(5 * MB + 1) }]);
    expect(tooLarge.statusCode).toBe(413);
    // The directory goes in the onResponse hook, which runs just after the reply is sent.
    await vi.waitFor(async () => expect(await readdir(tempRoot)).toEqual([]));
  });

  it('needs files, a multipart body and a token', async () => {
    const none = await uploadMulti([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().violations).toEqual([{ field: 'files', message: UPLOAD_MESSAGES.fileRequired }]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multi',
      headers,
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);
    expect((await uploadMulti([{ field: 'files', data: await image('png') }], {})).statusCode).toBe(401);
  });
});
