/**
 * @generated SignedSource<<d4bf098be39048b1f533c87795db9ae1>>
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
      readonly isStale?: boolean;
    }>;
    readonly recalculatingUnreadCount: boolean;
  };
  readonly settings: {
    readonly appSettings: {
      readonly hideStaleFolders: boolean;
    };
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
};
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
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AppSettings",
          "kind": "LinkedField",
          "name": "appSettings",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hideStaleFolders",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
              "selections": [
                (v0/*:: as any*/)
              ],
              "type": "FeedSubscription",
              "abstractKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isStale",
                  "storageKey": null
                }
              ],
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

(node as any).hash = "77e995f1eeced1edb9f8537cdad18967";

export default node;
