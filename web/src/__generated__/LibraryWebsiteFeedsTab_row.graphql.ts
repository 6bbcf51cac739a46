/**
 * @generated SignedSource<<673048f428b12c2ad015619b8ae569ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LibraryWebsiteFeedsTab_row$data = {
  readonly enabled: boolean;
  readonly feed: {
    readonly awaitingFirstFetch: boolean;
    readonly failure: {
      readonly message: string;
    } | null | undefined;
    readonly id: string;
    readonly viewerSubscription: {
      readonly id: string;
      readonly subscriptionId: string;
    } | null | undefined;
  };
  readonly id: string;
  readonly name: string;
  readonly needsAttention: boolean;
  readonly url: string;
  readonly " $fragmentType": "LibraryWebsiteFeedsTab_row";
};
export type LibraryWebsiteFeedsTab_row$key = {
  readonly " $data"?: LibraryWebsiteFeedsTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"LibraryWebsiteFeedsTab_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LibraryWebsiteFeedsTab_row",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsAttention",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "awaitingFirstFetch",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FeedSubscription",
          "kind": "LinkedField",
          "name": "viewerSubscription",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "WebsiteFeed",
  "abstractKey": null
};
})();

(node as any).hash = "cae7d25164d4f6035f821fc7d077fe4e";

export default node;
