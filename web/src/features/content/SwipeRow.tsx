import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useSwipeActions } from "../../ui/touch/useSwipeActions";
import { CircleCheckIcon, CircleIcon } from "./listIcons";
import "./items/items.css";

/**
 * Touch swipe actions on a single-column row: swipe right for read / unread, left for read later; a long
 * swipe runs the action at once. Mouse and keyboard users have the same actions on the row's buttons.
 */
export function SwipeRow(props: { children: ReactNode; isRead: boolean; saved: boolean; onToggleRead: () => void; onToggleReadLater: () => void; disabled: boolean }) {
  const swipe = useSwipeActions({
    disabled: props.disabled,
    start: { onFullSwipe: props.onToggleRead },
    end: { onFullSwipe: props.onToggleReadLater },
  });
  const run = (action: () => void) => () => {
    action();
    swipe.close();
  };
  return (
    // Plain elements (items/items.css): every row of a list has one. The buttons only show while swiping.
    <div className={swipe.offset !== 0 ? "rv-swipe rv-swipe--open" : "rv-swipe"}>
      {swipe.offset !== 0 && (
        <>
          <Button
            position="absolute"
            insetY="0"
            left="0"
            w="90px"
            h="full"
            rounded="none"
            colorPalette="brand"
            onClick={run(props.onToggleRead)}
            aria-label={props.isRead ? "Mark as unread" : "Mark as read"}
          >
            {props.isRead ? <CircleIcon /> : <CircleCheckIcon />}
          </Button>
          <Button
            position="absolute"
            insetY="0"
            right="0"
            w="90px"
            h="full"
            rounded="none"
            colorPalette="orange"
            onClick={run(props.onToggleReadLater)}
            aria-label={props.saved ? "Remove from Read Later" : "Read later"}
          >
            {props.saved ? "Unsave" : "Save"}
          </Button>
        </>
      )}
      <div {...swipe.rowProps} className="rv-swipe-row">
        {props.children}
      </div>
    </div>
  );
}
