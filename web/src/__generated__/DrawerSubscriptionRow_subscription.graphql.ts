/**
 * @generated SignedSource<<020cc506dc270536ad5e6dd1203a915d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrawerSubscriptionRow_subscription$data = {
  readonly enabled: boolean;
  readonly feed: {
    readonly failure: {
      readonly message: string;
    } | null | undefined;
    readonly faviconUrl: string | null | undefined;
  };
  readonly id: string;
  readonly subscriptionId: string;
  readonly title: string;
  readonly unreadCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteSubscriptionDialog_subscription" | "MoveSubscriptionDialog_subscription">;
  readonly " $fragmentType": "DrawerSubscriptionRow_subscription";
};
export type DrawerSubscriptionRow_subscription$key = {
  readonly " $data"?: DrawerSubscriptionRow_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrawerSubscriptionRow_subscription">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DrawerSubscriptionRow_subscription",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriptionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Feed",
      "kind": "LinkedField",
      "name": "feed",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "faviconUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FeedFailure",
          "kind": "LinkedField",
          "name": "failure",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MoveSubscriptionDialog_subscription"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteSubscriptionDialog_subscription"
    }
  ],
  "type": "FeedSubscription",
  "abstractKey": null
};

(node as any).hash = "6c71bc0350cbeed60a740b7851763d1c";

export default node;
