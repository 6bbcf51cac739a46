/**
 * When a carousel advances by itself (spec part 2 section 9: the story hero every 8 s on wide screens, the media
 * carousel every 10 s, unless hovered or a video is playing). Our additions, for WCAG 2.2.2 (Pause, Stop, Hide)
 * and 2.3.3: it also holds while keyboard focus is inside it, after the reader pressed Pause, and for readers who
 * ask their system for reduced motion.
 */
export interface CarouselConditions {
  count: number;
  /** The hero advances on wide screens only; the media carousel everywhere. */
  wideOnly: boolean;
  wide: boolean;
  hovered: boolean;
  focused: boolean;
  videoPlaying: boolean;
  paused: boolean;
  reducedMotion: boolean;
}

export function carouselAdvances(c: CarouselConditions): boolean {
  return c.count > 1 && (!c.wideOnly || c.wide) && !c.hovered && !c.focused && !c.videoPlaying && !c.paused && !c.reducedMotion;
}

/** The slide `step` away from `index`, wrapping around both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
