import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Spec §9: a new slide every 10 s, each change a 0.8 s fade to black. */
export const SLIDE_INTERVAL_MS = 10_000;
export const FADE_MS = 800;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** True while the tab is in the background: a slideshow nobody sees should not keep a timer running. */
export function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export type Slideshow = {
  /** The slide on screen. */
  index: number;
  /** True while the picture is faded to black (the 0.8 s before a switch, and until the fade back starts). */
  dimmed: boolean;
  /** Whether it advances by itself: not when paused by the person, hidden, or with reduced motion asked for. */
  playing: boolean;
  goTo(index: number): void;
  setPaused(paused: boolean): void;
  paused: boolean;
  reducedMotion: boolean;
};

/**
 * Advances every 10 s and wraps; each change (automatic or a dot) fades to black over 0.8 s, then switches, then
 * fades back. The 10 s count starts again after every change, so a dot press is never followed by a quick jump.
 * With reduced motion asked for it neither fades nor advances by itself; dots switch at once.
 */
export function useSlideshow(count: number): Slideshow {
  const [index, setIndex] = useState(0);
  const [dimmed, setDimmed] = useState(false);
  const [paused, setPaused] = useState(false);
  const hidden = useDocumentHidden();
  const reducedMotion = usePrefersReducedMotion();
  const switchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const playing = !paused && !hidden && !reducedMotion && count > 1;

  const goTo = useCallback(
    (target: number) => {
      const next = ((target % count) + count) % count;
      clearTimeout(switchTimer.current);
      if (reducedMotion) {
        setDimmed(false);
        setIndex(next);
        return;
      }
      setDimmed(true);
      switchTimer.current = setTimeout(() => {
        setIndex(next);
        setDimmed(false);
      }, FADE_MS);
    },
    [count, reducedMotion],
  );

  useEffect(() => () => clearTimeout(switchTimer.current), []);

  useEffect(() => {
    if (!playing || dimmed) return undefined;
    const timer = setTimeout(() => goTo(index + 1), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, dimmed, index, goTo]);

  return { index, dimmed, playing, goTo, paused, setPaused, reducedMotion };
}
