import { Badge, Box, HStack, Link, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { useTransition } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { AdminFeedStatus, AdminFeedsTabQuery } from "../../__generated__/AdminFeedsTabQuery.graphql";
import { DebouncedSearchInput } from "../../ui/DebouncedSearchInput";
import { Favicon } from "../../ui/Favicon";
import { Pager } from "../../ui/Pager";
import { feedStatus } from "../feeds/feedStatus";
import { formatDateTime, formatTimeAgo, hostOf } from "../feeds/formatDate";
import { LibraryEmpty } from "../library/LibraryEmpty";
import { type LibraryParamsChange, useLibraryParams } from "../library/libraryParams";
import { PropertiesLink } from "../library/rowActions";
import { shownFeedUrl } from "../feeds/shownFeedUrl";

/** Spec part 3 section 9: admin searches wait 1 s after the last key. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 1000;

/** Spec part 3 section 2: feeds filterable by status (healthy, stale, paused, error, unknown, deleted). */
const STATUSES: AdminFeedStatus[] = ["healthy", "stale", "paused", "error", "unknown", "deleted"];

const query = graphql`
  query AdminFeedsTabQuery($search: String, $status: AdminFeedStatus, $page: Int!) {
    adminFeeds(search: $search, status: $status, page: $page) {
      page
      hasNextPage
      feeds {
        id
        feedId
        title
        url
        faviconUrl
        status
        subscriberCount
        analytics {
          reputation
        }
        job {
          lastRunAt
        }
      }
    }
  }
`;

/**
 * The administrators' Feeds tab: every feed, 25 a page newest first, searched by title or URL (1 s after the
 * last key) and filtered by status; each opens the feed page's Admin tab.
 */
export function AdminFeedsTab() {
  const [params, setParamsNow] = useLibraryParams();
  const [pending, startTransition] = useTransition();
  const setParams = (change: LibraryParamsChange) => startTransition(() => void setParamsNow(change));
  const status = (STATUSES as string[]).includes(params.status) ? (params.status as AdminFeedStatus) : null;
  const data = useLazyLoadQuery<AdminFeedsTabQuery>(query, { search: params.search || null, status, page: params.page }, { fetchPolicy: "store-and-network" });
  const { feeds, page, hasNextPage } = data.adminFeeds;

  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="3">
        <DebouncedSearchInput label="Search feeds by title or URL" value={params.search} onChange={(search) => setParams({ search })} delayMs={ADMIN_SEARCH_DEBOUNCE_MS} />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Feed status" value={status ?? ""} onChange={(e) => setParams({ status: e.target.value })}>
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {feedStatus(s).label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {feeds.length === 0 ? (
        <LibraryEmpty title="No feeds match" description="Try other words or another status." />
      ) : (
        <Box opacity={pending ? 0.6 : 1} transition="opacity 0.15s">
          <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="l2">
            <Table.Root size="sm" aria-label="Feeds" aria-busy={pending}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Feed</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="md">
                    Subscribers
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" hideBelow="md">
                    Reputation
                  </Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="lg">Last run</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {feeds.map((f) => {
                  const s = feedStatus(f.status);
                  const name = f.title ?? hostOf(f.url);
                  return (
                    <Table.Row key={f.id}>
                      <Table.Cell maxW={{ base: "12rem", md: "28rem" }}>
                        <HStack gap="2" minW="0">
                          <Favicon src={f.faviconUrl} />
                          <Stack gap="0" minW="0">
                            <Link asChild fontWeight="medium" truncate>
                              <RouterLink to={`/feeds/${f.feedId}`}>{name}</RouterLink>
                            </Link>
                            <Text fontSize="xs" color="fg.muted" truncate>
                              {shownFeedUrl(f.url)}
                            </Text>
                          </Stack>
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={s.palette}>{s.label}</Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end" hideBelow="md">
                        {f.subscriberCount}
                      </Table.Cell>
                      <Table.Cell textAlign="end" hideBelow="md">
                        {f.analytics.reputation}
                      </Table.Cell>
                      <Table.Cell hideBelow="lg" color="fg.muted">
                        {f.job.lastRunAt ? (
                          <time dateTime={f.job.lastRunAt} title={formatDateTime(f.job.lastRunAt)}>
                            {formatTimeAgo(f.job.lastRunAt)}
                          </time>
                        ) : (
                          "Never"
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <PropertiesLink to={`/feeds/${f.feedId}#admin`} name={`${name} admin`} />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      )}
      <Pager label="Feed pages" page={page} hasNextPage={hasNextPage} onPage={(p) => setParams({ page: p })} />
    </Stack>
  );
}
