import { Card, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { Ref } from "react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { FeedCard_feed$key } from "../../__generated__/FeedCard_feed.graphql";
import { formatCount } from "../../ui/formatCount";
import { FeedImage } from "./FeedImage";
import { hostOf } from "./formatDate";
import { SubscribeButton } from "./SubscribeButton";

/**
 * One feed in a search result or bundle: picture, title (opening the feed page), description, the site's host,
 * subscriber count and Subscribe / Subscribed. `titleRef` lets a list move focus to a card (after Load more).
 */
export function FeedCard(props: { feed: FeedCard_feed$key; titleRef?: Ref<HTMLAnchorElement> }) {
  const feed = useFragment(
    graphql`
      fragment FeedCard_feed on Feed {
        feedId
        title
        description
        url
        link
        imageUrl
        faviconUrl
        subscriberCount
        ...SubscribeButton_feed
      }
    `,
    props.feed,
  );
  const title = feed.title ?? hostOf(feed.url);
  const subscribers = `${formatCount(feed.subscriberCount)} ${feed.subscriberCount === 1 ? "subscriber" : "subscribers"}`;
  return (
    <Card.Root as="article" size="sm" bg="bg.panel" borderColor="border" flexDirection="row" gap="0" aria-label={title}>
      <Card.Body flexDirection={{ base: "column", sm: "row" }} gap="4" minW="0">
        <HStack gap="4" align="start" flex="1" minW="0">
          <FeedImage imageUrl={feed.imageUrl} faviconUrl={feed.faviconUrl} />
          <Stack gap="1" minW="0" flex="1">
            <Card.Title fontSize="md" lineClamp={2}>
              <Link asChild color="fg" fontWeight="semibold" _hover={{ color: "brand.fg" }}>
                <RouterLink to={`/feeds/${feed.feedId}`} ref={props.titleRef}>
                  {title}
                </RouterLink>
              </Link>
            </Card.Title>
            <Text fontSize="sm" color="fg.muted" truncate>
              {hostOf(feed.link ?? feed.url)} · {subscribers}
            </Text>
            {feed.description && (
              <Card.Description color="fg" fontSize="sm" lineClamp={2}>
                {feed.description}
              </Card.Description>
            )}
          </Stack>
        </HStack>
        <Stack justify="center" flexShrink={0}>
          <SubscribeButton feed={feed} size="sm" width={{ base: "full", sm: "auto" }} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
