import { Box, Button } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Outlet, Link as RouterLink, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { ContentItemPageQuery } from "../../__generated__/ContentItemPageQuery.graphql";
import { ContentItemView } from "../../features/contentItem/ContentItemView";
import { ItemErrorBoundary, ItemNotFound, ITEM_NOT_FOUND } from "../../features/contentItem/ItemLoadError";
import { environment } from "../../relay/environment";
import { toGlobalId } from "../../relay/globalId";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query ContentItemPageQuery($id: ID!) {
    viewer {
      id
    }
    node(id: $id) {
      # An aliased inline fragment: node.item is set only when the node is a content item.
      ... on ContentItem @alias(as: "item") {
        title
        ...ContentItemView_item
      }
    }
  }
`;

/** Item ids are UUIDs; anything else cannot be an item, so it is "Content Item Not Found" without asking the server. */
const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!ITEM_ID.test(id)) return null;
  return loadQuery<ContentItemPageQuery>(environment, query, { id: toGlobalId("ContentItem", id) }, { fetchPolicy: "store-and-network" });
}

/**
 * /content/{id} opened directly (a shared link, a reload): the item detail as a page, at a reading width.
 * Properties open as a modal route on top (/content/{id}/properties).
 */
export function ContentItemPage() {
  const ref = useLoaderData() as PreloadedQuery<ContentItemPageQuery> | null;
  return (
    <Box maxW="3xl" mx="auto">
      {ref ? (
        // A failed query throws while rendering: the spec's message in place of the article, the frame stays.
        <ItemErrorBoundary onRetry={() => window.location.reload()}>
          <ContentItemPageContent queryRef={ref} />
        </ItemErrorBoundary>
      ) : (
        <PageNotFound />
      )}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Box>
  );
}

function ContentItemPageContent(props: { queryRef: PreloadedQuery<ContentItemPageQuery> }) {
  const data = usePreloadedQuery<ContentItemPageQuery>(query, props.queryRef);
  const item = data.node?.item;
  usePageTitle(item ? item.title || "Untitled" : ITEM_NOT_FOUND);
  if (!item) return <PageNotFound />;
  return <ContentItemView item={item} viewerId={data.viewer?.id ?? null} variant="page" />;
}

function PageNotFound() {
  usePageTitle(ITEM_NOT_FOUND);
  return (
    <ItemNotFound
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Discover articles</RouterLink>
        </Button>
      }
    />
  );
}
