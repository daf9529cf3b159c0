import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { createTestClock } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { AppError } from './app-error';
import { createIdempotency } from './idempotency';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const input = (key: string, request: unknown = { body: 1 }) => ({
  userId: 'u1',
  scope: 'test',
  key,
  request,
});

/** A piece of work the test finishes by hand. */
function gate<T>() {
  let open!: (value: T) => void;
  const done = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

describe('createIdempotency', () => {
  it('runs once and replays the answer', async () => {
    const idem = createIdempotency({ db: database.db, clock: createTestClock() });
    let runs = 0;
    const work = async () => ({ n: ++runs });
    expect(await idem.run(input('a'), work)).toEqual({ statusCode: 200, body: { n: 1 }, replayed: false });
    expect(await idem.run(input('a'), work)).toEqual({ statusCode: 200, body: { n: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('replays a refusal, and frees the key after a server failure', async () => {
    const idem = createIdempotency({ db: database.db, clock: createTestClock() });
    const refusal = await idem.run(input('b'), async () => {
      throw new AppError('CART_EMPTY');
    });
    expect(refusal).toMatchObject({
      statusCode: 400,
      body: { code: 'CART_EMPTY', status: 400 },
      replayed: false,
    });
    expect((await idem.run(input('b'), async () => 'never')).replayed).toBe(true);

    await expect(
      idem.run(input('c'), async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await idem.run(input('c'), async () => 'second try')).toMatchObject({
      body: 'second try',
      replayed: false,
    });
  });

  it('refuses the key with another request', async () => {
    const idem = createIdempotency({ db: database.db, clock: createTestClock() });
    await idem.run(input('d', { body: 1 }), async () => 'first');
    await expect(idem.run(input('d', { body: 2 }), async () => 'other')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      status: 400,
    });
  });

  it('a duplicate waits for the first run, then replays it; past the wait it is 409', async () => {
    const idem = createIdempotency({ db: database.db, clock: createTestClock(), waitMs: 2000, pollMs: 5 });
    const slow = gate<string>();
    let runs = 0;
    const first = idem.run(input('e'), () => {
      runs++;
      return slow.done;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = idem.run(input('e'), async () => {
      runs++;
      return 'duplicate';
    });
    slow.open('the answer');
    expect(await first).toMatchObject({ body: 'the answer', replayed: false });
    expect(await second).toMatchObject({ body: 'the answer', replayed: true });
    expect(runs).toBe(1);

    const impatient = createIdempotency({ db: database.db, clock: createTestClock(), waitMs: 30, pollMs: 5 });
    const stuck = gate<string>();
    const holder = impatient.run(input('f'), () => stuck.done);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(impatient.run(input('f'), async () => 'x')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      status: 409,
    });
    stuck.open('late');
    await holder;
  });

  it('takes over a key whose first request died without an answer', async () => {
    const clock = createTestClock();
    const idem = createIdempotency({ db: database.db, clock, waitMs: 30, pollMs: 5 });
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ body: 1 }))
      .digest('hex');
    await database.db
      .insert(idempotencyKeys)
      .values({ userId: 'u1', scope: 'test', key: 'g', requestHash, createdAt: clock.now() });
    // Maybe still running: a duplicate waits, then gives up.
    await expect(idem.run(input('g'), async () => 'mine')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
    });
    // Two minutes without an answer: it died; the same request runs.
    clock.advance(3 * 60 * 1000);
    expect(await idem.run(input('g'), async () => 'mine')).toMatchObject({ body: 'mine', replayed: false });
    expect(await idem.run(input('g'), async () => 'again')).toMatchObject({ body: 'mine', replayed: true });
  });
});
