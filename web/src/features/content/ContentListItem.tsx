import { memo, useMemo, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { ContentListItem_item$key } from "../../__generated__/ContentListItem_item.graphql";
import type { Layout } from "./listOptions";
import { toItemView } from "./itemView";
import { TopicChips } from "../topics/TopicChips";
import { ArticleItem, CardItem, CompactItem, ListItem, MagazineItem, type ItemLayoutProps } from "./items/layouts";

export interface ContentListItemProps {
  item: ContentListItem_item$key;
  layout: Layout;
  selected: boolean;
  /** The list row's position, for keyboard selection and aria-posinset. */
  index: number;
  /** How many items the list has (aria-setsize), or -1 while more pages can load. */
  setSize: number;
  onOpen: (index: number) => void;
  onSelect: (index: number) => void;
  /** Per-item buttons (read toggle, read later, tags), drawn by the list. */
  actions: ReactNode;
  /** List layout: the article shown inline under the selected row. */
  expanded?: ReactNode;
}

/** One item in any layout. The fragment is read here once; the layouts draw plain values. */
export const ContentListItem = memo(function ContentListItem(props: ContentListItemProps) {
  const item = useFragment(
    graphql`
      fragment ContentListItem_item on ContentItem
      @argumentDefinitions(withBody: { type: "Boolean", defaultValue: false }, withTopics: { type: "Boolean", defaultValue: false }) {
        id
        contentItemId
        title
        link
        description
        creator
        sortAt
        score
        isRead
        jesterImageUrl
        jesterContentEncoded @include(if: $withBody)
        topics @include(if: $withTopics) {
          ...TopicChips_topics
        }
        media {
          mediaType
          numComments
        }
        feed {
          title
          faviconUrl
        }
        subscription {
          title
        }
      }
    `,
    props.item,
  );
  const view = useMemo(
    () =>
      toItemView({
        id: item.id,
        contentItemId: item.contentItemId,
        title: item.title,
        link: item.link,
        description: item.description,
        creator: item.creator,
        sortAt: item.sortAt,
        score: item.score,
        isRead: item.isRead,
        jesterImageUrl: item.jesterImageUrl,
        feedTitle: item.feed.title,
        faviconUrl: item.feed.faviconUrl,
        subscriptionTitle: item.subscription?.title,
        commentCount: item.media.find((m) => m.mediaType === "comments")?.numComments ?? null,
        jesterContentEncoded: item.jesterContentEncoded,
      }),
    [item],
  );
  const topics = item.topics;
  const layoutProps: ItemLayoutProps = {
    view,
    selected: props.selected,
    position: props.index + 1,
    setSize: props.setSize,
    actions: props.actions,
    onOpen: () => props.onOpen(props.index),
    onSelect: () => props.onSelect(props.index),
    expanded: props.expanded,
    // Cards and magazine teasers show a few chips (the list asks for topics in those layouts only).
    renderTopics: topics ? (size, max) => <TopicChips topics={topics} size={size} max={max} /> : undefined,
  };
  switch (props.layout) {
    case "list":
      return <ListItem {...layoutProps} />;
    case "magazine":
      return <MagazineItem {...layoutProps} />;
    case "cards":
      return <CardItem {...layoutProps} />;
    case "cards-large":
      return <CardItem {...layoutProps} large />;
    case "article":
      return <ArticleItem {...layoutProps} />;
    default:
      return <CompactItem {...layoutProps} />;
  }
});
