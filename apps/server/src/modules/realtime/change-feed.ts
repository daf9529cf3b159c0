import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type ChangeFeed, type ChangeListener, REALTIME_CHANNEL } from '../../lib/change-notices';
import { merchantOfMessage } from './bus-messages';
import type { RealtimeBus } from './realtime-bus';

interface PgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/**
 * `Realtime.changes` and the listener the bus tells. On PostgreSQL it is the bus's LISTEN (order
 * publications and store notices of every instance). On PGlite, one process: orders are dropped
 * by the publishing use case itself, and store notices are heard through PGlite's own LISTEN,
 * which calls back when their transaction commits.
 */
export function createChangeFeed(deps: {
  database: Database;
  bus: () => RealtimeBus;
  log: FastifyBaseLogger;
}): ChangeFeed & { fanOut: ChangeListener } {
  const listeners: ChangeListener[] = [];
  const fanOut: ChangeListener = {
    changed: (merchantId) => {
      for (const listener of listeners) listener.changed(merchantId);
    },
    lost: () => {
      for (const listener of listeners) listener.lost();
    },
  };
  let local: 'idle' | 'starting' | 'heard' = 'idle';
  const listenLocally = async () => {
    local = 'starting';
    const client = (deps.database.db as unknown as { $client: PgliteListen }).$client;
    await client.listen(REALTIME_CHANNEL, (payload) => {
      const merchantId = merchantOfMessage(payload);
      if (merchantId) fanOut.changed(merchantId);
    });
    local = 'heard';
  };
  const postgres = deps.database.kind === 'postgres';

  return {
    fanOut,
    listening: () => (postgres ? deps.bus().listening() : local === 'heard'),
    listen() {
      const started = postgres ? deps.bus().ready() : local === 'idle' ? listenLocally() : null;
      started?.catch((error: unknown) => {
        if (!postgres) local = 'idle';
        deps.log.warn({ err: error }, 'real-time: change feed not started');
      });
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
  };
}
