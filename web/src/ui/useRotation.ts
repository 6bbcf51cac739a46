import { useEffect, useState } from "react";

/**
 * An index that advances every `intervalMs` through `count` slides (carousels, summary pages) while not `paused`;
 * the timer starts over after any change of slide, so a slide chosen by hand gets its full time. Clamped when the
 * count shrinks.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (Math.min(i, count - 1) + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [current, count, intervalMs, paused]);
  return [current, (i: number) => setIndex(count > 0 ? ((i % count) + count) % count : 0)];
}
