import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** Drizzle's prepared query runs on `this.client` (node-postgres and PGlite alike). */
type OnClient = { client: unknown };

type Session = { client?: unknown; constructor: unknown };

/** The Drizzle session of a handle: its driver client (the pool, a transaction's connection, PGlite). */
const sessionOf = (db: Executor) => (db as unknown as { session: Session }).session;

/**
 * A query prepared once, run on whichever handle it is given (the pool, or a transaction's
 * connection). Drizzle keeps the SQL text it generated, and on PostgreSQL the statement is named,
 * so each pooled connection parses and plans it once and later calls send only its parameters.
 *
 * The order steps make ~30 statements each (the session, the Idempotency-Key, the order, the
 * store, the cart, the customer, the writes): building them with Drizzle and parsing and planning
 * them in PostgreSQL on every call was a visible share of the time under load (bench/ordering.mjs).
 * A transaction is a new handle each time, so the query is built on the first handle and then
 * pointed at the given handle's client: an object whose prototype is the built query, with its
 * own `client` (Drizzle's prepared query reads nothing else of its handle).
 */
export function preparedPerHandle<T>(prepare: (db: Executor) => T): (db: Executor) => T {
  // Per driver (node-postgres or PGlite: their prepared queries differ), which a process may mix.
  const byDriver = new Map<unknown, T & OnClient>();
  return (db) => {
    const session = sessionOf(db);
    let built = byDriver.get(session.constructor);
    if (built === undefined) {
      built = prepare(db) as T & OnClient;
      byDriver.set(session.constructor, built);
    }
    if (session.client === built.client) return built;
    return Object.create(built, { client: { value: session.client } }) as T;
  };
}

/**
 * `preparedPerHandle` for a statement whose text depends on its input's shape (which columns an
 * update sets, which conditions apply): one named statement per shape, `name_0`, `name_1`, … in
 * the order the shapes first appear; `prepare` runs the first time a shape is seen. Shapes are
 * few and fixed by the code, not by data.
 */
export function preparedPerShape<T>(
  name: string,
): (db: Executor, shape: string, prepare: (db: Executor, name: string) => T) => T {
  const byShape = new Map<string, (db: Executor) => T>();
  return (db, shape, prepare) => {
    let forShape = byShape.get(shape);
    if (forShape === undefined) {
      const statement = `${name}_${byShape.size}`;
      forShape = preparedPerHandle((handle) => prepare(handle, statement));
      byShape.set(shape, forShape);
    }
    return forShape(db);
  };
}

/** The keys of `values` that hold a value (Drizzle leaves undefined ones out of a write). */
export function definedKeys(values: object): string[] {
  return Object.keys(values).filter((key) => (values as Record<string, unknown>)[key] !== undefined);
}

/**
 * For a prepared write of these columns: each key's placeholder, passed to the driver as given.
 * (A bare `sql.placeholder` in `.set()`/`.values()` has Drizzle encode it at execution, null
 * included, which fails for a timestamp and writes a JSON `null` for jsonb; `driverValues`
 * encodes like an unprepared write does.)
 */
export function columnPlaceholders(keys: readonly string[]): Record<string, SQL> {
  return Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(key)}`]));
}

/** `values` as an unprepared write sends them: each column's encoding, null kept as NULL. */
export function driverValues(table: Table, values: object): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, Column>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    out[key] = value === null || value === undefined || !column ? value : column.mapToDriverValue(value);
  }
  return out;
}
