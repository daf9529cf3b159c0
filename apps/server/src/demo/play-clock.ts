import type { Clock } from '../lib/clock';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** A clock the history generator moves by hand. */
export class PlayClock implements Clock {
  constructor(private current: number) {}
  now() {
    return new Date(this.current);
  }
  set(instant: number) {
    this.current = instant;
  }
  advance(ms: number) {
    this.current += ms;
  }
}

/**
 * Lets the event loop run. PGlite answers on the main thread, so a chain of awaited queries never
 * reaches the I/O phase by itself: without this, live requests would wait for the whole history.
 */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
