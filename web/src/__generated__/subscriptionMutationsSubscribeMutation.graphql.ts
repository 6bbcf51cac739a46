/**
 * @generated SignedSource<<a97fb25e1612c07f2de7945cbf7e6203>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscribeInput = {
  beforeSubscriptionId?: string | null | undefined;
  feedId?: string | null | undefined;
  folderId?: string | null | undefined;
  subscriptionId?: string | null | undefined;
  title?: string | null | undefined;
  url?: string | null | undefined;
};
export type subscriptionMutationsSubscribeMutation$variables = {
  input: SubscribeInput;
};
export type subscriptionMutationsSubscribeMutation$data = {
  readonly subscribe: {
    readonly __typename: string;
    readonly alreadySubscribed?: boolean;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly subscription?: {
      readonly folders: ReadonlyArray<{
        readonly id: string;
        readonly subscriptionCount: number;
        readonly subscriptions: ReadonlyArray<{
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"DrawerSubscriptionRow_subscription">;
        }>;
      }>;
      readonly id: string;
      readonly subscriptionId: string;
      readonly title: string;
    };
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTree_viewer">;
    };
  };
};
export type subscriptionMutationsSubscribeMutation = {
  response: subscriptionMutationsSubscribeMutation$data;
  variables: subscriptionMutationsSubscribeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alreadySubscribed",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayMessageKey",
    "storageKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "upgradeUrl",
        "storageKey": null
      }
    ],
    "type": "UserError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fields",
        "plural": true,
        "selections": [
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v12 = [
  (v4/*:: as any*/)
],
v13 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
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
      (v4/*:: as any*/)
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
    "selections": (v12/*:: as any*/),
    "storageKey": null
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "subscriptionMutationsSubscribeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "subscribe",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folders",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FeedSubscription",
                        "kind": "LinkedField",
                        "name": "subscriptions",
                        "plural": true,
                        "selections": [
                          (v4/*:: as any*/),
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "DrawerSubscriptionRow_subscription"
                          }
                        ],
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SubscriptionTree_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SubscriptionPayload",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "commitAsPromise_error",
                  "selections": (v9/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "subscriptionMutationsSubscribeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "subscribe",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folders",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FeedSubscription",
                        "kind": "LinkedField",
                        "name": "subscriptions",
                        "plural": true,
                        "selections": (v13/*:: as any*/),
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                          (v2/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": (v12/*:: as any*/),
                            "type": "FeedSubscription",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": (v12/*:: as any*/),
                            "type": "Folder",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": (v13/*:: as any*/),
                            "type": "FeedSubscription",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v4/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "folderId",
                                "storageKey": null
                              },
                              (v14/*:: as any*/),
                              (v10/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "icon",
                                "storageKey": null
                              },
                              (v11/*:: as any*/),
                              (v7/*:: as any*/)
                            ],
                            "type": "Folder",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": (v12/*:: as any*/),
                            "type": "Node",
                            "abstractKey": "__isNode"
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
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folders",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SubscriptionPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v9/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "213f11225e2b5e9c3f2ac1c9043da4a3",
    "id": null,
    "metadata": {},
    "name": "subscriptionMutationsSubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation subscriptionMutationsSubscribeMutation(\n  $input: SubscribeInput!\n) {\n  subscribe(input: $input) {\n    __typename\n    ... on SubscriptionPayload {\n      alreadySubscribed\n      subscription {\n        id\n        subscriptionId\n        title\n        folders {\n          id\n          subscriptionCount\n          subscriptions {\n            id\n            ...DrawerSubscriptionRow_subscription\n          }\n        }\n      }\n      viewer {\n        ...SubscriptionTree_viewer\n        id\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment AddSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DeleteFolderDialog_folder on Folder {\n  id\n  folderId\n  name\n  subscriptionCount\n}\n\nfragment DeleteFolderDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DeleteSubscriptionDialog_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n}\n\nfragment DrawerFolder_folder on Folder {\n  id\n  folderId\n  name\n  enabled\n  icon\n  unreadCount\n  ...DeleteFolderDialog_folder\n}\n\nfragment DrawerSubscriptionRow_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n  enabled\n  unreadCount\n  feed {\n    faviconUrl\n    id\n  }\n  ...MoveSubscriptionDialog_subscription\n  ...DeleteSubscriptionDialog_subscription\n}\n\nfragment MoveSubscriptionDialog_subscription on FeedSubscription {\n  id\n  title\n  isTopLevel\n  folders {\n    id\n  }\n}\n\nfragment MoveSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment SubscriptionTree_viewer on User {\n  id\n  readingList {\n    allUnreadCount\n    recalculatingUnreadCount\n    entries {\n      __typename\n      ... on FeedSubscription {\n        id\n      }\n      ... on Folder {\n        id\n      }\n      ...DrawerSubscriptionRow_subscription\n      ...DrawerFolder_folder\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ...AddSubscriptionDialog_viewer\n  ...MoveSubscriptionDialog_viewer\n  ...DeleteFolderDialog_viewer\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "961bd23402bb9a1f8d091cec689e6c1a";

export default node;
