import { graphql, useFragment } from "react-relay";
import type { ReadingListFailureNotice_readingList$key } from "../../__generated__/ReadingListFailureNotice_readingList.graphql";
import { FailingFeedsAlert } from "./FailingFeedsAlert";

/** All Subscriptions names every failing feed (issue 12): its empty list must not read as "all caught up" alone. */
export function ReadingListFailureNotice(props: { readingList: ReadingListFailureNotice_readingList$key }) {
  const { failingSubscriptions } = useFragment(
    graphql`
      fragment ReadingListFailureNotice_readingList on ReadingList {
        failingSubscriptions {
          id
          subscriptionId
          title
          feed {
            failure {
              message
            }
          }
        }
      }
    `,
    props.readingList,
  );
  const feeds = failingSubscriptions.flatMap((s) => (s.feed.failure ? [{ id: s.id, subscriptionId: s.subscriptionId, title: s.title, message: s.feed.failure.message }] : []));
  return <FailingFeedsAlert where="you follow" feeds={feeds} testId="reading-list-failure-notice" />;
}
