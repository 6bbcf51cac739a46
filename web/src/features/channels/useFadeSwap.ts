import { useEffect, useState } from "react";

/**
 * Shows `value` with a fade: on a change the old one fades out over `ms`, then the new one fades in (spec part 3
 * section 4: summary pages rotate with a 400 ms fade). Answers what to show and its opacity.
 */
export function useFadeSwap<T>(value: T, ms: number): { shown: T; opacity: number } {
  const [shown, setShown] = useState(value);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    setVisible(false);
    const timer = setTimeout(() => {
      setShown(value);
      setVisible(true);
    }, ms);
    return () => clearTimeout(timer);
  }, [value, shown, ms]);
  return { shown, opacity: visible ? 1 : 0 };
}
