/**
 * @generated SignedSource<<cf2127410c3850ceb62ed427eaa2a7fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscribeButton_feed$data = {
  readonly feedId: string;
  readonly id: string;
  readonly subscriberCount: number;
  readonly title: string | null | undefined;
  readonly url: string;
  readonly viewerSubscription: {
    readonly subscriptionId: string;
  } | null | undefined;
  readonly " $fragmentType": "SubscribeButton_feed";
};
export type SubscribeButton_feed$key = {
  readonly " $data"?: SubscribeButton_feed$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscribeButton_feed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscribeButton_feed",
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
      "name": "feedId",
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedSubscription",
      "kind": "LinkedField",
      "name": "viewerSubscription",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subscriptionId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Feed",
  "abstractKey": null
};

(node as any).hash = "2a634d31235259b2465d27d1c617247c";

export default node;
