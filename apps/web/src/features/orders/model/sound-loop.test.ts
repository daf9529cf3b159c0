import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSoundLoop } from './sound-loop';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createSoundLoop', () => {
  it('plays at once, then every 5 s while a new order exists, and stops when none is left', () => {
    const play = vi.fn();
    const loop = createSoundLoop(play);
    loop.update(false);
    expect(play).not.toHaveBeenCalled();
    loop.update(true);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4_999);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(2);
    // Another new order while ringing does not restart or double the loop.
    loop.update(true);
    vi.advanceTimersByTime(10_000);
    expect(play).toHaveBeenCalledTimes(4);
    loop.update(false);
    vi.advanceTimersByTime(60_000);
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('starts again for the next new order, and stop() silences it', () => {
    const play = vi.fn();
    const loop = createSoundLoop(play);
    loop.update(true);
    loop.update(false);
    loop.update(true);
    expect(play).toHaveBeenCalledTimes(2);
    loop.stop();
    vi.advanceTimersByTime(60_000);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
