/**
 * @generated SignedSource<<cb5aed063825417ad1b10031d19125b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateSubscriptionInput = {
  enabled?: boolean | null | undefined;
  id: string;
  keepUnreadDays?: number | null | undefined;
  properties?: any | null | undefined;
  title?: string | null | undefined;
};
export type subscriptionMutationsUpdateMutation$variables = {
  input: UpdateSubscriptionInput;
};
export type subscriptionMutationsUpdateMutation$data = {
  readonly updateSubscription: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly subscription?: {
      readonly customTitle: string | null | undefined;
      readonly dataFeed: {
        readonly " $fragmentSpreads": FragmentRefs<"DataFeedSection_links">;
      } | null | undefined;
      readonly enabled: boolean;
      readonly fetchFullArticle: boolean;
      readonly id: string;
      readonly keepUnreadDays: number;
      readonly properties: any;
      readonly title: string;
      readonly unreadCount: number;
    };
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTree_viewer">;
    };
  };
};
export type subscriptionMutationsUpdateMutation = {
  response: subscriptionMutationsUpdateMutation$data;
  variables: subscriptionMutationsUpdateMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customTitle",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "keepUnreadDays",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "properties",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fetchFullArticle",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v12 = [
  (v11/*:: as any*/)
],
v13 = [
  (v11/*:: as any*/),
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
        "selections": (v12/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
],
v14 = [
  (v3/*:: as any*/)
],
v15 = {
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
    "name": "subscriptionMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSubscription",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
                  "selections": (v13/*:: as any*/),
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
    "name": "subscriptionMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSubscription",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DataFeedLinks",
                    "kind": "LinkedField",
                    "name": "dataFeed",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rss",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "atom",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "json",
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
                  (v3/*:: as any*/),
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
                      },
                      (v3/*:: as any*/)
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
                          (v2/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": (v14/*:: as any*/),
                            "type": "FeedSubscription",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v3/*:: as any*/),
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
                            "kind": "InlineFragment",
                            "selections": [
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "subscriptionId",
                                "storageKey": null
                              },
                              (v4/*:: as any*/),
                              (v6/*:: as any*/),
                              (v8/*:: as any*/),
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
                                    "selections": (v12/*:: as any*/),
                                    "storageKey": null
                                  },
                                  (v3/*:: as any*/)
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
                                "selections": (v14/*:: as any*/),
                                "storageKey": null
                              }
                            ],
                            "type": "FeedSubscription",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "folderId",
                                "storageKey": null
                              },
                              (v15/*:: as any*/),
                              (v6/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "icon",
                                "storageKey": null
                              },
                              (v8/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "subscriptionCount",
                                "storageKey": null
                              }
                            ],
                            "type": "Folder",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": (v14/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v15/*:: as any*/)
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
            "selections": (v13/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3395bb9aca9d3c5fbdcc8fa994b0ebe9",
    "id": null,
    "metadata": {},
    "name": "subscriptionMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation subscriptionMutationsUpdateMutation(\n  $input: UpdateSubscriptionInput!\n) {\n  updateSubscription(input: $input) {\n    __typename\n    ... on SubscriptionPayload {\n      subscription {\n        id\n        title\n        customTitle\n        enabled\n        keepUnreadDays\n        unreadCount\n        properties\n        fetchFullArticle\n        dataFeed {\n          ...DataFeedSection_links\n        }\n      }\n      viewer {\n        ...SubscriptionTree_viewer\n        id\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment AddSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DataFeedSection_links on DataFeedLinks {\n  rss\n  atom\n  json\n}\n\nfragment DeleteFolderDialog_folder on Folder {\n  id\n  folderId\n  name\n  subscriptionCount\n}\n\nfragment DeleteFolderDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DeleteSubscriptionDialog_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n}\n\nfragment DrawerFolder_folder on Folder {\n  id\n  folderId\n  name\n  enabled\n  icon\n  unreadCount\n  ...DeleteFolderDialog_folder\n}\n\nfragment DrawerSubscriptionRow_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n  enabled\n  unreadCount\n  feed {\n    faviconUrl\n    failure {\n      message\n    }\n    id\n  }\n  ...MoveSubscriptionDialog_subscription\n  ...DeleteSubscriptionDialog_subscription\n}\n\nfragment MoveSubscriptionDialog_subscription on FeedSubscription {\n  id\n  title\n  isTopLevel\n  folders {\n    id\n  }\n}\n\nfragment MoveSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment SubscriptionTree_viewer on User {\n  id\n  settings {\n    appSettings {\n      hideStaleFolders\n    }\n    id\n  }\n  readingList {\n    allUnreadCount\n    recalculatingUnreadCount\n    entries {\n      __typename\n      ... on FeedSubscription {\n        id\n      }\n      ... on Folder {\n        id\n        isStale\n      }\n      ...DrawerSubscriptionRow_subscription\n      ...DrawerFolder_folder\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ...AddSubscriptionDialog_viewer\n  ...MoveSubscriptionDialog_viewer\n  ...DeleteFolderDialog_viewer\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a9f6a22629b3b6d4137a1aaa02ac3bae";

export default node;
