import { HStack, Link, Text } from "@chakra-ui/react";
import { Fragment, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink, useLocation } from "react-router";
import type { ContentItemDetails_item$key } from "../../__generated__/ContentItemDetails_item.graphql";
import { Favicon } from "../../ui/Favicon";
import { formatCount } from "../../ui/formatCount";
import { ArrowUpIcon, MessageIcon } from "../../ui/icons";
import { itemDate } from "./itemDetails";
import { scoreBand, scoreColor } from "../content/scoreColor";

/**
 * The details row under the title (spec part 2 section 2): where the item comes from (the viewer's
 * subscription, else the feed), its author, when it was published, and its score and comment count when the
 * feed gives them (Reddit). Parts are separated by a middle dot and wrap on narrow screens.
 */
export function ContentItemDetails(props: { item: ContentItemDetails_item$key }) {
  const item = useFragment(
    graphql`
      fragment ContentItemDetails_item on ContentItem {
        contentItemId
        commentThreadLink
        creator
        publishedAt
        sortAt
        score
        feed {
          feedId
          title
          url
          faviconUrl
        }
        subscription {
          subscriptionId
          title
        }
        media {
          mediaType
          link
          numComments
        }
      }
    `,
    props.item,
  );
  const location = useLocation();
  const date = itemDate(item.publishedAt, item.sortAt);
  // The comment thread comes as a "comments" media entry (Reddit and feeds with <comments>).
  const comments = item.media.find((m) => m.mediaType === "comments");
  // The viewer's own name for the feed (a renamed subscription) reads better than the feed's title.
  const source = item.subscription
    ? { to: `/subscriptions/${item.subscription.subscriptionId}`, name: item.subscription.title }
    : { to: `/feeds/${item.feed.feedId}`, name: item.feed.title ?? item.feed.url };

  const parts: Array<{ key: string; node: ReactNode }> = [
    {
      key: "source",
      node: (
        <Link asChild color="fg" fontWeight="medium" display="inline-flex" alignItems="center" gap="1.5" minW="0">
          <RouterLink to={source.to}>
            <Favicon src={item.feed.faviconUrl} />
            <Text as="span" truncate>
              {source.name}
            </Text>
          </RouterLink>
        </Link>
      ),
    },
  ];
  if (item.creator) parts.push({ key: "creator", node: <Text as="span">by {item.creator}</Text> });
  parts.push({
    key: "date",
    node: (
      <time dateTime={date.iso} title={date.full}>
        {date.ago}
      </time>
    ),
  });
  if (item.score != null) {
    parts.push({
      key: "score",
      node: (
        <Text as="span" display="inline-flex" alignItems="center" gap="1" title={`Score ${item.score}`} color={scoreColor(item.score)} data-score-band={scoreBand(item.score)}>
          <ArrowUpIcon />
          {formatCount(item.score)}
        </Text>
      ),
    });
  }
  if (comments) {
    const label = comments.numComments != null ? `${formatCount(comments.numComments)} comments` : "Comments";
    // A Reddit thread opens in the comments viewer over the item (an item shown over a list stays over it; an
    // inline article takes its list as the background); any other comments page opens at its site.
    const state = location.pathname.startsWith("/content/") ? location.state : { background: { pathname: location.pathname, search: location.search } };
    parts.push({
      key: "comments",
      node: item.commentThreadLink ? (
        <Link asChild color="fg.muted" display="inline-flex" alignItems="center" gap="1" title="Read the comments here, live">
          <RouterLink to={`/content/${encodeURIComponent(item.contentItemId)}/comments`} state={state}>
            <MessageIcon />
            {label}
          </RouterLink>
        </Link>
      ) : (
        <Link href={comments.link} target="_blank" rel="noopener noreferrer" color="fg.muted" display="inline-flex" alignItems="center" gap="1">
          <MessageIcon />
          {label}
        </Link>
      ),
    });
  }

  return (
    <HStack gap="2" flexWrap="wrap" color="fg.muted" fontSize="sm" data-testid="item-details">
      {parts.map((p, i) => (
        <Fragment key={p.key}>
          {i > 0 && <Text as="span" aria-hidden="true">·</Text>}
          {p.node}
        </Fragment>
      ))}
    </HStack>
  );
}
