/**
 * @generated SignedSource<<0ae559b774b167eaca8d5d6a65ae71b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrawerFolderSubscriptionsQuery$variables = {
  id: string;
};
export type DrawerFolderSubscriptionsQuery$data = {
  readonly node: {
    readonly subscriptions?: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DrawerSubscriptionRow_subscription">;
    }>;
  } | null | undefined;
};
export type DrawerFolderSubscriptionsQuery = {
  response: DrawerFolderSubscriptionsQuery$data;
  variables: DrawerFolderSubscriptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DrawerFolderSubscriptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscriptions",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrawerSubscriptionRow_subscription"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Folder",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DrawerFolderSubscriptionsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscriptions",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isTopLevel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folders",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Folder",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "01c275ca4f0a1fcf168f1bc77418e3bc",
    "id": null,
    "metadata": {},
    "name": "DrawerFolderSubscriptionsQuery",
    "operationKind": "query",
    "text": "query DrawerFolderSubscriptionsQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Folder {\n      subscriptions {\n        id\n        ...DrawerSubscriptionRow_subscription\n      }\n    }\n    id\n  }\n}\n\nfragment DeleteSubscriptionDialog_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n}\n\nfragment DrawerSubscriptionRow_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n  enabled\n  unreadCount\n  feed {\n    faviconUrl\n    failure {\n      message\n    }\n    id\n  }\n  ...MoveSubscriptionDialog_subscription\n  ...DeleteSubscriptionDialog_subscription\n}\n\nfragment MoveSubscriptionDialog_subscription on FeedSubscription {\n  id\n  title\n  isTopLevel\n  folders {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c795642052f0187bac44fc92f7d06954";

export default node;
