import { sql } from 'drizzle-orm';

// The real-time channel's name and the stores-changed notice, in lib so that a repository can
// notify in its own statement without importing modules/realtime (which hears them, pg-bus.ts).

/** One channel per database: every instance on the database listens to it (pg-bus.ts). */
export const REALTIME_CHANNEL = 'perkdesk_realtime';

/** The notice that a merchant's stores changed: `{ "t": "stores", "m": merchantId }`. */
export const storesMessage = (merchantId: string): string => JSON.stringify({ t: 'stores', m: merchantId });

/**
 * A `pg_notify` of the merchant's stores changing, for the RETURNING of the statement that
 * changes them: in its transaction, so every instance hears it exactly when the change commits.
 */
export const notifyStoresChanged = (merchantId: string) =>
  sql<unknown>`pg_notify(${REALTIME_CHANNEL}, ${storesMessage(merchantId)})`;

/** Told of each merchant whose orders or stores changed on any instance, and of a lost feed. */
export interface ChangeListener {
  changed(merchantId: string): void;
  /** Changes may have been missed: forget everything. */
  lost(): void;
}

/** `Realtime.changes`: what caches of merchants' answers subscribe to. */
export interface ChangeFeed {
  /** Whether every instance's changes reach the listeners right now. */
  listening(): boolean;
  /** Starts hearing them (a no-op once started). */
  listen(): void;
  subscribe(listener: ChangeListener): void;
}
