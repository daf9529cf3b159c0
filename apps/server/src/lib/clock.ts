/** The current instant. Injected so tests can move time to expire tokens and throttling windows. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
