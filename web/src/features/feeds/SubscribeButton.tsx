import { Button, type ButtonProps } from "@chakra-ui/react";
import { graphql, useFragment, useMutation } from "react-relay";
import { Link as RouterLink } from "react-router";
import type { SubscribeButton_feed$key } from "../../__generated__/SubscribeButton_feed.graphql";
import type { SubscribeButtonMutation } from "../../__generated__/SubscribeButtonMutation.graphql";
import { notifyUserError, UNKNOWN_ERROR } from "../../ui/errorToast";
import { CheckIcon, PlusIcon } from "../../ui/icons";
import { notifyError, notifySuccess } from "../../ui/toaster";
import { requestErrorMessage } from "../../relay/fetchGraphQL";
import { alreadyFollowing } from "../subscriptions/messages";

/** The spec's optimistic temporary id: "temp-" plus the feed id (part 1 section 4, Subscriptions). */
const tempId = (feedId: string) => `temp-${feedId}`;

/**
 * Subscribe, or the "Subscribed" state linking to the subscription. Subscribing follows the feed at the top
 * level (no folder). The button flips at once and the subscriber count grows (an optimistic update Relay
 * reverts by itself when the server refuses); a refusal is toasted, tier limits with "Upgrade your account".
 */
export function SubscribeButton(props: { feed: SubscribeButton_feed$key; size?: ButtonProps["size"]; width?: ButtonProps["width"] }) {
  const feed = useFragment(
    graphql`
      fragment SubscribeButton_feed on Feed {
        id
        feedId
        title
        url
        subscriberCount
        viewerSubscription {
          subscriptionId
        }
      }
    `,
    props.feed,
  );
  const [commit, busy] = useMutation<SubscribeButtonMutation>(graphql`
    mutation SubscribeButtonMutation($input: SubscribeInput!) {
      subscribe(input: $input) {
        __typename
        ... on SubscriptionPayload {
          alreadySubscribed
          subscription {
            subscriptionId
            feed {
              subscriberCount
              viewerSubscription {
                subscriptionId
              }
            }
          }
          # The navigation drawer shows the new subscription (and its counts) without a refetch.
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
  const name = feed.title ?? feed.url;
  const subscriptionId = feed.viewerSubscription?.subscriptionId;

  const subscribe = () =>
    commit({
      variables: { input: { feedId: feed.id } },
      optimisticUpdater: (store) => {
        const record = store.get(feed.id);
        if (!record) return;
        const temp = store.create(`client:${tempId(feed.feedId)}`, "FeedSubscription");
        temp.setValue(tempId(feed.feedId), "subscriptionId");
        record.setLinkedRecord(temp, "viewerSubscription");
        record.setValue(feed.subscriberCount + 1, "subscriberCount");
      },
      onCompleted: ({ subscribe: r }) => {
        if (r.__typename === "SubscriptionPayload") {
          // The button already says Subscribed; a feed followed all along (search results shown from before,
          // another tab) is the one thing worth saying.
          if (r.alreadySubscribed) notifySuccess(alreadyFollowing(name));
          return;
        }
        notifyUserError("message" in r ? r : null);
      },
      onError: (e) => notifyError(requestErrorMessage(e, UNKNOWN_ERROR)),
    });

  if (subscriptionId) {
    const pending = subscriptionId.startsWith("temp-");
    const label = (
      <>
        <CheckIcon /> Subscribed
      </>
    );
    // While the server has not answered there is no subscription page to open yet.
    return pending ? (
      <Button size={props.size} width={props.width} variant="subtle" disabled aria-label={`Subscribed to ${name}`}>
        {label}
      </Button>
    ) : (
      <Button asChild size={props.size} width={props.width} variant="subtle" colorPalette="brand">
        <RouterLink to={`/subscriptions/${subscriptionId}`} aria-label={`Subscribed to ${name}: open the subscription`}>
          {label}
        </RouterLink>
      </Button>
    );
  }
  return (
    <Button size={props.size} width={props.width} colorPalette="brand" loading={busy} onClick={subscribe} aria-label={`Subscribe to ${name}`}>
      <PlusIcon /> Subscribe
    </Button>
  );
}
