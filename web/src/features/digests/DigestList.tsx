import { Button, EmptyState, Stack, VStack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { DigestListPaginationQuery } from "../../__generated__/DigestListPaginationQuery.graphql";
import type { DigestList_series$key } from "../../__generated__/DigestList_series.graphql";
import { DIGEST_MESSAGES, DIGEST_PAGE_SIZE, DIGEST_REFRESH_MS } from "./digestOptions";
import { DigestRow } from "./DigestRow";
import { notifyError } from "../../ui/toaster";

/**
 * The series page's digests, newest first (spec part 3 sections 2, 4 and 9): pages of 10, more loaded when the end
 * of the list scrolls into view, and the first page re-read every 30 seconds so pending digests turn completed or
 * failed without a reload. The list is not virtualised: rows are plain cards and a series makes a few a day.
 */
export function DigestList(props: { series: DigestList_series$key; onConnection: (id: string | null) => void }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<DigestListPaginationQuery, DigestList_series$key>(
    graphql`
      fragment DigestList_series on ScheduledDigest
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
      @refetchable(queryName: "DigestListPaginationQuery") {
        digests(first: $first, after: $after) @connection(key: "DigestList_digests") {
          __id
          edges {
            node {
              id
              ...DigestRow_digest
            }
          }
        }
      }
    `,
    props.series,
  );
  const connectionId = data.digests.__id;
  const { onConnection } = props;
  useEffect(() => onConnection(connectionId), [connectionId, onConnection]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") refetch({ first: Math.max(DIGEST_PAGE_SIZE, data.digests.edges.length) }, { fetchPolicy: "network-only" });
    }, DIGEST_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch, data.digests.edges.length]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNext) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isLoadingNext) loadNext(DIGEST_PAGE_SIZE, { onComplete: (e) => e && notifyError(DIGEST_MESSAGES.loadMoreFailed) });
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);

  if (data.digests.edges.length === 0) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{DIGEST_MESSAGES.noDigests}</EmptyState.Title>
            <EmptyState.Description>Generate Now makes one at once; the schedule makes the next.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack as="ul" gap="3" aria-label="Digests" p="0" m="0">
      {data.digests.edges.map((e) => (
        <DigestRow key={e.node.id} digest={e.node} />
      ))}
      <div ref={sentinel} />
      {hasNext && (
        <Button size="sm" variant="ghost" alignSelf="center" loading={isLoadingNext} onClick={() => loadNext(DIGEST_PAGE_SIZE)}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
