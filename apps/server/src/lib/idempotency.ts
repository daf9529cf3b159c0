import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { AppError, validationFailed } from './app-error';
import type { Clock } from './clock';
import { COMMIT_LAZILY } from './commit-lazily';
import { toErrorBody } from './error-body';
import type { InstanceLiveness } from './instance-liveness';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key must be 1 to 255 characters.';

/** How long an answer is kept: a client retries within minutes, not days. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** An unowned claim (made before owners were stamped) still unanswered after this long is taken over. */
const ABANDONED_MS = 2 * 60 * 1000;

export interface IdempotencyOptions {
  db: Db;
  clock: Clock;
  /** Whether the instance that claimed a key still runs: a dead one's claim is freed at once. */
  liveness: InstanceLiveness;
  /** How long a duplicate waits for the first request to finish before 409. Default 10 s. */
  waitMs?: number;
  /** How often it looks. Default 25 ms. */
  pollMs?: number;
}

type Answer = { statusCode: number; body: unknown };

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claim = { userId: string; scope: string; key: string };
const running = new AsyncLocalStorage<Claim>();

const keyIs = (userId: string | Placeholder, scope: string | Placeholder, key: string | Placeholder) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Called by the work inside its own transaction: ties the running key to what the work created,
 * committed or rolled back with it. A retry after a crash between that commit and the saved answer
 * then answers the created thing (`replay`) instead of creating a second one.
 */
export async function recordIdempotentResult(tx: Executor, ref: string): Promise<void> {
  const claim = running.getStore();
  if (!claim) return;
  await tx
    .update(idempotencyKeys)
    .set({ resultRef: ref })
    .where(keyIs(claim.userId, claim.scope, claim.key));
}

/**
 * `recordIdempotentResult` as a CTE of the work's own write (a round trip fewer), for a prepared
 * statement: `ref` is the created thing's id in that statement; the key is placeholders `keyUserId`,
 * `keyScope` and `keyValue` (null without a key: no row), whose values `idempotencyKeyValues()` gives.
 */
export const resultRefUpdate = (db: Executor, ref: SQL | Placeholder) =>
  db
    .update(idempotencyKeys)
    .set({ resultRef: sql`${ref}` as unknown as string })
    .where(keyIs(sql.placeholder('keyUserId'), sql.placeholder('keyScope'), sql.placeholder('keyValue')))
    .returning({ key: idempotencyKeys.key });

/** The placeholders' values of `resultRefUpdate` for the key the current work runs under. */
export function idempotencyKeyValues(): {
  keyUserId: string | null;
  keyScope: string | null;
  keyValue: string | null;
} {
  const claim = running.getStore();
  return { keyUserId: claim?.userId ?? null, keyScope: claim?.scope ?? null, keyValue: claim?.key ?? null };
}

/**
 * Idempotency keys for the routes that create orders or charges (checkout, confirm, paid). A
 * request with an `Idempotency-Key` header runs at most once per (caller, route, key):
 *
 * - **Insert first.** The key's row is inserted before the work starts; its primary key is the
 *   lock, so of two concurrent requests with one key only the one that inserted runs. The other
 *   waits for the first answer (up to `waitMs`, then 409 `IDEMPOTENCY_KEY_IN_PROGRESS`).
 * - **The first answer is replayed.** Success and business refusals (status < 500) are stored
 *   with their status and body; a retry gets them back, marked `Idempotent-Replayed: true`, and
 *   nothing runs again. A 5xx or unexpected failure frees the key, so a retry runs afresh.
 * - **Same key, other request.** The request (method, path, parsed body) is hashed; the same key
 *   with a different request is 400 `IDEMPOTENCY_KEY_REUSED` and runs nothing.
 * - **A crash frees the key at once.** Each claim is stamped with its instance
 *   (lib/instance-liveness.ts). A request meeting an unanswered claim of an instance that no longer
 *   runs takes it over: the dead request's transaction rolled back, so the work runs afresh; or it
 *   had committed and recorded what it created (`recordIdempotentResult`), and `replay` answers that.
 * - Keys are kept 24 hours.
 *
 * Without the header the work simply runs.
 */
export function createIdempotency(options: IdempotencyOptions) {
  const { db, clock, liveness } = options;
  const waitMs = options.waitMs ?? 10_000;
  const pollMs = options.pollMs ?? 25;
  let lastSweep = 0;

  const sweep = async (now: Date) => {
    if (now.getTime() - lastSweep < 60 * 60 * 1000) return;
    lastSweep = now.getTime();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)));
  };

  const where = keyIs;

  // Every checkout, confirm and paid claims a key: prepared once (lib/prepared.ts).
  const insertKey = db
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      scope: sql`(select ${sql.placeholder('scope')}::text where ${COMMIT_LAZILY})`,
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      owner: sql.placeholder('owner'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('claim_idempotency_key');

  const saveAnswer = db
    .update(idempotencyKeys)
    .set({
      statusCode: sql`${sql.placeholder('statusCode')}`,
      response: sql`${sql.placeholder('response')}::jsonb`,
    })
    .where(
      and(where(sql.placeholder('userId'), sql.placeholder('scope'), sql.placeholder('key')), COMMIT_LAZILY),
    )
    .prepare('save_idempotency_answer');

  /** Claims the key (true), or returns the stored row of whoever holds it. */
  const claim = async (userId: string, scope: string, key: string, requestHash: string) => {
    const now = clock.now();
    const owner = await liveness.ownerId();
    const inserted = await insertKey.execute({ userId, scope, key, requestHash, owner, createdAt: now });
    if (inserted.length > 0) {
      await sweep(now);
      return { claimed: true as const };
    }
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(where(userId, scope, key));
    return { claimed: false as const, row };
  };

  /**
   * Runs `execute` once for this key, or answers what its first run answered. Returns the answer
   * to send; an error of the first run is replayed as the same error body.
   */
  async function run(
    input: {
      userId: string;
      scope: string;
      key: string;
      request: unknown;
      /** The answer for what a run that died after its commit recorded (`recordIdempotentResult`). */
      replay?: (ref: string) => Promise<unknown>;
    },
    execute: () => Promise<unknown>,
  ): Promise<Answer & { replayed: boolean }> {
    const { userId, scope, key } = input;
    const requestHash = hashOf(input.request);
    const deadline = Date.now() + waitMs;
    for (;;) {
      const attempt = await claim(userId, scope, key, requestHash);
      if (attempt.claimed) break;
      const row = attempt.row;
      // Gone between the insert and the read: the holder failed and freed it; try again.
      if (!row) continue;
      if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response, replayed: true };
      const dead = row.owner
        ? !(await liveness.isAlive(row.owner))
        : clock.now().getTime() - row.createdAt.getTime() > ABANDONED_MS;
      if (dead && row.resultRef !== null && input.replay) {
        const body = await input.replay(row.resultRef);
        await saveAnswer.execute({ statusCode: 200, response: JSON.stringify(body), userId, scope, key });
        return { statusCode: 200, body, replayed: true };
      }
      if (dead) {
        await db
          .delete(idempotencyKeys)
          .where(
            and(
              where(userId, scope, key),
              isNull(idempotencyKeys.statusCode),
              eq(idempotencyKeys.createdAt, row.createdAt),
            ),
          );
        continue;
      }
      if (Date.now() >= deadline) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
      await sleep(pollMs);
    }

    let answer: Answer;
    try {
      answer = { statusCode: 200, body: await running.run({ userId, scope, key }, execute) };
    } catch (error) {
      const { body } = toErrorBody(error);
      if (body.status >= 500) {
        await db.delete(idempotencyKeys).where(where(userId, scope, key));
        throw error;
      }
      answer = { statusCode: body.status, body };
    }
    await saveAnswer.execute({
      statusCode: answer.statusCode,
      response: JSON.stringify(answer.body),
      userId,
      scope,
      key,
    });
    return { ...answer, replayed: false };
  }

  /**
   * For a route handler: runs `execute` under the request's Idempotency-Key, if it has one, and
   * sends the answer. The route names the `scope`; the caller is the signed-in user.
   */
  async function handle<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { userId: string; scope: string; replay?: (ref: string) => Promise<T> },
    execute: () => Promise<T>,
  ): Promise<T> {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return execute();
    const key = typeof header === 'string' ? header.trim() : '';
    if (key.length < 1 || key.length > 255) {
      throw validationFailed([{ field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_MESSAGE }]);
    }
    const request_ = { method: request.method, path: request.url.split('?')[0], body: request.body ?? null };
    const answer = await run({ ...input, key, request: request_ }, execute);
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    if (answer.statusCode === 200) return answer.body as T;
    // A refusal replayed: the same status and error body, past the route's success schema.
    return reply.status(answer.statusCode).send(answer.body) as unknown as T;
  }

  return { run, handle };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
