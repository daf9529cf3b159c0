import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from '../db/client';

/** Ends the transaction in the same write as the statement `last` sends (see below). */
export type CommitWith = <R>(last: () => Promise<R>) => Promise<R>;

type SessionArgs = ConstructorParameters<typeof NodePgSession>;
type Stream = { cork(): void; uncork(): void };
/** What `db.transaction` itself uses of the database (drizzle-orm/node-postgres/session.js). */
type Internals = {
  dialect: SessionArgs[1];
  session: { client: pg.Pool; schema: SessionArgs[2]; options: SessionArgs[3] };
};

/**
 * A transaction that costs two round trips fewer than `db.transaction`: its BEGIN goes out in one
 * write with the statement that `work` sends first, and `commitWith(last)` sends COMMIT in one
 * write with `last`. On the order steps each write to PostgreSQL was the largest single cost under
 * load (socket writes ~25% of the server's CPU in bench/ordering.mjs: on loopback the sender pays
 * for waking the receiver), so statements are batched where nothing has to be decided in between.
 *
 * The pool's clients run in pipeline mode (db/client.ts): queries written back to back are answered
 * in order. Rules for `work`:
 * - its first statement must be sent before its first `await` (call `.execute()` on a prepared or
 *   built query, not `await builder`, which sends one microtask later, after the BEGIN's write);
 *   it still works otherwise, only without the saving;
 * - after `commitWith`, nothing may refuse: COMMIT is already on its way. If `last` fails,
 *   PostgreSQL answers the COMMIT of the aborted transaction with a rollback, and the error of
 *   `last` is thrown as usual.
 *
 * On PGlite (one process, no socket) it is `db.transaction`, with `commitWith` simply running `last`.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  work: (tx: Tx, commitWith: CommitWith) => Promise<T>,
): Promise<T> {
  const { session, dialect } = db as unknown as Internals;
  if (!(session.client instanceof pg.Pool)) return db.transaction((tx) => work(tx, (last) => last()));
  const client = await session.client.connect();
  const stream = (client as unknown as { connection: { stream: Stream } }).connection.stream;
  const txSession = new NodePgSession(client, dialect, session.schema, session.options);
  const tx = new NodePgTransaction(dialect, txSession, session.schema) as unknown as Tx;
  // Sent before they are awaited: their failures are taken up below, never left unhandled.
  const sent = <P>(promise: Promise<P>) => {
    promise.catch(() => {});
    return promise;
  };
  let commit: Promise<unknown> | null = null;
  const commitWith: CommitWith = (last) => {
    stream.cork();
    try {
      const result = sent(last());
      commit = sent(client.query('commit'));
      return result;
    } finally {
      stream.uncork();
    }
  };
  stream.cork();
  const begin = sent(client.query('begin'));
  let running: Promise<T>;
  try {
    running = sent(work(tx, commitWith));
  } finally {
    stream.uncork();
  }
  try {
    await begin;
    const result = await running;
    commit ??= client.query('commit');
    await commit;
    client.release();
    return result;
  } catch (error) {
    // Every statement already sent is answered before the client goes back to the pool; one that
    // cannot even roll back is dropped from it.
    await Promise.allSettled([begin, running]);
    let broken: Error | undefined;
    if (commit === null) {
      await client.query('rollback').catch((failure: Error) => {
        broken = failure;
      });
    } else await Promise.allSettled([commit]);
    client.release(broken);
    throw error;
  }
}
