import { Badge, Code, DataList, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link as RouterLink, useLoaderData, useParams, type LoaderFunctionArgs } from "react-router";
import type { ContentItemPropertiesModalQuery } from "../../__generated__/ContentItemPropertiesModalQuery.graphql";
import { formatDateTime } from "../../features/feeds/formatDate";
import { ITEM_NOT_FOUND } from "../../features/contentItem/ItemLoadError";
import { environment } from "../../relay/environment";
import { toGlobalId } from "../../relay/globalId";
import { AppDialog } from "../../ui/AppDialog";
import { useCloseModal } from "../../ui/useCloseModal";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query ContentItemPropertiesModalQuery($id: ID!) {
    node(id: $id) {
      ... on ContentItem @alias(as: "item") {
        contentItemId
        title
        link
        creator
        publishedAt
        updatedAt
        score
        engagementScore
        isRead
        feed {
          feedId
          title
          url
        }
        subscription {
          subscriptionId
          title
        }
        media {
          id
          mediaType
          link
          mimeType
        }
        contentItemTags {
          id
          name
        }
      }
    }
  }
`;

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!ITEM_ID.test(id)) return null;
  return loadQuery<ContentItemPropertiesModalQuery>(environment, query, { id: toGlobalId("ContentItem", id) }, { fetchPolicy: "store-and-network" });
}

/** /content/{id}/properties (spec part 2 section 2): the item's fields, read-only, over the item. */
export function ContentItemPropertiesModal() {
  const ref = useLoaderData() as PreloadedQuery<ContentItemPropertiesModalQuery> | null;
  const { id = "" } = useParams();
  const close = useCloseModal(`/content/${id}`);
  return (
    <AppDialog title="Item properties" onClose={close} size="lg">
      {ref ? <Properties queryRef={ref} /> : <NotFound />}
    </AppDialog>
  );
}

function NotFound() {
  usePageTitle(ITEM_NOT_FOUND);
  return <Text color="fg.muted">{ITEM_NOT_FOUND}</Text>;
}

/** An external address, wrapped anywhere so a long URL never widens the dialog. */
function Href({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" wordBreak="break-all">
      {href}
    </Link>
  );
}

function Properties(props: { queryRef: PreloadedQuery<ContentItemPropertiesModalQuery> }) {
  const data = usePreloadedQuery<ContentItemPropertiesModalQuery>(query, props.queryRef);
  const item = data.node?.item;
  usePageTitle(item ? `${item.title || "Untitled"} properties` : ITEM_NOT_FOUND);
  if (!item) return <NotFound />;

  const none = <Text color="fg.muted">None</Text>;
  const rows: Array<[label: string, value: ReactNode]> = [
    ["ID", <Code key="id" wordBreak="break-all">{item.contentItemId}</Code>],
    ["Title", item.title || none],
    ["Link", item.link ? <Href href={item.link} /> : none],
    ["Creator", item.creator || none],
    ["Published", item.publishedAt ? formatDateTime(item.publishedAt) : none],
    ["Updated", formatDateTime(item.updatedAt)],
    [
      "Feed",
      <Link key="feed" asChild color="brand.fg">
        <RouterLink to={`/feeds/${item.feed.feedId}`}>{item.feed.title || item.feed.url}</RouterLink>
      </Link>,
    ],
    [
      "Subscription",
      item.subscription ? (
        <Link key="sub" asChild color="brand.fg">
          <RouterLink to={`/subscriptions/${item.subscription.subscriptionId}`}>{item.subscription.title}</RouterLink>
        </Link>
      ) : (
        none
      ),
    ],
    ["Read", item.isRead ? "Yes" : "No"],
    ["Score", item.score != null ? String(item.score) : none],
    ["Engagement score", String(Math.round(item.engagementScore * 100) / 100)],
    [
      "Media",
      item.media.length ? (
        <Stack key="media" gap="2" minW="0">
          {item.media.map((m) => (
            <HStack key={m.id} gap="2" align="start" minW="0">
              <Badge variant="subtle" flexShrink={0}>
                {m.mediaType}
              </Badge>
              <Stack gap="0" minW="0">
                <Href href={m.link} />
                {m.mimeType && (
                  <Text fontSize="xs" color="fg.muted">
                    {m.mimeType}
                  </Text>
                )}
              </Stack>
            </HStack>
          ))}
        </Stack>
      ) : (
        none
      ),
    ],
    [
      "Tags",
      item.contentItemTags.length ? (
        <HStack key="tags" gap="2" flexWrap="wrap">
          {item.contentItemTags.map((t) => (
            <Badge key={t.id} variant="outline">
              {t.name}
            </Badge>
          ))}
        </HStack>
      ) : (
        none
      ),
    ],
  ];

  return (
    <DataList.Root orientation="horizontal" gap="3" css={{ "--data-list-label-width": "9rem" }} data-testid="item-properties">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} alignItems="start" flexDirection={{ base: "column", sm: "row" }} gap={{ base: "0.5", sm: "4" }}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
