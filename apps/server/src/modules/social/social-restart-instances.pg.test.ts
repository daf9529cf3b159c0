import { describe, expect, it } from 'vitest';
import { scheduledPostsKit, sleep } from '../../test/scheduled-posts-kit';
import { openTestDatabase, postgresUrl } from '../../test/test-database';

// Several instances on one PostgreSQL run the job queue's worker; a scheduled post is still
// published exactly once (ADR 13).

const kit = scheduledPostsKit(() => openTestDatabase(postgresUrl()));

describe('scheduled publishing with two instances', () => {
  it('publishes it once when two instances start after its time', async () => {
    const first = await kit.instance();
    const posts = [
      await kit.scheduleOn(first, 2),
      await kit.scheduleOn(first, 2),
      await kit.scheduleOn(first, 2),
    ];
    await first.close();
    await sleep(Math.max(...posts.map((post) => post.at)) + 500 - Date.now());
    const [a, b] = await Promise.all([kit.instance(), kit.instance()]);
    try {
      for (const post of posts) {
        await kit.waitForSuccess(post.id);
        expect(await kit.jobsOf(post.id)).toEqual([{ state: 'completed', retries: 0 }]);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('publishes a post made on one of two running instances once', async () => {
    const a = await kit.instance();
    const seed = await kit.scheduleOn(a, 1);
    // B starts with a post waiting, so both instances run the queue's worker.
    const b = await kit.instance();
    try {
      const post = await kit.scheduleOn(b, 2);
      for (const id of [seed.id, post.id]) {
        await kit.waitForSuccess(id);
        expect(await kit.jobsOf(id)).toEqual([{ state: 'completed', retries: 0 }]);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
