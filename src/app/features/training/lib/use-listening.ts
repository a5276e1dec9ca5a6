import { useEffect, useEffectEvent, useRef } from 'react';

/** Progress is saved at most this often while playing (spec part 2 §9). */
export const PROGRESS_EVERY_MS = 3_000;

/**
 * The time really spent listening to one audio element: seeking jumps further than a timeupdate interval and
 * does not count. `onStep` gets the whole seconds listened since the last step and the position, while playing
 * (at most every 3 s), on pause, at the end and when the page is left mid-audio.
 */
export function useListening(onStep: (seconds: number, position: number) => void) {
  const player = useRef<HTMLAudioElement>(null);
  const listened = useRef(0);
  const lastTime = useRef<number | null>(null);
  const lastSave = useRef(0);

  /** The whole seconds listened so far, taken out of the running count. */
  const take = () => {
    const seconds = Math.floor(listened.current);
    listened.current -= seconds;
    return seconds;
  };

  const flush = () => {
    if (listened.current < 1) return;
    lastSave.current = Date.now();
    onStep(take(), player.current?.currentTime ?? 0);
  };

  const flushOnLeave = useEffectEvent(flush);
  useEffect(() => () => flushOnLeave(), []);

  const onTimeUpdate = () => {
    const el = player.current;
    if (!el || el.paused) return;
    if (lastTime.current !== null) {
      const step = el.currentTime - lastTime.current;
      if (step > 0 && step < 2) listened.current += step;
    }
    lastTime.current = el.currentTime;
    if (Date.now() - lastSave.current >= PROGRESS_EVERY_MS) flush();
  };

  return {
    player,
    take,
    handlers: {
      onPlay: () => {
        lastTime.current = player.current?.currentTime ?? null;
      },
      onPause: flush,
      onSeeking: () => {
        lastTime.current = null;
      },
      onTimeUpdate,
      onEnded: flush,
    },
  };
}
