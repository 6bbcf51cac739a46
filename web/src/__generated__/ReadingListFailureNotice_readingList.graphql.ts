/**
 * @generated SignedSource<<023f027cbcc3b23249eb223b94a3bea3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReadingListFailureNotice_readingList$data = {
  readonly failingSubscriptions: ReadonlyArray<{
    readonly feed: {
      readonly failure: {
        readonly message: string;
      } | null | undefined;
    };
    readonly id: string;
    readonly subscriptionId: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "ReadingListFailureNotice_readingList";
};
export type ReadingListFailureNotice_readingList$key = {
  readonly " $data"?: ReadingListFailureNotice_readingList$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReadingListFailureNotice_readingList">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReadingListFailureNotice_readingList",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedSubscription",
      "kind": "LinkedField",
      "name": "failingSubscriptions",
      "plural": true,
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
          "concreteType": "Feed",
          "kind": "LinkedField",
          "name": "feed",
          "plural": false,
          "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReadingList",
  "abstractKey": null
};

(node as any).hash = "3cd60832ba5b4cc827ba07816848638d";

export default node;
