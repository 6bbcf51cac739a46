import { HStack, Link, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import type { MatchedItemRow_item$key } from "../../__generated__/MatchedItemRow_item.graphql";
import { ExternalLinkIcon } from "../../ui/icons";
import { formatDateTime, formatTimeAgo } from "../feeds/formatDate";

/**
 * One item of a filter's matches or an action's matching items (spec part 2 section 2's panels): its title
 * (opening the original in a new tab, so the settings stay open), its feed and when it arrived; for a
 * duplicate, the earlier item it repeats.
 */
export function MatchedItemRow(props: { item: MatchedItemRow_item$key; repeats?: string | null | undefined }) {
  const item = useFragment(
    graphql`
      fragment MatchedItemRow_item on ContentItem {
        title
        link
        sortAt
        feed {
          title
          url
        }
      }
    `,
    props.item,
  );
  const title = item.title || "(untitled)";
  return (
    <Stack gap="0.5" py="2" minW="0">
      {item.link ? (
        <Link href={item.link} target="_blank" rel="noopener noreferrer" fontWeight="medium" fontSize="sm" lineClamp={2} color="fg">
          {title}
          <ExternalLinkIcon color="fg.muted" style={{ marginInlineStart: "0.25em", verticalAlign: "-0.1em" }} />
        </Link>
      ) : (
        <Text fontWeight="medium" fontSize="sm" lineClamp={2}>
          {title}
        </Text>
      )}
      <HStack gap="2" fontSize="xs" color="fg.muted" minW="0">
        <Text truncate>{item.feed.title ?? item.feed.url}</Text>
        <Text as="span" aria-hidden>
          ·
        </Text>
        <Text asChild flexShrink={0}>
          <time title={formatDateTime(item.sortAt)} dateTime={item.sortAt}>
            {formatTimeAgo(item.sortAt)}
          </time>
        </Text>
      </HStack>
      {props.repeats != null && (
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
          Repeats “{props.repeats || "(untitled)"}”
        </Text>
      )}
    </Stack>
  );
}
