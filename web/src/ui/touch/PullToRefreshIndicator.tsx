import { Box, Circle, Spinner, VisuallyHidden } from "@chakra-ui/react";
import { ArrowUpIcon } from "../icons";
import { pullState, PULL_SHOW_PX } from "./gestures";

/** Height the indicator keeps while a refresh runs, and the most it opens while pulling. */
const RESTING_PX = 48;
const MAX_PX = 72;

/**
 * The pull-to-refresh mark above a list (pair with usePullToRefresh): hidden until the pull reaches 50 px, then
 * it opens with the finger, pushing the list down; its arrow points down while pulling and turns up once a
 * release would refresh; a spinner holds the place while refreshing.
 */
export function PullToRefreshIndicator({ pullDistance, refreshing }: { pullDistance: number; refreshing: boolean }) {
  const state = pullState(pullDistance);
  const height = refreshing ? RESTING_PX : state === "idle" ? 0 : Math.min(MAX_PX, 24 + (pullDistance - PULL_SHOW_PX) * 0.5);
  const label = refreshing ? "Refreshing…" : state === "armed" ? "Release to refresh" : state === "pulling" ? "Pull to refresh" : "";
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="pull-to-refresh"
      data-state={refreshing ? "refreshing" : state}
      height={`${height}px`}
      overflow="hidden"
      display="flex"
      alignItems="flex-end"
      justifyContent="center"
      // Follow the finger exactly; ease only when springing back or settling into the refreshing place.
      transition={pullDistance === 0 ? "height 0.2s ease-out" : "none"}
      pointerEvents="none"
    >
      {(refreshing || state !== "idle") && (
        <Circle size="8" mb="2" bg="bg.panel" shadow="sm" borderWidth="1px" color="fg.muted">
          {refreshing ? (
            <Spinner size="sm" color="brand.solid" />
          ) : (
            <ArrowUpIcon
              color={state === "armed" ? "brand.solid" : undefined}
              style={{ width: "1rem", height: "1rem", transform: state === "armed" ? "rotate(0deg)" : "rotate(180deg)", transition: "transform 0.15s ease-out" }}
            />
          )}
        </Circle>
      )}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}
