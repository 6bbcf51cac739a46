import { useCallback, useId } from "react";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { ReadLaterButton_item$key } from "../../__generated__/ReadLaterButton_item.graphql";
import { notifyUserError } from "../../ui/errorToast";
import { BookmarkIcon } from "../../ui/icons";
import { PlainIconButton } from "../../ui/PlainIconButton";
import type { MutationOutcome } from "../subscriptions/commitAsPromise";
import { isTaggedInStore, setItemTagged } from "./contentTagMutations";
import { READ_LATER_SLUG } from "./contentTagPaths";
import { CONTENT_UPDATE_FAILED } from "../content/readState";

const READ_LATER = { slug: READ_LATER_SLUG } as const;

/**
 * Toggles an item in the viewer's read-later tag (spec part 1 section 9: "adds the tag if not tagged, removes
 * it if tagged; the UI updates first"). Given only the item's Relay id, for keyboard shortcuts and swipe
 * actions; `saved` is the state the caller shows, else it is read from the store. A refusal (such as
 * MAX_CONTENT_ITEMS_TAGGED_REACHED, with its upgrade link) rolls the change back and toasts.
 */
export function useToggleReadLater(): (itemId: string, saved?: boolean) => Promise<MutationOutcome> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (itemId, saved) => {
      const isSaved = saved ?? isTaggedInStore(environment, itemId, READ_LATER);
      const outcome = await setItemTagged(environment, itemId, READ_LATER, !isSaved);
      if (!outcome.ok) notifyUserError(outcome.error, CONTENT_UPDATE_FAILED);
      return outcome;
    },
    [environment],
  );
}

/**
 * The bookmark toggle on an item. Its name stays "Read later" and aria-pressed says whether the item is
 * saved (a toggle button must not change its name); the tooltip says what a click will do. Button and tooltip
 * are plain elements (ui/plain.css: the tooltip shows by CSS on hover and keyboard focus), not Chakra's Tooltip:
 * every list row draws one, and each Chakra tooltip runs a state machine from the moment it mounts.
 */
export function ReadLaterButton(props: {
  item: ReadLaterButton_item$key;
  size?: "xs" | "sm" | "md";
  /** Where the tooltip shows: above (lists), or below where nothing above has room (a toolbar at the top). */
  tooltipPlacement?: "top" | "bottom";
}) {
  const item = useFragment(
    graphql`
      fragment ReadLaterButton_item on ContentItem {
        id
        contentItemTags {
          id
          slug
        }
      }
    `,
    props.item,
  );
  const toggle = useToggleReadLater();
  const saved = item.contentItemTags.some((t) => t.slug === READ_LATER_SLUG);
  const tipId = useId();
  return (
    <span className="rv-tip-anchor">
      <PlainIconButton
        aria-label="Read later"
        aria-pressed={saved}
        aria-describedby={tipId}
        size={props.size ?? "sm"}
        color={saved ? "brand.fg" : "fg.muted"}
        hoverColor={saved ? "brand.fg" : "fg"}
        onClick={(e) => {
          // Lists open an item on a click anywhere in its row: this click is the button's alone.
          e.stopPropagation();
          void toggle(item.id, saved);
        }}
        data-saved={saved ? "" : undefined}
      >
        <BookmarkIcon fill={saved ? "currentColor" : "none"} />
      </PlainIconButton>
      <span className="rv-tip" role="tooltip" id={tipId} data-placement={props.tooltipPlacement ?? "top"}>
        {saved ? "Remove from Read Later" : "Read later"}
      </span>
    </span>
  );
}
