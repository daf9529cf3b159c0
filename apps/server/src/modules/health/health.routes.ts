import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';

/** How long the readiness probe waits for the database before calling the instance not ready. */
const READY_TIMEOUT_MS = 2_000;
const NO_STORE = { 'cache-control': 'no-store' };

/**
 * `/api/health` is the liveness probe: the process answers, nothing else is asked. `/api/ready`
 * is the readiness probe a load balancer asks before sending traffic: the database answers too.
 */
export function healthRoutes(app: AppInstance, deps: { db: Db }) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Tell that the process answers (liveness)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getReadiness',
        summary: 'Tell that the instance can serve: the database answers (readiness)',
        response: { 200: z.object({ status: z.literal('ready') }) },
        errors: [503],
      },
    },
    async () => {
      if (await databaseAnswers(deps.db)) return { status: 'ready' as const };
      throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.', undefined, NO_STORE);
    },
  );
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = db.execute(sql`SELECT 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
