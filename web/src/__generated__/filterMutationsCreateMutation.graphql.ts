/**
 * @generated SignedSource<<385f56bcc398c17fd1bbd8d48d1657a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FilterClauseType = "and" | "or" | "%future added value";
export type FilterMatchField = "creator" | "description" | "link" | "title" | "%future added value";
export type FilterMatchType = "contains" | "equals" | "not_contains" | "not_equals" | "%future added value";
export type FilterType = "keep_on_match" | "mark_duplicate" | "remove_on_match" | "%future added value";
export type CreateFilterInput = {
  clauseType?: FilterClauseType | null | undefined;
  clauses: ReadonlyArray<FilterClauseInput>;
  enabled?: boolean | null | undefined;
  filterType: FilterType;
  folderId?: string | null | undefined;
  subscriptionId?: string | null | undefined;
  windowHours?: number | null | undefined;
};
export type FilterClauseInput = {
  clauseId?: string | null | undefined;
  matchField: FilterMatchField;
  matchType?: FilterMatchType | null | undefined;
  matchValue?: string | null | undefined;
};
export type filterMutationsCreateMutation$variables = {
  input: CreateFilterInput;
};
export type filterMutationsCreateMutation$data = {
  readonly createFilter: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly filter?: {
      readonly folder: {
        readonly filters: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"FiltersTab_filters">;
        }>;
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly subscription: {
        readonly filters: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"FiltersTab_filters">;
        }>;
        readonly id: string;
      } | null | undefined;
    };
    readonly folders?: ReadonlyArray<{
      readonly id: string;
      readonly unreadCount: number;
    }>;
    readonly subscriptions?: ReadonlyArray<{
      readonly id: string;
      readonly unreadCount: number;
    }>;
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTree_viewer">;
    };
  };
};
export type filterMutationsCreateMutation = {
  response: filterMutationsCreateMutation$data;
  variables: filterMutationsCreateMutation$variables;
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
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Filter",
    "kind": "LinkedField",
    "name": "filters",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "FiltersTab_filters"
      }
    ],
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v6 = [
  (v3/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "FeedSubscription",
  "kind": "LinkedField",
  "name": "subscriptions",
  "plural": true,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Folder",
  "kind": "LinkedField",
  "name": "folders",
  "plural": true,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v10 = {
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v9/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayMessageKey",
  "storageKey": null
},
v12 = {
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
v13 = [
  (v9/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v15 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Filter",
    "kind": "LinkedField",
    "name": "filters",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "filterType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clauseType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "windowHours",
        "storageKey": null
      },
      (v14/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "FilterClause",
        "kind": "LinkedField",
        "name": "clauses",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchField",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchValue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clauseId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v16 = [
  (v3/*:: as any*/)
],
v17 = {
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
    "name": "filterMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFilter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Filter",
                "kind": "LinkedField",
                "name": "filter",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedSubscription",
                    "kind": "LinkedField",
                    "name": "subscription",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folder",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
            "type": "FilterPayload",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "commitAsPromise_error",
                  "selections": [
                    (v9/*:: as any*/),
                    (v11/*:: as any*/),
                    (v12/*:: as any*/),
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
                          "selections": (v13/*:: as any*/),
                          "storageKey": null
                        }
                      ],
                      "type": "ValidationError",
                      "abstractKey": null
                    }
                  ],
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
    "name": "filterMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createFilter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Filter",
                "kind": "LinkedField",
                "name": "filter",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedSubscription",
                    "kind": "LinkedField",
                    "name": "subscription",
                    "plural": false,
                    "selections": (v15/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folder",
                    "plural": false,
                    "selections": (v15/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
                            "selections": (v16/*:: as any*/),
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "title",
                                "storageKey": null
                              },
                              (v14/*:: as any*/),
                              (v5/*:: as any*/),
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
                                    "selections": (v13/*:: as any*/),
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
                                "selections": (v16/*:: as any*/),
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
                              (v17/*:: as any*/),
                              (v14/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "icon",
                                "storageKey": null
                              },
                              (v5/*:: as any*/),
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
                            "selections": (v16/*:: as any*/),
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
                      (v17/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "FilterPayload",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v9/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "826e882bb387d9c9ddfd4a7f3acca472",
    "id": null,
    "metadata": {},
    "name": "filterMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation filterMutationsCreateMutation(\n  $input: CreateFilterInput!\n) {\n  createFilter(input: $input) {\n    __typename\n    ... on FilterPayload {\n      filter {\n        id\n        subscription {\n          id\n          filters {\n            ...FiltersTab_filters\n            id\n          }\n        }\n        folder {\n          id\n          filters {\n            ...FiltersTab_filters\n            id\n          }\n        }\n      }\n      subscriptions {\n        id\n        unreadCount\n      }\n      folders {\n        id\n        unreadCount\n      }\n      viewer {\n        ...SubscriptionTree_viewer\n        id\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment AddSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DeleteFolderDialog_folder on Folder {\n  id\n  folderId\n  name\n  subscriptionCount\n}\n\nfragment DeleteFolderDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DeleteSubscriptionDialog_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n}\n\nfragment DrawerFolder_folder on Folder {\n  id\n  folderId\n  name\n  enabled\n  icon\n  unreadCount\n  ...DeleteFolderDialog_folder\n}\n\nfragment DrawerSubscriptionRow_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n  enabled\n  unreadCount\n  feed {\n    faviconUrl\n    failure {\n      message\n    }\n    id\n  }\n  ...MoveSubscriptionDialog_subscription\n  ...DeleteSubscriptionDialog_subscription\n}\n\nfragment FilterEditor_filter on Filter {\n  id\n  filterType\n  clauseType\n  windowHours\n  enabled\n  clauses {\n    clauseId\n    matchField\n    matchType\n    matchValue\n  }\n}\n\nfragment FiltersTab_filters on Filter {\n  id\n  filterType\n  clauseType\n  windowHours\n  enabled\n  clauses {\n    matchField\n    matchType\n    matchValue\n  }\n  ...FilterEditor_filter\n}\n\nfragment MoveSubscriptionDialog_subscription on FeedSubscription {\n  id\n  title\n  isTopLevel\n  folders {\n    id\n  }\n}\n\nfragment MoveSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment SubscriptionTree_viewer on User {\n  id\n  settings {\n    appSettings {\n      hideStaleFolders\n    }\n    id\n  }\n  readingList {\n    allUnreadCount\n    recalculatingUnreadCount\n    entries {\n      __typename\n      ... on FeedSubscription {\n        id\n      }\n      ... on Folder {\n        id\n        isStale\n      }\n      ...DrawerSubscriptionRow_subscription\n      ...DrawerFolder_folder\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ...AddSubscriptionDialog_viewer\n  ...MoveSubscriptionDialog_viewer\n  ...DeleteFolderDialog_viewer\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba3f145430c5c59b41094510de002119";

export default node;
