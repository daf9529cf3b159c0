import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { createTestClock } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { AppError } from './app-error';
import { createIdempotency, recordIdempotentResult } from './idempotency';
import { createInstanceLiveness, type InstanceLiveness } from './instance-liveness';

let database: Database;
let liveness: InstanceLiveness;
beforeAll(async () => {
  database = await openTestDatabase();
  liveness = createInstanceLiveness(database);
});
afterAll(async () => {
  await liveness.close();
  await database.close();
});

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
    const idem = createIdempotency({ db: database.db, clock: createTestClock(), liveness });
    let runs = 0;
    const work = async () => ({ n: ++runs });
    expect(await idem.run(input('a'), work)).toEqual({ statusCode: 200, body: { n: 1 }, replayed: false });
    expect(await idem.run(input('a'), work)).toEqual({ statusCode: 200, body: { n: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('replays a refusal, and frees the key after a server failure', async () => {
    const idem = createIdempotency({ db: database.db, clock: createTestClock(), liveness });
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
    const idem = createIdempotency({ db: database.db, clock: createTestClock(), liveness });
    await idem.run(input('d', { body: 1 }), async () => 'first');
    await expect(idem.run(input('d', { body: 2 }), async () => 'other')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      status: 400,
    });
  });

  it('a duplicate waits for the first run, then replays it; past the wait it is 409', async () => {
    const idem = createIdempotency({
      db: database.db,
      clock: createTestClock(),
      liveness,
      waitMs: 2000,
      pollMs: 5,
    });
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

    const impatient = createIdempotency({
      db: database.db,
      clock: createTestClock(),
      liveness,
      waitMs: 30,
      pollMs: 5,
    });
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

  it('takes over at once a key claimed by an instance that is gone, and runs the work afresh', async () => {
    // Another instance claims the key, then dies (kill -9 closes its database session).
    const other = createInstanceLiveness(database);
    const dying = createIdempotency({ db: database.db, clock: createTestClock(), liveness: other });
    const started = gate<void>();
    const never = new Promise<string>(() => {});
    void dying.run(input('g'), async () => {
      started.open();
      return never;
    });
    await started.done;
    await other.close();
    // A live claim makes a duplicate wait (above); this one gives up at once, not two minutes later.
    const idem = createIdempotency({
      db: database.db,
      clock: createTestClock(),
      liveness,
      waitMs: 30,
      pollMs: 5,
    });
    const before = Date.now();
    expect(await idem.run(input('g'), async () => 'mine')).toMatchObject({ body: 'mine', replayed: false });
    expect(Date.now() - before).toBeLessThan(1_000);
    expect(await idem.run(input('g'), async () => 'again')).toMatchObject({ body: 'mine', replayed: true });
  });

  it('answers what a dead run committed instead of running the work twice', async () => {
    const other = createInstanceLiveness(database);
    const dying = createIdempotency({ db: database.db, clock: createTestClock(), liveness: other });
    const committed = gate<void>();
    // The work commits its result (and its key's reference to it), then the process dies.
    void dying.run(input('h'), async () => {
      await database.db.transaction((tx) => recordIdempotentResult(tx, 'order-1'));
      committed.open();
      return new Promise(() => {});
    });
    await committed.done;
    await other.close();
    const idem = createIdempotency({ db: database.db, clock: createTestClock(), liveness });
    let runs = 0;
    const retry = await idem.run({ ...input('h'), replay: async (ref) => ({ answered: ref }) }, async () => {
      runs++;
      return 'second';
    });
    expect(retry).toEqual({ statusCode: 200, body: { answered: 'order-1' }, replayed: true });
    expect(runs).toBe(0);
  });

  it('takes over an unowned key left without an answer for two minutes', async () => {
    const clock = createTestClock();
    const idem = createIdempotency({ db: database.db, clock, liveness, waitMs: 30, pollMs: 5 });
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ body: 1 }))
      .digest('hex');
    await database.db
      .insert(idempotencyKeys)
      .values({ userId: 'u1', scope: 'test', key: 'i', requestHash, createdAt: clock.now() });
    await expect(idem.run(input('i'), async () => 'mine')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
    });
    clock.advance(3 * 60 * 1000);
    expect(await idem.run(input('i'), async () => 'mine')).toMatchObject({ body: 'mine', replayed: false });
  });
});
