import { Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import type { FeedHeader_feed$key } from "../../__generated__/FeedHeader_feed.graphql";
import { FeedImage } from "./FeedImage";
import { hostOf } from "./formatDate";
import { SubscribeButton } from "./SubscribeButton";

/** The feed page's heading: picture, title, the site it belongs to, and Subscribe / Subscribed. */
export function FeedHeader(props: { feed: FeedHeader_feed$key }) {
  const feed = useFragment(
    graphql`
      fragment FeedHeader_feed on Feed {
        title
        url
        link
        imageUrl
        faviconUrl
        ...SubscribeButton_feed
      }
    `,
    props.feed,
  );
  const site = feed.link ?? feed.url;
  return (
    <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "stretch", sm: "center" }}>
      <HStack gap="4" flex="1" minW="0" align="center">
        <FeedImage imageUrl={feed.imageUrl} faviconUrl={feed.faviconUrl} />
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" lineClamp={2}>
            {feed.title ?? hostOf(feed.url)}
          </Heading>
          <Text color="fg.muted" truncate>
            <Link href={site} target="_blank" rel="noopener noreferrer" color="fg.muted">
              {hostOf(site)}
            </Link>
          </Text>
        </Stack>
      </HStack>
      <SubscribeButton feed={feed} width={{ base: "full", sm: "auto" }} />
    </Stack>
  );
}
