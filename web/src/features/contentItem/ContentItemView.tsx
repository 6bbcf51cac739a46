import { Box, Heading, Link, Stack } from "@chakra-ui/react";
import { useCallback, useLayoutEffect, useRef, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { ContentItemView_item$key } from "../../__generated__/ContentItemView_item.graphql";
import { notifyError, notifySuccess } from "../../ui/toaster";
import { UNKNOWN_ERROR } from "../../ui/errorToast";
import { useSetItemRead } from "../content/readState";
import { ReadLaterButton } from "../contentTags/ReadLaterButton";
import { TagPickerMenu } from "../contentTags/TagPickerMenu";
import { ContentItemBody } from "./ContentItemBody";
import { ContentItemDetails } from "./ContentItemDetails";
import { ContentItemMedia } from "./ContentItemMedia";
import { ContentItemToolbar } from "./ContentItemToolbar";
import { ItemTopicChips } from "../topics/ItemTopicChips";
import { itemKeyAction } from "./itemKeys";
import { shareUrl } from "./itemDetails";
import { browserShareEnvironment, copyText, LINK_COPIED, SHARE_UNSUPPORTED, shareOrCopy } from "./shareLink";
import { useMarkOpened } from "./useMarkOpened";

export interface ContentItemViewProps {
  item: ContentItemView_item$key;
  /** The signed-in viewer (a guest counts); null: no read state to keep, so no toggle and no marking. */
  viewerId: string | null;
  /** Step through the caller's list; the buttons (and ←/k, →/j) show only when given. */
  onPrev?: () => void;
  onNext?: () => void;
  /** Shows a Close button (the modal). */
  onClose?: () => void;
  /** More toolbar actions after the read toggle, read later and tags. */
  extraActions?: ReactNode;
  /**
   * "page": an h1 and a toolbar that sticks under the top bar; "modal": an h2 (the dialog has its own
   * title) and a toolbar that sticks to the top of the dialog's scrolling body.
   */
  variant?: "page" | "modal";
  /** The title heading's id (the modal names its dialog by it); default item-title-{id}. */
  headingId?: string;
  /** Listen for the item shortcuts on the window (default true); false where a list owns the keyboard (inline article). */
  keyboard?: boolean;
}

/**
 * The full article view of one content item (spec part 2 section 2, item detail): toolbar, title linking to
 * the source, details row, audio/video toggles, hero image and the body. Used by the /content/{id} page and
 * by ContentItemModal over the lists. Opening an unread item marks it read and records one view.
 */
export function ContentItemView(props: ContentItemViewProps) {
  const item = useFragment(
    graphql`
      fragment ContentItemView_item on ContentItem {
        id
        contentItemId
        title
        link
        isRead
        # Walked by useSetItemRead's optimistic update (subscription, folders and tag counts).
        ...readState_countHolders
        ...ContentItemDetails_item
        ...ItemTopicChips_item
        ...ContentItemMedia_item
        ...ContentItemBody_item
        ...ReadLaterButton_item
        ...TagPickerMenu_item
      }
    `,
    props.item,
  );
  const { viewerId, onPrev, onNext, keyboard = true } = props;
  const variant = props.variant ?? "page";
  const setRead = useSetItemRead(viewerId);
  useMarkOpened(item, viewerId);

  const { id, isRead } = item;
  const toggleRead = useCallback(() => void setRead(id, !isRead), [setRead, id, isRead]);
  const url = shareUrl(item.link, window.location.origin, item.contentItemId);

  const copyLink = async () => {
    if (await copyText(url, browserShareEnvironment())) notifySuccess(LINK_COPIED);
    else notifyError(UNKNOWN_ERROR);
  };
  const share = async () => {
    const outcome = await shareOrCopy({ title: item.title ?? undefined, url }, browserShareEnvironment());
    if (outcome === "copied") notifySuccess(SHARE_UNSUPPORTED);
    else if (outcome === "failed") notifyError(UNKNOWN_ERROR);
  };

  // Keyboard (spec part 2 section 2): ←/k previous, →/j next, y toggles read; ignored while typing. The
  // latest handlers sit in a ref so the listener is added once, not on every render. The ref is set in a layout
  // effect, inside the commit that shows the new item: with a passive effect a key pressed between the paint
  // and the effect (l then h, quickly, on a busy machine) ran the previous item's handler and went astray.
  const keys = useRef<{ onPrev?: () => void; onNext?: () => void; toggleRead?: () => void }>({});
  useLayoutEffect(() => {
    keys.current = { onPrev, onNext, toggleRead: viewerId ? toggleRead : undefined };
  });
  // The listener too is added in the commit that shows the item: the modal mounts a new view for each item (its
  // error boundary is keyed by the item), and with a passive effect a key pressed as soon as the new item showed
  // (h right after l, on a busy machine) found no listener at all and was lost.
  useLayoutEffect(() => {
    if (!keyboard) return;
    const onKey = (e: KeyboardEvent) => {
      const action = itemKeyAction(e);
      const run = action === "prev" ? keys.current.onPrev : action === "next" ? keys.current.onNext : action === "toggleRead" ? keys.current.toggleRead : undefined;
      if (!run) return;
      e.preventDefault();
      run();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [keyboard]);

  const headingId = props.headingId ?? `item-title-${item.contentItemId}`;
  return (
    <Stack as="article" gap="5" minW="0" data-testid="content-item-view" aria-labelledby={headingId}>
      <Box
        position="sticky"
        top={variant === "page" ? "14" : "0"}
        zIndex="1"
        bg={variant === "page" ? "bg" : "bg.panel"}
        py="2"
        mt="-2"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <ContentItemToolbar
          isRead={item.isRead}
          onToggleRead={viewerId ? toggleRead : null}
          onCopyLink={() => void copyLink()}
          onShare={() => void share()}
          propertiesPath={`/content/${encodeURIComponent(item.contentItemId)}/properties`}
          link={item.link}
          onPrev={onPrev}
          onNext={onNext}
          onClose={props.onClose}
          extraActions={
            <>
              {viewerId && <ReadLaterButton item={item} tooltipPlacement="bottom" />}
              {viewerId && <TagPickerMenu item={item} />}
              {props.extraActions}
            </>
          }
        />
      </Box>
      <Stack gap="2">
        <Heading as={variant === "page" ? "h1" : "h2"} id={headingId} fontSize="read.title" lineHeight="1.25" fontWeight="bold" wordBreak="break-word">
          {item.link ? (
            <Link href={item.link} target="_blank" rel="noopener noreferrer" color="fg" _hover={{ color: "brand.fg" }}>
              {item.title || "Untitled"}
            </Link>
          ) : (
            item.title || "Untitled"
          )}
        </Heading>
        <ContentItemDetails item={item} />
        {/* Spec part 2 section 2: the item detail shows its topics (12 at most), each leading to its page. */}
        <ItemTopicChips item={item} />
      </Stack>
      <ContentItemMedia item={item} />
      <ContentItemBody key={item.id} item={item} signedIn={viewerId !== null} />
    </Stack>
  );
}
