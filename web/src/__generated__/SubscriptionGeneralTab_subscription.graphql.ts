/**
 * @generated SignedSource<<2b80e030db57147f9a7c0e7955bd233a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionGeneralTab_subscription$data = {
  readonly dataFeed: {
    readonly " $fragmentSpreads": FragmentRefs<"DataFeedSection_links">;
  } | null | undefined;
  readonly enabled: boolean;
  readonly feed: {
    readonly feedId: string;
    readonly title: string | null | undefined;
    readonly url: string;
  };
  readonly fetchFullArticle: boolean;
  readonly id: string;
  readonly keepUnreadDays: number;
  readonly properties: any;
  readonly title: string;
  readonly " $fragmentType": "SubscriptionGeneralTab_subscription";
};
export type SubscriptionGeneralTab_subscription$key = {
  readonly " $data"?: SubscriptionGeneralTab_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionGeneralTab_subscription">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionGeneralTab_subscription",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "keepUnreadDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "properties",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fetchFullArticle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DataFeedLinks",
      "kind": "LinkedField",
      "name": "dataFeed",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DataFeedSection_links"
        }
      ],
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
          "name": "feedId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FeedSubscription",
  "abstractKey": null
};
})();

(node as any).hash = "c0da7703c593e49d2ceb73a3cfe0b063";

export default node;
