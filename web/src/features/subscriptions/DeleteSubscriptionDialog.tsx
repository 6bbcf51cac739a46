import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { useLocation, useNavigate } from "react-router";
import type { DeleteSubscriptionDialog_subscription$key } from "../../__generated__/DeleteSubscriptionDialog_subscription.graphql";
import { AppDialog } from "../../ui/AppDialog";
import { notifyUserError } from "../../ui/errorToast";
import { notifySuccess } from "../../ui/toaster";
import { useSubscriptionMutations } from "./subscriptionMutations";

/** Unsubscribe confirmation (spec part 2: delete-subscription confirmation; its filters and actions go too). */
export function DeleteSubscriptionDialog(props: { viewerId: string; subscription: DeleteSubscriptionDialog_subscription$key; onClose: () => void }) {
  const live = useFragment(
    graphql`
      fragment DeleteSubscriptionDialog_subscription on FeedSubscription {
        id
        subscriptionId
        title
      }
    `,
    props.subscription,
  );
  // Unsubscribing deletes the record (optimistically at once) while this dialog is still closing: keep
  // showing the subscription as it was.
  const [captured] = useState(live);
  const { id, subscriptionId, title } = (live as typeof live | null) ?? captured;
  const mutations = useSubscriptionMutations(props.viewerId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const r = await mutations.unsubscribe(id);
    setBusy(false);
    if (!r.ok) return notifyUserError(r.error);
    notifySuccess(`Unsubscribed from ${title}`);
    props.onClose();
    if (pathname.startsWith(`/subscriptions/${subscriptionId}`)) navigate("/subscriptions/all", { replace: true });
  };

  return (
    <AppDialog
      title="Unsubscribe?"
      onClose={props.onClose}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
            Unsubscribe
          </Button>
        </>
      }
    >
      <Text>
        Unsubscribe from <strong>{title}</strong>? Its filters and actions are deleted too.
      </Text>
    </AppDialog>
  );
}
