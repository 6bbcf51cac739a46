import { Container, EmptyState, Stack, VStack } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Outlet, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { DigestSeriesPageQuery } from "../../__generated__/DigestSeriesPageQuery.graphql";
import { DIGEST_MESSAGES } from "../../features/digests/digestOptions";
import { DigestList } from "../../features/digests/DigestList";
import { DigestSeriesHeader } from "../../features/digests/DigestSeriesHeader";
import { toGlobalId } from "../../relay/globalId";
import { environment } from "../../relay/environment";
import { usePageTitle } from "../../ui/usePageTitle";

const query = graphql`
  query DigestSeriesPageQuery($id: ID!) {
    node(id: $id) {
      ... on ScheduledDigest {
        id
        name
      }
      ...DigestSeriesHeader_series @alias(as: "header")
      ...DigestList_series @alias(as: "list")
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  return loadQuery<DigestSeriesPageQuery>(environment, query, { id: toGlobalId("ScheduledDigest", params.id ?? "") }, { fetchPolicy: "store-and-network" });
}

/** /digests/series/{id} (spec part 3 section 2): the header card over the series' digests; its properties modal is a child route. */
export function DigestSeriesPage() {
  const data = usePreloadedQuery<DigestSeriesPageQuery>(query, useLoaderData() as PreloadedQuery<DigestSeriesPageQuery>);
  const series = data.node?.id ? data.node : null;
  usePageTitle(series?.name ?? DIGEST_MESSAGES.seriesNotFound);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  return (
    <Container maxW="3xl" px="0">
      {series?.header && series.list ? (
        <Stack gap="6">
          <DigestSeriesHeader series={series.header} connectionId={connectionId} />
          <DigestList series={series.list} onConnection={setConnectionId} />
        </Stack>
      ) : (
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title as="h1">{DIGEST_MESSAGES.seriesNotFound}</EmptyState.Title>
              <EmptyState.Description>It may have been deleted, or it belongs to another account.</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      <Outlet />
    </Container>
  );
}
