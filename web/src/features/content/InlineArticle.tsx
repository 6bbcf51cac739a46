import { Spinner, Stack } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { InlineArticleQuery } from "../../__generated__/InlineArticleQuery.graphql";
import { ContentItemView } from "../contentItem/ContentItemView";

function Article({ itemId }: { itemId: string }) {
  const data = useLazyLoadQuery<InlineArticleQuery>(
    graphql`
      query InlineArticleQuery($id: ID!) {
        viewer {
          id
        }
        node(id: $id) {
          ...ContentItemView_item @alias(as: "item")
        }
      }
    `,
    { id: itemId },
    { fetchPolicy: "store-or-network" },
  );
  const item = data.node?.item;
  if (!item) return null;
  return <ContentItemView item={item} viewerId={data.viewer?.id ?? null} variant="modal" keyboard={false} />;
}

/** The list layout's selected item, opened in place under its row (its body loads on demand). */
export function InlineArticle({ itemId }: { itemId: string }) {
  return (
    <Suspense
      fallback={
        <Stack align="center" py="6">
          <Spinner aria-label="Loading article" />
        </Stack>
      }
    >
      <Article itemId={itemId} />
    </Suspense>
  );
}
