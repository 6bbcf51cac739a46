import { useEffect, useRef } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import { commitMutation } from "relay-runtime";
import type { useMarkOpenedRecordViewMutation } from "../../__generated__/useMarkOpenedRecordViewMutation.graphql";
import { useSetItemRead } from "../content/readState";

const recordViewMutation = graphql`
  mutation useMarkOpenedRecordViewMutation($input: RecordContentItemViewInput!) {
    recordContentItemView(input: $input) {
      __typename
      ... on RecordContentItemViewPayload {
        contentItem {
          id
          engagementScore
        }
      }
    }
  }
`;

/**
 * What opening an item does for a signed-in viewer (guests included): an unread item becomes read, and one
 * view is recorded for the analytics (spec part 2 section 7: contentItemView; the server keeps one per user).
 * Each happens once per item while the view stays open, so marking the item unread again sticks.
 */
export function useMarkOpened(item: { id: string; isRead: boolean }, viewerId: string | null) {
  const environment = useRelayEnvironment();
  const setRead = useSetItemRead(viewerId);
  const handled = useRef<string | null>(null);
  const { id, isRead } = item;

  useEffect(() => {
    if (!viewerId || handled.current === id) return;
    handled.current = id;
    if (!isRead) void setRead(id, true);
    // Analytics only: a failure changes nothing the reader sees, so it is not reported.
    commitMutation<useMarkOpenedRecordViewMutation>(environment, { mutation: recordViewMutation, variables: { input: { id } } });
  }, [environment, setRead, viewerId, id, isRead]);
}
