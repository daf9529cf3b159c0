import type { Executor } from '../db/client';

/**
 * A query prepared once per database handle instead of built again on every call. Drizzle then
 * keeps the SQL text it generated, and on PostgreSQL the statement is named, so each pooled
 * connection parses and plans it once. For the reads every order step makes (the session, the
 * order, the store, the cart, the customer): building and parsing them was a visible share of
 * the server's time under load (bench/ordering.mjs).
 *
 * A transaction handle is short-lived; its entry goes with it (WeakMap).
 */
export function preparedPerHandle<T>(prepare: (db: Executor) => T): (db: Executor) => T {
  const byHandle = new WeakMap<Executor, T>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
