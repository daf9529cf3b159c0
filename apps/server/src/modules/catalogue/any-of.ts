import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = ANY($1)`: the whole id list bound as one array parameter. An IN list binds one
 * parameter per id, and with a catalogue's thousands of ids parsing and planning it costs several
 * times the query itself (bench/catalogue.mjs).
 */
export const anyOf = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::text[])`;
