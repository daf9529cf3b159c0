import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createLimiter', () => {
  it('never runs more jobs at once than its slots, in arrival order, through failures', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const jobs = Array.from({ length: 7 }, (_, index) =>
      limit(async () => {
        running++;
        most = Math.max(most, running);
        order.push(index);
        await tick();
        running--;
        if (index === 3) throw new Error('job 3 fails');
        return index;
      }),
    );
    const results = await Promise.allSettled(jobs);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
