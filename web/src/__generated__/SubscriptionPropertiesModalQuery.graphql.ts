/**
 * @generated SignedSource<<409860787a4b2bb6ef75066fe5d76c13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionPropertiesModalQuery$variables = {
  id: string;
};
export type SubscriptionPropertiesModalQuery$data = {
  readonly node: {
    readonly actions?: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ActionsTab_actions">;
    }>;
    readonly filters?: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"FiltersTab_filters">;
    }>;
    readonly general: {
      readonly " $fragmentSpreads": FragmentRefs<"SubscriptionGeneralTab_subscription">;
    } | null | undefined;
    readonly id?: string;
    readonly title?: string;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ActionsTab_viewer">;
  } | null | undefined;
};
export type SubscriptionPropertiesModalQuery = {
  response: SubscriptionPropertiesModalQuery$data;
  variables: SubscriptionPropertiesModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
  "name": "matchField",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchType",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matchValue",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clauseId",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionPropertiesModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ActionsTab_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Action",
                "kind": "LinkedField",
                "name": "actions",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ActionsTab_actions"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "FeedSubscription",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SubscriptionGeneralTab_subscription"
                }
              ],
              "type": "FeedSubscription",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "general"
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
    "name": "SubscriptionPropertiesModalQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentItemTag",
            "kind": "LinkedField",
            "name": "contentItemTags",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contentItemTagId",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Filter",
                "kind": "LinkedField",
                "name": "filters",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
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
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FilterClause",
                    "kind": "LinkedField",
                    "name": "clauses",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Action",
                "kind": "LinkedField",
                "name": "actions",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "matchClauseType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ActionMatchClause",
                    "kind": "LinkedField",
                    "name": "matchClauses",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ActionClause",
                    "kind": "LinkedField",
                    "name": "clauses",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "actionType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "actionValue",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContentItemTag",
                        "kind": "LinkedField",
                        "name": "contentItemTag",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v1/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastTriggerResult",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastErrorMessage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastTriggerAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v11/*:: as any*/),
                    "concreteType": "ActionMatchConnection",
                    "kind": "LinkedField",
                    "name": "matchingContentItems",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "totalCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ActionMatchEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ContentItem",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v1/*:: as any*/),
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "link",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "sortAt",
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
                                  (v3/*:: as any*/),
                                  (v12/*:: as any*/),
                                  (v1/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v5/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "cursor",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PageInfo",
                        "kind": "LinkedField",
                        "name": "pageInfo",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "endCursor",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hasNextPage",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "matchingContentItems(first:25)"
                  },
                  {
                    "alias": null,
                    "args": (v11/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "ActionMatches_matchingContentItems",
                    "kind": "LinkedHandle",
                    "name": "matchingContentItems"
                  }
                ],
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
              (v6/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v12/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "FeedSubscription",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d7d656282f093fd5181587a500bd3cbe",
    "id": null,
    "metadata": {},
    "name": "SubscriptionPropertiesModalQuery",
    "operationKind": "query",
    "text": "query SubscriptionPropertiesModalQuery(\n  $id: ID!\n) {\n  viewer {\n    id\n    ...ActionsTab_viewer\n  }\n  node(id: $id) {\n    __typename\n    ... on FeedSubscription {\n      id\n      title\n      filters {\n        ...FiltersTab_filters\n        id\n      }\n      actions {\n        ...ActionsTab_actions\n        id\n      }\n    }\n    ...SubscriptionGeneralTab_subscription\n    id\n  }\n}\n\nfragment ActionEditor_action on Action {\n  id\n  enabled\n  matchClauseType\n  matchClauses {\n    matchField\n    matchType\n    matchValue\n  }\n  clauses {\n    clauseId\n    actionType\n    actionValue\n  }\n  ...ActionMatches_action\n}\n\nfragment ActionEditor_viewer on User {\n  email\n  contentItemTags {\n    contentItemTagId\n    name\n    id\n  }\n}\n\nfragment ActionMatches_action on Action {\n  matchingContentItems(first: 25) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MatchedItemRow_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ActionsTab_actions on Action {\n  id\n  enabled\n  matchClauseType\n  matchClauses {\n    matchField\n    matchType\n    matchValue\n  }\n  clauses {\n    actionType\n    actionValue\n    contentItemTag {\n      name\n      id\n    }\n  }\n  lastTriggerResult\n  lastErrorMessage\n  lastTriggerAt\n  ...ActionEditor_action\n}\n\nfragment ActionsTab_viewer on User {\n  ...ActionEditor_viewer\n}\n\nfragment DataFeedSection_links on DataFeedLinks {\n  rss\n  atom\n  json\n}\n\nfragment FilterEditor_filter on Filter {\n  id\n  filterType\n  clauseType\n  windowHours\n  enabled\n  clauses {\n    clauseId\n    matchField\n    matchType\n    matchValue\n  }\n}\n\nfragment FiltersTab_filters on Filter {\n  id\n  filterType\n  clauseType\n  windowHours\n  enabled\n  clauses {\n    matchField\n    matchType\n    matchValue\n  }\n  ...FilterEditor_filter\n}\n\nfragment MatchedItemRow_item on ContentItem {\n  title\n  link\n  sortAt\n  feed {\n    title\n    url\n    id\n  }\n}\n\nfragment SubscriptionGeneralTab_subscription on FeedSubscription {\n  id\n  title\n  enabled\n  keepUnreadDays\n  properties\n  fetchFullArticle\n  dataFeed {\n    ...DataFeedSection_links\n  }\n  feed {\n    feedId\n    title\n    url\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "668e78196812e24476c9ff3a000e0a4d";

export default node;
