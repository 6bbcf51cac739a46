import { Button, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { FeedTagPageQuery } from "../../__generated__/FeedTagPageQuery.graphql";
import { BundleFeedList } from "../../features/feeds/BundleFeedList";
import { BundleSubscribe } from "../../features/feeds/BundleSubscribe";
import { environment } from "../../relay/environment";
import { toGlobalId } from "../../relay/globalId";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query FeedTagPageQuery($id: ID!) {
    node(id: $id) {
      # An aliased inline fragment: node.feedTag is set only when the node is a FeedTag.
      ... on FeedTag @alias(as: "feedTag") {
        name
        description
        imageUrl
        feedCount
        ...BundleSubscribe_feedTag
        ...BundleFeedList_feedTag
      }
    }
    viewer {
      ...BundleSubscribe_viewer
    }
  }
`;

/** Bundle ids are UUIDs; anything else is not found without asking the server. */
const FEED_TAG_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!FEED_TAG_ID.test(id)) return null;
  return loadQuery<FeedTagPageQuery>(environment, query, { id: toGlobalId("FeedTag", id) }, { fetchPolicy: "store-and-network" });
}

/** /feeds/tags/{id}: a curated bundle with its feeds and "Subscribe to all". */
export function FeedTagPage() {
  const ref = useLoaderData() as PreloadedQuery<FeedTagPageQuery> | null;
  return ref ? <FeedTag queryRef={ref} /> : <BundleNotFound />;
}

function FeedTag(props: { queryRef: PreloadedQuery<FeedTagPageQuery> }) {
  const data = usePreloadedQuery<FeedTagPageQuery>(query, props.queryRef);
  const tag = data.node?.feedTag ?? null;
  usePageTitle(tag ? tag.name : "Bundle not found");
  if (!tag) return <BundleNotFound />;
  return (
    <Stack gap="6" maxW="4xl">
      <HStack gap="4" align="center">
        {tag.imageUrl && <Image src={tag.imageUrl} alt="" boxSize="60px" rounded="md" objectFit="cover" flexShrink={0} />}
        <Stack gap="1" minW="0">
          <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Bundle · {tag.feedCount} {tag.feedCount === 1 ? "feed" : "feeds"}
          </Text>
          <Heading as="h1" size="2xl">
            {tag.name}
          </Heading>
        </Stack>
      </HStack>
      {tag.description && <Text>{tag.description}</Text>}
      {data.viewer && <BundleSubscribe feedTag={tag} viewer={data.viewer} />}
      <BundleFeedList feedTag={tag} />
    </Stack>
  );
}

// The spec names no message for an unknown bundle; this mirrors its "Feed not found".
function BundleNotFound() {
  usePageTitle("Bundle not found");
  return (
    <Stack align="center" justify="center" textAlign="center" minH="50vh" gap="4">
      <Heading as="h1" size="2xl">
        Bundle not found
      </Heading>
      <Text color="fg.muted">This bundle does not exist, or it was removed.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/feeds">Find feeds</RouterLink>
      </Button>
    </Stack>
  );
}
