import { Badge, SimpleGrid, Stack, Stat, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { FeedFetchLog_feed$key } from "../../__generated__/FeedFetchLog_feed.graphql";
import { scheduleText } from "../../ui/scheduleText";
import { formatDateTime, formatTimeAgo } from "./formatDate";

/** Spec part 2 section 9: the job log shows 10 entries. */
const LOG_ENTRIES = 10;

/** Run results as the refresh records them: success, not-modified (HTTP 304), error, skipped, pushed (a WebSub hub sent it). */
const RESULT_PALETTE: Record<string, string> = { success: "green", "not-modified": "blue", error: "red", skipped: "gray", pushed: "teal" };

/** A relative time ("in 3h", "5m ago") with the exact instant in its tooltip; "Never" for none. */
function When({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <>Never</>;
  return <time dateTime={iso} title={formatDateTime(iso)}>{formatTimeAgo(iso)}</time>;
}

/** What a subscription that is not pushing is doing, in a few words. */
const INSTANT_STATE: Record<string, string> = {
  subscribing: "being set up",
  denied: "refused by the hub",
  failed: "the hub did not accept; trying again later",
  expired: "the lease ended; renewing",
};

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** WebSub: whether the feed's hub pushes its new articles, which is why the schedule may read "daily". */
function InstantUpdatesLine(props: { hubUrl: string; state: string; active: boolean; leaseExpiresAt: string | null | undefined }) {
  const hub = <Text as="span" fontWeight="semibold">{hostOf(props.hubUrl)}</Text>;
  return (
    <Text color="fg.muted" data-testid="instant-updates">
      {props.active ? (
        <>
          Instant updates: {hub} pushes new articles as they are published (lease until {props.leaseExpiresAt ? formatDateTime(props.leaseExpiresAt) : "renewed"}); the schedule
          below is a daily check in case a push goes missing.
        </>
      ) : (
        <>
          This feed offers instant updates through {hub} ({INSTANT_STATE[props.state] ?? "not in use"}); it is read on the schedule below.
        </>
      )}
    </Text>
  );
}

/**
 * The feed page's Fetch Log tab: the refresh job (schedule, next run, last success, errors in a row) and its
 * last 10 runs. The schedule is the job's cron in words, in local time (UTC and the cron in its help line).
 */
export function FeedFetchLog(props: { feed: FeedFetchLog_feed$key }) {
  const { job } = useFragment(
    graphql`
      fragment FeedFetchLog_feed on Feed {
        job {
          cron
          nextRunAt
          lastRunAt
          lastSuccessAt
          consecutiveErrorCount
          lastErrorCode
          instantUpdates {
            hubUrl
            state
            active
            leaseExpiresAt
          }
          jobLog {
            jobStartAt
            jobEndAt
            result
            errorCode
            errorMessage
          }
        }
      }
    `,
    props.feed,
  );
  const log = job.jobLog.slice(0, LOG_ENTRIES);
  const schedule = scheduleText(job.cron);
  const scheduleUtc = scheduleText(job.cron, { timeZone: "UTC" });
  // The cron never breaks across lines (no-break spaces).
  const cron = `cron ${job.cron}`.replace(/ /g, "\u00a0");
  const summary: Array<{ label: string; value: ReactNode; help?: string | undefined }> = [
    { label: "Schedule", value: schedule, help: scheduleUtc === schedule ? cron : `${scheduleUtc} · ${cron}` },
    { label: "Next run", value: <When iso={job.nextRunAt} />, help: job.nextRunAt ? formatDateTime(job.nextRunAt) : undefined },
    { label: "Last run", value: <When iso={job.lastRunAt} />, help: job.lastRunAt ? formatDateTime(job.lastRunAt) : undefined },
    { label: "Last success", value: <When iso={job.lastSuccessAt} />, help: job.lastSuccessAt ? formatDateTime(job.lastSuccessAt) : undefined },
    {
      label: "Consecutive errors",
      value: job.consecutiveErrorCount,
      help: job.lastErrorCode && job.consecutiveErrorCount > 0 ? `Last: ${job.lastErrorCode}` : undefined,
    },
  ];
  return (
    <Stack gap="6">
      {job.instantUpdates?.hubUrl && <InstantUpdatesLine {...job.instantUpdates} hubUrl={job.instantUpdates.hubUrl} />}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
        {summary.map((s) => (
          <Stat.Root key={s.label} borderWidth="1px" borderColor="border" rounded="l2" p="3" bg="bg.panel">
            <Stat.Label color="fg.muted">{s.label}</Stat.Label>
            <Stat.ValueText fontSize="md" fontWeight="semibold">
              {s.value}
            </Stat.ValueText>
            {/* A dd: a definition list holds only dt and dd (Chakra draws the help text as a span). */}
            {s.help && (
              <Stat.HelpText as="dd" color="fg.muted">
                {s.help}
              </Stat.HelpText>
            )}
          </Stat.Root>
        ))}
      </SimpleGrid>

      {log.length === 0 ? (
        <Text color="fg.muted">This feed has not been fetched yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md">
          <Table.Root size="sm" variant="line" interactive>
            <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
              {log.length === 1 ? "The last run" : `The last ${log.length} runs, newest first`}
            </Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>Start</Table.ColumnHeader>
                <Table.ColumnHeader>End</Table.ColumnHeader>
                <Table.ColumnHeader>Result</Table.ColumnHeader>
                <Table.ColumnHeader>Error code</Table.ColumnHeader>
                <Table.ColumnHeader>Message</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {log.map((entry) => (
                <Table.Row key={entry.jobStartAt} bg="bg.panel">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.jobStartAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.jobEndAt)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={RESULT_PALETTE[entry.result] ?? "gray"} variant="subtle">
                      {entry.result}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{entry.errorCode ?? "—"}</Table.Cell>
                  <Table.Cell minW="48">{entry.errorMessage ?? "—"}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
