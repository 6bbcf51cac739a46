import { graphql, useFragment } from "react-relay";
import type { FolderFailureNotice_folder$key } from "../../__generated__/FolderFailureNotice_folder.graphql";
import { FailingFeedsAlert } from "./FailingFeedsAlert";

/** A folder's list names its failing feeds (issue 12): "2 feeds in this folder are failing". */
export function FolderFailureNotice(props: { folder: FolderFailureNotice_folder$key }) {
  const { subscriptions } = useFragment(
    graphql`
      fragment FolderFailureNotice_folder on Folder {
        subscriptions {
          id
          subscriptionId
          title
          enabled
          feed {
            failure {
              message
            }
          }
        }
      }
    `,
    props.folder,
  );
  const feeds = subscriptions.flatMap((s) => (s.enabled && s.feed.failure ? [{ id: s.id, subscriptionId: s.subscriptionId, title: s.title, message: s.feed.failure.message }] : []));
  return <FailingFeedsAlert where="in this folder" feeds={feeds} testId="folder-failure-notice" />;
}
