import type { DemoHistory } from '@perkdesk/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { claimRun, findRun, recordProgress, releaseRun } from './demo-history.repository';

/** A run with no day played for this long lost its server: shown STOPPED, and claimable again. */
export const DEMO_HISTORY_STALE_MS = 60_000;

/** The demo history's run: claimed and moved on by the player, read by the dashboards. */
export function createDemoHistoryService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const staleBefore = () => new Date(clock.now().getTime() - DEMO_HISTORY_STALE_MS);
  return {
    /**
     * The run this instance is to play: a new one of `days` ending at `endsAt`, or a stopped one
     * with its own days and progress. Undefined when another instance plays it or it finished.
     */
    claim: (merchantId: string, fresh: { days: number; endsAt: Date }) =>
      claimRun(db, merchantId, fresh, clock.now(), staleBefore()),

    progress: (merchantId: string, daysPlayed: number, finished = false) =>
      recordProgress(db, merchantId, daysPlayed, clock.now(), finished),

    /** The server stops: the run reads STOPPED, and the next start plays on without waiting. */
    release: (merchantId: string) => releaseRun(db, merchantId),

    async status(merchantId: string): Promise<DemoHistory> {
      const run = await findRun(db, merchantId);
      if (!run) return { status: 'NONE', days: 0, daysPlayed: 0 };
      const status = run.finishedAt ? 'DONE' : run.updatedAt < staleBefore() ? 'STOPPED' : 'PLAYING';
      return { status, days: run.days, daysPlayed: run.daysPlayed };
    },
  };
}

export type DemoHistoryService = ReturnType<typeof createDemoHistoryService>;
