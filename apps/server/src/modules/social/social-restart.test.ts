import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { scheduledPostsKit, sleep } from '../../test/scheduled-posts-kit';
import { openTestDatabase } from '../../test/test-database';

// A scheduled offline post is published exactly once by the job queue (ADR 13), even when no
// server runs at its time. On PGlite the database is a directory closed and reopened, as a process
// restart would do. Two instances on one PostgreSQL: social-restart-instances.pg.test.ts.

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const kit = scheduledPostsKit((dataDir) =>
  postgres ? openTestDatabase() : openDatabase({ dataDir: join(dataDir, 'pglite') }),
);

describe('scheduled publishing across restarts', () => {
  it('publishes a post that fell due while the server was stopped, once, after it starts again', async () => {
    const first = await kit.instance();
    const post = await kit.scheduleOn(first, 2);
    await first.close();
    if (!postgres) await kit.reopen();
    await sleep(post.at + 1000 - Date.now());
    expect(await kit.statusOf(post.id)).toBe('scheduled');

    const second = await kit.instance();
    try {
      await kit.waitForSuccess(post.id);
      expect(await kit.jobsOf(post.id)).toEqual([{ state: 'completed', retries: 0 }]);
    } finally {
      await second.close();
    }
  });
});
