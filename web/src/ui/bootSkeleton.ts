import { useLayoutEffect } from "react";

/**
 * The first screen's skeleton (web/index.html, drawn before any script) stays until React has drawn a screen
 * of its own: the layouts, the route error and the unreachable-server banner call this, and it goes in the
 * same commit, before the browser paints, so there is never a blank frame between the two.
 */
export function useRemoveBootSkeleton(): void {
  useLayoutEffect(() => {
    document.getElementById("rv-skeleton")?.remove();
  }, []);
}
