import type { Executor } from '../../db/client';

/**
 * Claims a provider event inside the transaction of its effect: true the first time, false when
 * the event was already processed (a replay) or is being processed by a concurrent delivery, whose
 * claim holds the row until it commits. So an effect runs exactly once.
 */
export type EventClaim = (tx: Executor) => Promise<boolean>;
