/**
 * @generated SignedSource<<f90e4ca53f330b392e7ade1b6d71aeb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionTree_viewer$data = {
  readonly id: string;
  readonly readingList: {
    readonly allUnreadCount: number;
    readonly entries: ReadonlyArray<{
      readonly DrawerFolder_folder: {
        readonly " $fragmentSpreads": FragmentRefs<"DrawerFolder_folder">;
      } | null | undefined;
      readonly DrawerSubscriptionRow_subscription: {
        readonly " $fragmentSpreads": FragmentRefs<"DrawerSubscriptionRow_subscription">;
      } | null | undefined;
      readonly id?: string;
    }>;
    readonly recalculatingUnreadCount: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AddSubscriptionDialog_viewer" | "DeleteFolderDialog_viewer" | "MoveSubscriptionDialog_viewer">;
  readonly " $fragmentType": "SubscriptionTree_viewer";
};
export type SubscriptionTree_viewer$key = {
  readonly " $data"?: SubscriptionTree_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTree_viewer">;
};

import SubscriptionTreeRefetchQuery_graphql from './SubscriptionTreeRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SubscriptionTreeRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SubscriptionTree_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ReadingList",
      "kind": "LinkedField",
      "name": "readingList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allUnreadCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recalculatingUnreadCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "entries",
          "plural": true,
          "selections": [
            {
              "kind": "InlineFragment",
              "selections": (v1/*:: as any*/),
              "type": "FeedSubscription",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": (v1/*:: as any*/),
              "type": "Folder",
              "abstractKey": null
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrawerSubscriptionRow_subscription"
                  }
                ],
                "type": "FeedSubscription",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "DrawerSubscriptionRow_subscription"
            },
            {
              "fragment": {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrawerFolder_folder"
                  }
                ],
                "type": "Folder",
                "abstractKey": null
              },
              "kind": "AliasedInlineFragmentSpread",
              "name": "DrawerFolder_folder"
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
      "name": "AddSubscriptionDialog_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MoveSubscriptionDialog_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteFolderDialog_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "fb14cea4d720d38b18fb5f964c626987";

export default node;
