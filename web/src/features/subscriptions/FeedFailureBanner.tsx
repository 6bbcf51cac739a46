import { Alert, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { FeedFailureBanner_feed$key } from "../../__generated__/FeedFailureBanner_feed.graphql";
import { UNKNOWN_ERROR } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { formatDateTime, formatTimeAgo } from "../feeds/formatDate";
import { useSubscriptionMutations } from "./subscriptionMutations";

/** When it was last tried, and how often in a row it has failed (the banner's second line). */
function lastTried(failure: { lastRunAt: string | null; lastSuccessAt: string | null; consecutiveErrorCount: number }): string {
  const parts: string[] = [];
  if (failure.lastRunAt) parts.push(`Last tried ${formatTimeAgo(failure.lastRunAt)}`);
  if (failure.consecutiveErrorCount > 1) parts.push(`${failure.consecutiveErrorCount} failed attempts in a row`);
  parts.push(failure.lastSuccessAt ? `last read ${formatTimeAgo(failure.lastSuccessAt)}` : "never read so far");
  const text = parts.join(", ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * A failing feed on its subscription's list (issue 12): what is wrong in one plain sentence (the server's
 * table, the same words as the drawer's marker), when it was last tried, and Retry. Retry fetches the feed now
 * and the answer replaces this banner (gone when the feed works again, refreshed when it still fails).
 */
export function FeedFailureBanner(props: { feed: FeedFailureBanner_feed$key; subscriptionId: string; viewerId: string; onRecovered: () => void }) {
  const { failure } = useFragment(
    graphql`
      fragment FeedFailureBanner_feed on Feed {
        failure {
          message
          lastRunAt
          lastSuccessAt
          consecutiveErrorCount
          retryable
        }
      }
    `,
    props.feed,
  );
  const mutations = useSubscriptionMutations(props.viewerId);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (!failure) return null;

  const retry = async () => {
    setBusy(true);
    setNote(null);
    const r = await mutations.retry(props.subscriptionId);
    setBusy(false);
    if (!r.ok) return setNote(r.error.message || UNKNOWN_ERROR);
    if (r.value.failing) return setNote("Tried again just now: it still fails.");
    notifySuccess(r.value.unreadCount ? `The feed works again: ${r.value.unreadCount} unread` : "The feed works again");
    props.onRecovered();
  };

  return (
    <Alert.Root status="error" role="alert" alignItems="start" mb="4" data-testid="feed-failure-banner">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Rivulet cannot read this feed</Alert.Title>
        <Alert.Description>
          <Text>{failure.message}</Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {failure.lastRunAt ? <time dateTime={failure.lastRunAt} title={formatDateTime(failure.lastRunAt)}>{lastTried(failure)}</time> : lastTried(failure)}
          </Text>
        </Alert.Description>
        {note && (
          <Text fontSize="sm" fontWeight="medium" aria-live="polite">
            {note}
          </Text>
        )}
        {failure.retryable && (
          <HStack>
            <Button size="sm" variant="outline" colorPalette="red" loading={busy} loadingText="Retrying…" onClick={() => void retry()}>
              Retry
            </Button>
          </HStack>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
