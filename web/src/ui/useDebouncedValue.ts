import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `delayMs` (compared by `keyOf`, JSON by default, so a new object with
 * the same content is the same value): what an editor's live preview asks the server about.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, keyOf: (v: T) => string = (v) => JSON.stringify(v)): T {
  const [settled, setSettled] = useState(value);
  const key = keyOf(value);
  const settledKey = keyOf(settled);
  useEffect(() => {
    if (key === settledKey) return;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
    // The key stands for the value: a re-render with an equal value must not restart the wait.
  }, [key, settledKey, delayMs]);
  return settled;
}
