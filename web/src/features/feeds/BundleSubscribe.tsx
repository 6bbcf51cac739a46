import { Button, Field, HStack, NativeSelect } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useRevalidator } from "react-router";
import type { BundleSubscribe_feedTag$key } from "../../__generated__/BundleSubscribe_feedTag.graphql";
import type { BundleSubscribe_viewer$key } from "../../__generated__/BundleSubscribe_viewer.graphql";
import type { BundleSubscribeMutation } from "../../__generated__/BundleSubscribeMutation.graphql";
import { isTierLimit, notifyUserError } from "../../ui/errorToast";
import { notifyError, notifySuccess } from "../../ui/toaster";
import { requestErrorMessage } from "../../relay/fetchGraphQL";

/** Spec part 1 section 8, bundle subscribe messages. */
export const bundleSubscribed = (name: string) => `Subscribed to all feeds in ${name} bundle.`;
export const BUNDLE_SUBSCRIBE_FAILED = "There was a problem subscribing to all feeds in this bundle. Please try again.";

const TOP = "top";

/**
 * "Subscribe to all" with the spec's Top / folder choice (part 1 section 4): Top follows every feed of the
 * bundle at the top level, a folder puts them in it; feeds already followed stay where they are. Afterwards the
 * page is revalidated so every card shows Subscribed.
 */
export function BundleSubscribe(props: { feedTag: BundleSubscribe_feedTag$key; viewer: BundleSubscribe_viewer$key }) {
  const feedTag = useFragment(
    graphql`
      fragment BundleSubscribe_feedTag on FeedTag {
        id
        name
        feedCount
      }
    `,
    props.feedTag,
  );
  const viewer = useFragment(
    graphql`
      fragment BundleSubscribe_viewer on User {
        folders {
          id
          name
        }
      }
    `,
    props.viewer,
  );
  const [target, setTarget] = useState(TOP);
  const revalidator = useRevalidator();
  const [commit, busy] = useMutation<BundleSubscribeMutation>(graphql`
    mutation BundleSubscribeMutation($input: SubscribeToFeedTagInput!) {
      subscribeToFeedTag(input: $input) {
        __typename
        ... on SubscribeToFeedTagPayload {
          message
          # The navigation drawer shows the bundle's feeds at once.
          viewer {
            ...SubscriptionTree_viewer
          }
        }
        ... on Error {
          message
          displayMessageKey
        }
        ... on UserError {
          upgradeUrl
        }
      }
    }
  `);

  const subscribeAll = () =>
    commit({
      variables: { input: { feedTagId: feedTag.id, folderId: target === TOP ? null : target } },
      onCompleted: ({ subscribeToFeedTag: r }) => {
        if (r.__typename === "SubscribeToFeedTagPayload") {
          notifySuccess(r.message ?? bundleSubscribed(feedTag.name));
          void revalidator.revalidate();
          return;
        }
        // A tier limit is something the user can act on: its own message and the upgrade link beat the generic one.
        if (isTierLimit(r)) notifyUserError(r);
        else notifyError(BUNDLE_SUBSCRIBE_FAILED);
      },
      onError: (e) => notifyError(requestErrorMessage(e, BUNDLE_SUBSCRIBE_FAILED)),
    });

  return (
    <HStack align="end" gap="3" wrap="wrap">
      <Field.Root w={{ base: "full", sm: "64" }}>
        <Field.Label>Subscribe into</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value={TOP}>Top level</option>
            {viewer.folders.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button colorPalette="brand" onClick={subscribeAll} loading={busy} disabled={feedTag.feedCount === 0} w={{ base: "full", sm: "auto" }}>
        Subscribe to all
      </Button>
    </HStack>
  );
}
