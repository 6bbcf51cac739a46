import { useEffect, useMemo, useRef, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { useViewerUpdatesSubscription } from "../../__generated__/useViewerUpdatesSubscription.graphql";
import { readSession } from "../../session/cookie";
import { toServerTime } from "../../session/serverClock";
import { readingListRecord } from "../subscriptions/treeStore";
import { emitItemsArrived } from "./arrivals";

// Every node carries its id, so Relay writes each unreadCount / totalContentItems straight onto the records the
// drawer, pages and lists already read; only the total needs the updater below.
const subscription = graphql`
  subscription useViewerUpdatesSubscription($since: DateTime) {
    viewerUpdates(since: $since) {
      allUnreadCount
      readingListChanged
      subscriptions {
        id
        unreadCount
      }
      folders {
        id
        unreadCount
      }
      contentItemTags {
        id
        unreadCount
        totalContentItems
      }
      addedContentItems {
        id
        contentItemId
        subscription {
          id
        }
        feed {
          id
        }
        sortAt
      }
      viewer {
        id
      }
    }
  }
`;

/** Waits before subscribing again after the server ended the stream (e.g. "Live updates stopped"), growing. */
const RESUBSCRIBE_MS = [2_000, 5_000, 15_000, 60_000];

/**
 * Live unread counts and arrivals for the signed-in viewer (guests too), from any tab, device or the feed
 * worker: the server's viewerUpdates stream over graphql-ws. Its first event restates every count (also after
 * a reconnect, which wsClient handles); later ones carry what changed. New items go to onItemsArrived
 * listeners. A stream the server ends is subscribed again with a growing delay; an UNAUTHENTICATED end is
 * the network layer's business (it signs out), so nothing is retried without a session.
 */
export function useViewerUpdates(onReadingListChanged: () => void): void {
  const readingListChanged = useRef(onReadingListChanged);
  useEffect(() => {
    readingListChanged.current = onReadingListChanged;
  });
  // A new generation is a new config object, which useSubscription takes as a new subscription.
  const [generation, setGeneration] = useState(0);
  const failures = useRef(0);
  const retryTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const config = useMemo<GraphQLSubscriptionConfig<useViewerUpdatesSubscription>>(() => {
    const subscribeAgain = () => {
      if (!readSession()) return;
      const wait = RESUBSCRIBE_MS[Math.min(failures.current, RESUBSCRIBE_MS.length - 1)];
      failures.current += 1;
      window.clearTimeout(retryTimer.current);
      retryTimer.current = window.setTimeout(() => setGeneration((g) => g + 1), wait);
    };
    return {
      subscription,
      // The page's lists load from its start on: the first event names what arrived since (the stream's
      // catch-up), and lists leave out what they already show.
      variables: { since: toServerTime(performance.timeOrigin).toISOString() },
      updater: (store, data) => {
        const update = data?.viewerUpdates;
        if (!update) return;
        // The total is a field of the event, not of a record: copy it to where SubscriptionTree reads it.
        readingListRecord(store, update.viewer.id)?.setValue(update.allUnreadCount, "allUnreadCount");
      },
      onNext: (data) => {
        failures.current = 0;
        // The stream is live from its first (snapshot) event on: tests and tools read this attribute.
        document.documentElement.dataset.live = "on";
        // The first event's arrivals are the catch-up since the page started; arrivals.ts drops repeats.
        if (data?.viewerUpdates.readingListChanged) readingListChanged.current();
        const added = data?.viewerUpdates.addedContentItems ?? [];
        emitItemsArrived(
          added.map((item) => ({
            id: item.id,
            contentItemId: item.contentItemId,
            subscriptionId: item.subscription?.id ?? null,
            feedId: item.feed.id,
            sortAt: String(item.sortAt),
          })),
        );
      },
      onError: () => {
        document.documentElement.dataset.live = "off";
        subscribeAgain();
      },
      onCompleted: () => {
        document.documentElement.dataset.live = "off";
        subscribeAgain();
      },
    };
    // `generation` is not read: a new value only makes a new config.
  }, [generation]);

  useSubscription<useViewerUpdatesSubscription>(config);
}

/**
 * Mounts the live stream once (MainLayout renders it for a signed-in viewer). `onReadingListChanged` runs when a
 * subscription, folder or tag was added, removed, renamed, moved or toggled in any tab or device (this one too).
 */
export function ViewerUpdates({ onReadingListChanged }: { onReadingListChanged: () => void }): null {
  useViewerUpdates(onReadingListChanged);
  return null;
}
