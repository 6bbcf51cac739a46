/**
 * @generated SignedSource<<c796df9ea1a9cf0224663a9ab91be77b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteSubscriptionDialog_subscription$data = {
  readonly id: string;
  readonly subscriptionId: string;
  readonly title: string;
  readonly " $fragmentType": "DeleteSubscriptionDialog_subscription";
};
export type DeleteSubscriptionDialog_subscription$key = {
  readonly " $data"?: DeleteSubscriptionDialog_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteSubscriptionDialog_subscription">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteSubscriptionDialog_subscription",
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
    }
  ],
  "type": "FeedSubscription",
  "abstractKey": null
};

(node as any).hash = "2cdf30c058f850b3683d3e76c69f8788";

export default node;
