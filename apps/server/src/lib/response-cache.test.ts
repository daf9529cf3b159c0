import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../plugins/error-handler';
import { type CachedResponse, createResponseCache, type Encoding, pickEncoding } from './response-cache';

const itemSchema = z.object({ id: z.string(), name: z.string() });
const listSchema = z.array(itemSchema);
const bigList = (name: string, count = 200) =>
  Array.from({ length: count }, (_, i) => ({ id: `${i}`.padStart(20, '0'), name: `${name} ${i}` }));

/** A tiny app whose one route answers through the cache with whatever the test sets. */
function harness(maxBytes = 1024 * 1024) {
  const cache = createResponseCache({ maxBytes });
  const state = {
    scope: 'list m1' as string | null,
    version: 1,
    now: 0,
    value: bigList('a') as unknown,
    validUntil: null as number | null,
    builds: 0,
    delay: 0,
  };
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/list', async (request, reply) => {
    const spec: CachedResponse = {
      scope: state.scope,
      version: state.version,
      now: state.now,
      schema: listSchema,
      build: async () => {
        state.builds += 1;
        const value = state.value;
        if (state.delay) await new Promise((resolve) => setTimeout(resolve, state.delay));
        return { value, validUntil: state.validUntil };
      },
    };
    return cache.send(request, reply, spec);
  });
  apps.push(app);
  const get = (headers: Record<string, string> = {}, url = '/list') => app.inject({ url, headers });
  return { app, cache, state, get };
}
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const coding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
  return JSON.parse(text.toString('utf8'));
};

describe('pickEncoding', () => {
  it.each<[string | undefined, Encoding]>([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['gzip;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('createResponseCache', () => {
  it('builds once per scope and version; a new version builds again', async () => {
    const { state, get, cache } = harness();
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual(state.value);
    await get();
    await get();
    expect(state.builds).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1, entries: 1 });

    state.version = 2;
    state.value = bigList('b');
    expect((await get()).json()).toEqual(bigList('b'));
    expect(state.builds).toBe(2);
    // Another scope (another merchant, another query) never shares a body.
    state.scope = 'list m2';
    state.value = [];
    expect((await get()).json()).toEqual([]);
    expect(state.builds).toBe(3);
  });

  it('concurrent requests on a miss share one build', async () => {
    const { state, get } = harness();
    state.delay = 30;
    const answers = await Promise.all(Array.from({ length: 10 }, () => get()));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(state.builds).toBe(1);
  });

  it('identity, gzip and br bodies are the same JSON; Vary and ETag per coding', async () => {
    const { state, get } = harness();
    const bodies = [];
    const tags = new Set<string>();
    for (const [acceptEncoding, coding] of [
      ['', undefined],
      ['gzip, deflate', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const response = await get(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      if (coding) expect(response.rawPayload.length).toBeLessThan(JSON.stringify(state.value).length / 3);
      tags.add(String(response.headers.etag));
      bodies.push(decoded(response));
    }
    expect(bodies).toEqual([state.value, state.value, state.value]);
    expect(tags.size).toBe(3);
    expect(state.builds).toBe(1);
  });

  it('adds to a Vary another plugin set (CORS varies on Origin)', async () => {
    const { app, get } = harness();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('vary', 'Origin');
    });
    expect((await get()).headers.vary).toBe('Origin, accept-encoding');
  });

  it('a small body is never compressed', async () => {
    const { state, get } = harness();
    state.value = [{ id: '1', name: 'x' }];
    const response = await get({ 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual(state.value);
  });

  it('If-None-Match with the body’s tag (any coding) answers 304; another body’s tag does not', async () => {
    const { state, get } = harness();
    const plain = await get();
    const br = await get({ 'accept-encoding': 'br' });
    for (const [tag, headers] of [
      [plain.headers.etag, {}],
      [br.headers.etag, { 'accept-encoding': 'br' }],
      [`W/${br.headers.etag}`, { 'accept-encoding': 'br' }],
      [`"other", ${plain.headers.etag}`, {}],
    ] as const) {
      const response = await get({ ...headers, 'if-none-match': String(tag) });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(headers['accept-encoding'] ? br.headers.etag : plain.headers.etag);
    }
    state.version = 2;
    state.value = bigList('changed');
    const changed = await get({ 'if-none-match': String(plain.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(plain.headers.etag);
    // The same content under a new version keeps its tag: the client's copy is still good.
    state.version = 3;
    expect((await get({ 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(304);
  });

  it('a fresh body is validated by the schema: extra keys go, a bad body is a 500 and is not kept', async () => {
    const { state, get } = harness();
    state.value = [{ id: '1', name: 'x', secret: 'internal' }];
    expect((await get()).json()).toEqual([{ id: '1', name: 'x' }]);

    state.version = 2;
    state.value = [{ id: 1 }];
    const bad = await get();
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    state.value = [{ id: '2', name: 'y' }];
    expect((await get()).json()).toEqual([{ id: '2', name: 'y' }]);
  });

  it('a body is served only from the instant it was built at until validUntil', async () => {
    const { state, get } = harness();
    state.now = 1000;
    state.validUntil = 2000;
    await get();
    state.now = 1999;
    await get();
    expect(state.builds).toBe(1);
    state.now = 2000;
    state.validUntil = 3000;
    await get();
    expect(state.builds).toBe(2);
    // A clock moved back (tests do) is before that body: built again.
    state.now = 1500;
    await get();
    expect(state.builds).toBe(3);
  });

  it('holds at most maxBytes, least recently used out first; a body larger than that is served, not kept', async () => {
    const size = Buffer.byteLength(JSON.stringify(bigList('a')));
    const { state, get, cache } = harness(Math.floor(size * 2.5));
    for (const scope of ['s1', 's2']) {
      state.scope = scope;
      await get();
    }
    state.scope = 's1';
    await get(); // s1 is now the most recent
    state.scope = 's3';
    await get(); // s2 goes
    expect(cache.stats()).toMatchObject({ entries: 2 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 2.5);
    const before = state.builds;
    state.scope = 's1';
    await get();
    expect(state.builds).toBe(before);
    state.scope = 's2';
    await get();
    expect(state.builds).toBe(before + 1);

    state.scope = 'huge';
    state.value = bigList('huge', 2000);
    expect((await get()).json()).toHaveLength(2000);
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 2.5);
  });

  it('compressed forms count toward the bound', async () => {
    const { get, cache } = harness();
    await get();
    const identity = cache.stats().bytes;
    await get({ 'accept-encoding': 'gzip' });
    await get({ 'accept-encoding': 'br' });
    expect(cache.stats().bytes).toBeGreaterThan(identity);
  });

  it('with maxBytes 0 nothing is kept: plain JSON, no coding, no validator', async () => {
    const { state, get, cache } = harness(0);
    const response = await get({ 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
    expect(response.json()).toEqual(state.value);
    await get();
    expect(state.builds).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('a null scope is never kept', async () => {
    const { state, get } = harness();
    state.scope = null;
    await get();
    await get();
    expect(state.builds).toBe(2);
  });
});
