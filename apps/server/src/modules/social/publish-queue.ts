import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';

const QUEUE = 'social-publish';

/** Scheduled posts' publishing, one job per post (docs/adr/0013-job-queue.md). */
export interface PublishQueue {
  /** Publishes the post at `at` (or at once when it has passed), on whichever instance fetches it first. */
  schedule(postId: string, at: Date): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's `db` option over the app's own connection: the pool on PostgreSQL, the PGlite client. */
function executorOf(database: Database) {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
    return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
  }
  const pglite = client as {
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
    exec(text: string): Promise<{ rows: unknown[] }[]>;
  };
  return {
    // pg-boss sends its schema scripts as several statements without values: PGlite runs those with exec.
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** A job id derived from the post id, so enqueuing a post again never makes a second job. */
function jobIdOf(postId: string): string {
  const hex = createHash('sha1').update(`social-post:${postId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * pg-boss 10 in its own `pgboss` schema of the app's database, on both PostgreSQL and PGlite. It
 * starts when the app is ready only if scheduled posts wait (so apps without any never run it), and
 * otherwise with the first scheduled post. `pending` lists the posts to (re)queue at start.
 */
export function createPublishQueue(deps: {
  database: Database;
  publish: (postId: string) => Promise<void>;
  pending: () => Promise<{ id: string; scheduleDate: Date | null }[]>;
  log: FastifyBaseLogger;
  pollingSeconds?: number;
}): PublishQueue {
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  const send = (instance: PgBoss, postId: string, at: Date) =>
    instance.send(
      QUEUE,
      { postId },
      { id: jobIdOf(postId), singletonKey: postId, startAfter: at, retryLimit: 5 },
    );

  async function boot(): Promise<PgBoss> {
    const instance = new PgBoss({ db: executorOf(deps.database), schedule: false, supervise: true });
    instance.on('error', (error) => deps.log.error({ err: error }, 'social publish queue'));
    await instance.start();
    // Two instances may start at once: the loser of the race finds the queue made.
    if (!(await instance.getQueue(QUEUE)))
      await instance.createQueue(QUEUE).catch(async (error: unknown) => {
        if (!(await instance.getQueue(QUEUE))) throw error;
      });
    await instance.work<{ postId: string }>(
      QUEUE,
      { pollingIntervalSeconds: deps.pollingSeconds ?? 1 },
      async (jobs) => {
        for (const job of jobs) await deps.publish(job.data.postId);
      },
    );
    // Jobs survive restarts; re-sending the waiting posts also covers a post whose job was never sent.
    for (const post of await deps.pending()) await send(instance, post.id, post.scheduleDate ?? new Date());
    boss = instance;
    return instance;
  }
  const running = () => {
    starting ??= boot();
    return starting;
  };

  return {
    async schedule(postId, at) {
      if (stopped) return;
      await send(await running(), postId, at);
    },
    async start() {
      if ((await deps.pending()).length > 0) await running();
    },
    async stop() {
      stopped = true;
      if (starting) await starting.catch(() => null);
      await boss?.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
      boss = null;
    },
  };
}
