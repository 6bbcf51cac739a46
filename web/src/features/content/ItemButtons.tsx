import { graphql, useFragment } from "react-relay";
import type { ItemButtons_item$key } from "../../__generated__/ItemButtons_item.graphql";
import { PlainIconButton } from "../../ui/PlainIconButton";
import { ReadLaterButton } from "../contentTags/ReadLaterButton";
import { TagPickerMenu } from "../contentTags/TagPickerMenu";
import { CircleCheckIcon, CircleIcon } from "./listIcons";
import { useSetItemRead } from "./readState";

/**
 * The buttons on every item: read / unread, read later, tags. Signed-out visitors (feed pages) get none. Plain
 * buttons (ui/PlainIconButton): every list row draws three.
 */
export function ItemButtons(props: { item: ItemButtons_item$key; viewerId: string | null }) {
  const item = useFragment(
    graphql`
      fragment ItemButtons_item on ContentItem {
        id
        isRead
        ...readState_countHolders
        ...ReadLaterButton_item
        ...TagPickerMenu_item
      }
    `,
    props.item,
  );
  const setRead = useSetItemRead(props.viewerId);
  if (!props.viewerId) return null;
  return (
    <>
      <PlainIconButton
        aria-label={item.isRead ? "Mark as unread" : "Mark as read"}
        title={item.isRead ? "Mark as unread (y)" : "Mark as read (y)"}
        color={item.isRead ? "fg.subtle" : "brand.fg"}
        onClick={() => void setRead(item.id, !item.isRead)}
        data-testid="toggle-read"
      >
        {item.isRead ? <CircleCheckIcon /> : <CircleIcon />}
      </PlainIconButton>
      <ReadLaterButton item={item} />
      <TagPickerMenu item={item} />
    </>
  );
}
