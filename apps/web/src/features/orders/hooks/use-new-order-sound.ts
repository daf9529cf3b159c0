import { useCallback, useEffect, useRef, useState } from 'react';
import newOrderSoundUrl from '../assets/new-order.wav';
import { createSoundLoop, type SoundLoop } from '../model/sound-loop';

/**
 * Rings while `ringing` is true (a new order is waiting): at once, then every 5 s (spec 1 §2).
 * Browsers refuse sound before the person has touched the page; `blocked` says so, and `unblock`
 * (called from a click) plays once, which lets the loop be heard from then on.
 */
export function useNewOrderSound(ringing: boolean) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const loop = useRef<SoundLoop | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const element = new Audio(newOrderSoundUrl);
    element.preload = 'auto';
    audio.current = element;
    const created = createSoundLoop(() => {
      element.currentTime = 0;
      playQuietly(element).then(setBlocked);
    });
    loop.current = created;
    return () => {
      created.stop();
      element.pause();
    };
  }, []);

  useEffect(() => {
    loop.current?.update(ringing);
    if (!ringing) setBlocked(false);
  }, [ringing]);

  const unblock = useCallback(() => {
    if (audio.current) playQuietly(audio.current).then(setBlocked);
  }, []);
  return { blocked, unblock };
}

/** Plays; resolves to true when the browser refused (autoplay policy), false when it played. */
async function playQuietly(element: HTMLAudioElement): Promise<boolean> {
  try {
    await element.play();
    return false;
  } catch (error) {
    return error instanceof DOMException && error.name === 'NotAllowedError';
  }
}
