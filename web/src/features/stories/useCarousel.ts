import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { carouselAdvances, stepIndex } from "./carousel";
import { WIDE_SCREEN_QUERY } from "./storyOptions";

const MEDIA_EVENTS = ["play", "pause", "ended"] as const;

/**
 * A carousel's state: the slide shown, moving by hand, and advancing by itself every `intervalMs` while nothing
 * holds it (carousel.ts). Spread `rootProps` on the carousel's element: it watches the pointer, focus, and any
 * video inside (media events do not bubble, so they are caught on the way down). A move by hand starts the
 * interval again, so the new slide gets its full time.
 */
export function useCarousel(count: number, intervalMs: number, options: { wideOnly: boolean }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const advancing = carouselAdvances({ count, wideOnly: options.wideOnly, wide, hovered, focused, videoPlaying, paused, reducedMotion });
  const shown = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => setIndex((i) => stepIndex(i, 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [advancing, shown, count, intervalMs]);

  // Media events do not bubble: listen on the way down (capture) for any video inside starting or stopping.
  const root = useRef<HTMLElement | null>(null);
  const onMedia = useCallback(() => {
    setVideoPlaying([...(root.current?.querySelectorAll("video") ?? [])].some((v) => !v.paused && !v.ended));
  }, []);
  const ref = useCallback(
    (el: HTMLElement | null) => {
      for (const type of MEDIA_EVENTS) root.current?.removeEventListener(type, onMedia, true);
      root.current = el;
      for (const type of MEDIA_EVENTS) el?.addEventListener(type, onMedia, true);
    },
    [onMedia],
  );

  return {
    index: shown,
    advancing,
    paused,
    go: (i: number) => setIndex(stepIndex(i, 0, count)),
    next: () => setIndex((i) => stepIndex(i, 1, count)),
    prev: () => setIndex((i) => stepIndex(i, -1, count)),
    togglePaused: () => setPaused((p) => !p),
    rootProps: {
      ref,
      onPointerEnter: (e: { pointerType: string }) => e.pointerType === "mouse" && setHovered(true),
      onPointerLeave: () => setHovered(false),
      // Keyboard focus holds it (WCAG 2.2.2); a click on its buttons does not (the pointer's hover does meanwhile).
      onFocus: (e: FocusEvent<HTMLElement>) => setFocused(e.target.matches(":focus-visible")),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
