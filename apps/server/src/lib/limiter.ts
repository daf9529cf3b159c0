/**
 * Runs at most `slots` jobs at once; the rest wait in arrival order. A finishing job hands its
 * slot straight to the next waiter, so a newcomer can never slip in between and exceed the limit.
 */
export function createLimiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (running < slots) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async <T>(job: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await job();
    } finally {
      release();
    }
  };
}
