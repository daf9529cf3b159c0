import { sql } from 'drizzle-orm';

/**
 * A condition, always true, that lets the statement's own transaction commit without waiting for
 * the WAL flush (ADR 16), in the same round trip. Only for a one-statement transaction on the pool
 * whose loss in a database crash does no harm: inside a transaction it would cover every write.
 */
export const COMMIT_LAZILY = sql`set_config('synchronous_commit', 'off', true) is not null`;
