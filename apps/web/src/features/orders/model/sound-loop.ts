/** The new-order sound repeats every 5 seconds (spec 1 §2, §9). */
export const NEW_ORDER_SOUND_MS = 5_000;

export interface SoundLoop {
  /** Plays at once and then every 5 s while `ringing` is true; stays quiet otherwise. */
  update(ringing: boolean): void;
  stop(): void;
}

export function createSoundLoop(play: () => void, intervalMs = NEW_ORDER_SOUND_MS): SoundLoop {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    update(ringing) {
      if (!ringing) return stop();
      if (timer !== undefined) return;
      play();
      timer = setInterval(play, intervalMs);
    },
    stop,
  };
}
