import { Badge, Box, DataList, Heading, HStack, Link, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { FeedGeneral_feed$key } from "../../__generated__/FeedGeneral_feed.graphql";
import { formatCount } from "../../ui/formatCount";
import { feedStatus } from "./feedStatus";
import { formatDateTime, formatTimeAgo } from "./formatDate";
import { shownFeedUrl } from "./shownFeedUrl";

/**
 * The feed page's General tab: description, links, status and the analytics (subscribers, items last month,
 * total items, last item), and the bundles the feed belongs to.
 */
export function FeedGeneral(props: { feed: FeedGeneral_feed$key }) {
  const feed = useFragment(
    graphql`
      fragment FeedGeneral_feed on Feed {
        description
        link
        url
        status
        analytics {
          totalSubscribers
          contentItemsLastMonth
          totalContentItems
          lastContentItemDate
        }
        feedTags {
          id
          feedTagId
          name
        }
      }
    `,
    props.feed,
  );
  const status = feedStatus(feed.status);
  const a = feed.analytics;
  const stats = [
    { label: "Subscribers", value: formatCount(a.totalSubscribers), title: String(a.totalSubscribers) },
    { label: "Items last month", value: formatCount(a.contentItemsLastMonth), title: String(a.contentItemsLastMonth) },
    { label: "Total items", value: formatCount(a.totalContentItems), title: String(a.totalContentItems) },
    {
      label: "Last item",
      value: a.lastContentItemDate ? formatTimeAgo(a.lastContentItemDate) : "None yet",
      title: a.lastContentItemDate ? formatDateTime(a.lastContentItemDate) : undefined,
    },
  ];
  return (
    <Stack gap="6">
      {feed.description ? <Text>{feed.description}</Text> : <Text color="fg.muted">This feed has no description.</Text>}

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {stats.map((s) => (
          <Stat.Root key={s.label} borderWidth="1px" borderColor="border" rounded="l2" p="3" bg="bg.panel">
            <Stat.Label color="fg.muted">{s.label}</Stat.Label>
            <Stat.ValueText title={s.title}>{s.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>

      <DataList.Root orientation="horizontal" gap="3" css={{ "--data-list-label-width": "8rem" }}>
        <DataList.Item>
          <DataList.ItemLabel>Status</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={status.palette} variant="subtle">
              {status.label}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        {feed.link && (
          <DataList.Item>
            <DataList.ItemLabel>Website</DataList.ItemLabel>
            <DataList.ItemValue minW="0">
              <Link href={feed.link} target="_blank" rel="noopener noreferrer" color="brand.fg" wordBreak="break-all">
                {feed.link}
              </Link>
            </DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel>Feed address</DataList.ItemLabel>
          <DataList.ItemValue minW="0">
            <Link href={shownFeedUrl(feed.url)} target="_blank" rel="noopener noreferrer" color="brand.fg" wordBreak="break-all">
              {shownFeedUrl(feed.url)}
            </Link>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>

      {feed.feedTags.length > 0 && (
        <Box>
          <Heading as="h2" size="sm" mb="2">
            In bundles
          </Heading>
          <HStack gap="2" wrap="wrap">
            {feed.feedTags.map((t) => (
              <Badge key={t.id} asChild variant="outline" size="lg">
                <RouterLink to={`/feeds/tags/${t.feedTagId}`}>{t.name}</RouterLink>
              </Badge>
            ))}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
