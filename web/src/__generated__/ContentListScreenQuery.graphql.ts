/**
 * @generated SignedSource<<4b3daa696e8bfc19c69a01ed1b17cda9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentListScreenQuery$variables = {
  articles?: boolean | null | undefined;
  bySlug: boolean;
  contentItemTagId?: string | null | undefined;
  contentItemTagSlug?: string | null | undefined;
  contentItemTopicId?: string | null | undefined;
  folderId?: string | null | undefined;
  hasNode: boolean;
  isAll: boolean;
  nodeId: string;
  search?: string | null | undefined;
  showRead?: boolean | null | undefined;
  sortBy?: string | null | undefined;
  subscriptionId?: string | null | undefined;
  tagSlug: string;
  withBody: boolean;
  withTopics: boolean;
};
export type ContentListScreenQuery$data = {
  readonly node?: {
    readonly __typename: "ContentItemTag";
    readonly contentItemTagId: string;
    readonly enabled: boolean;
    readonly id: string;
    readonly name: string;
    readonly unreadCount: number;
  } | {
    readonly __typename: "FeedSubscription";
    readonly enabled: boolean;
    readonly feed: {
      readonly failure: {
        readonly __typename: "FeedFailure";
      } | null | undefined;
      readonly url: string;
      readonly " $fragmentSpreads": FragmentRefs<"FeedFailureBanner_feed">;
    };
    readonly id: string;
    readonly subscriptionId: string;
    readonly title: string;
    readonly unreadCount: number;
  } | {
    readonly __typename: "Folder";
    readonly enabled: boolean;
    readonly failureNotice: {
      readonly " $fragmentSpreads": FragmentRefs<"FolderFailureNotice_folder">;
    } | null | undefined;
    readonly folderId: string;
    readonly id: string;
    readonly name: string;
    readonly subscriptionCount: number;
    readonly subscriptions: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly unreadCount: number;
  } | {
    readonly __typename: "Topic";
    readonly id: string;
    readonly name: string;
    readonly stats: {
      readonly " $fragmentSpreads": FragmentRefs<"TopicStats_topic">;
    } | null | undefined;
    readonly topicId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly viewer: {
    readonly contentItemTag?: {
      readonly enabled: boolean;
      readonly id: string;
      readonly name: string;
      readonly unreadCount: number;
    } | null | undefined;
    readonly id: string;
    readonly readingList: {
      readonly allUnreadCount: number;
      readonly failureNotice?: {
        readonly " $fragmentSpreads": FragmentRefs<"ReadingListFailureNotice_readingList">;
      } | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ContentList_query">;
};
export type ContentListScreenQuery = {
  response: ContentListScreenQuery$data;
  variables: ContentListScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "articles"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bySlug"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contentItemTagId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contentItemTagSlug"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contentItemTopicId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "folderId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasNode"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isAll"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "nodeId"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showRead"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sortBy"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "subscriptionId"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tagSlug"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withBody"
},
v15 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withTopics"
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allUnreadCount",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v21 = {
  "condition": "bySlug",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "slug",
          "variableName": "tagSlug"
        }
      ],
      "concreteType": "ContentItemTag",
      "kind": "LinkedField",
      "name": "contentItemTag",
      "plural": false,
      "selections": [
        (v16/*:: as any*/),
        (v18/*:: as any*/),
        (v19/*:: as any*/),
        (v20/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v22 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "nodeId"
  }
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionId",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "folderId",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionCount",
  "storageKey": null
},
v29 = [
  (v16/*:: as any*/)
],
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentItemTagId",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topicId",
  "storageKey": null
},
v32 = {
  "kind": "Variable",
  "name": "articles",
  "variableName": "articles"
},
v33 = {
  "kind": "Variable",
  "name": "contentItemTagId",
  "variableName": "contentItemTagId"
},
v34 = {
  "kind": "Variable",
  "name": "contentItemTagSlug",
  "variableName": "contentItemTagSlug"
},
v35 = {
  "kind": "Variable",
  "name": "contentItemTopicId",
  "variableName": "contentItemTopicId"
},
v36 = {
  "kind": "Variable",
  "name": "folderId",
  "variableName": "folderId"
},
v37 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v38 = {
  "kind": "Variable",
  "name": "showRead",
  "variableName": "showRead"
},
v39 = {
  "kind": "Variable",
  "name": "sortBy",
  "variableName": "sortBy"
},
v40 = {
  "kind": "Variable",
  "name": "subscriptionId",
  "variableName": "subscriptionId"
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v42 = {
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
        (v41/*:: as any*/)
      ],
      "storageKey": null
    },
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v43 = [
  (v32/*:: as any*/),
  (v33/*:: as any*/),
  (v34/*:: as any*/),
  (v35/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  (v36/*:: as any*/),
  (v37/*:: as any*/),
  (v38/*:: as any*/),
  (v39/*:: as any*/),
  (v40/*:: as any*/)
],
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v45 = [
  (v31/*:: as any*/),
  (v18/*:: as any*/),
  (v16/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      (v15/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentListScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReadingList",
            "kind": "LinkedField",
            "name": "readingList",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              {
                "condition": "isAll",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "ReadingListFailureNotice_readingList"
                        }
                      ],
                      "type": "ReadingList",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "failureNotice"
                  }
                ]
              }
            ],
            "storageKey": null
          },
          (v21/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "hasNode",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v22/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v23/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v16/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Feed",
                    "kind": "LinkedField",
                    "name": "feed",
                    "plural": false,
                    "selections": [
                      (v26/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FeedFailure",
                        "kind": "LinkedField",
                        "name": "failure",
                        "plural": false,
                        "selections": [
                          (v23/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "FeedFailureBanner_feed"
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
                  (v16/*:: as any*/),
                  (v27/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedSubscription",
                    "kind": "LinkedField",
                    "name": "subscriptions",
                    "plural": true,
                    "selections": (v29/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "FolderFailureNotice_folder"
                        }
                      ],
                      "type": "Folder",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "failureNotice"
                  }
                ],
                "type": "Folder",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v16/*:: as any*/),
                  (v30/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "type": "ContentItemTag",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v16/*:: as any*/),
                  (v31/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "TopicStats_topic"
                        }
                      ],
                      "type": "Topic",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "stats"
                  }
                ],
                "type": "Topic",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "args": [
          (v32/*:: as any*/),
          (v33/*:: as any*/),
          (v34/*:: as any*/),
          (v35/*:: as any*/),
          (v36/*:: as any*/),
          (v37/*:: as any*/),
          (v38/*:: as any*/),
          (v39/*:: as any*/),
          (v40/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withBody",
            "variableName": "withBody"
          },
          {
            "kind": "Variable",
            "name": "withTopics",
            "variableName": "withTopics"
          }
        ],
        "kind": "FragmentSpread",
        "name": "ContentList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v13/*:: as any*/),
      (v12/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v11/*:: as any*/),
      (v10/*:: as any*/),
      (v9/*:: as any*/),
      (v14/*:: as any*/),
      (v15/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContentListScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReadingList",
            "kind": "LinkedField",
            "name": "readingList",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              {
                "condition": "isAll",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedSubscription",
                    "kind": "LinkedField",
                    "name": "failingSubscriptions",
                    "plural": true,
                    "selections": [
                      (v16/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v42/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          (v21/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v43/*:: as any*/),
        "concreteType": "ContentItemConnection",
        "kind": "LinkedField",
        "name": "contentItems",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenReadCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentItemEdge",
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
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contentItemId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isRead",
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
                        "name": "slug",
                        "storageKey": null
                      },
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v25/*:: as any*/),
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
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "creator",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sortAt",
                    "storageKey": null
                  },
                  (v44/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "jesterImageUrl",
                    "storageKey": null
                  },
                  {
                    "condition": "withBody",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "jesterContentEncoded",
                        "storageKey": null
                      }
                    ]
                  },
                  {
                    "condition": "withTopics",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Topic",
                        "kind": "LinkedField",
                        "name": "topics",
                        "plural": true,
                        "selections": (v45/*:: as any*/),
                        "storageKey": null
                      }
                    ]
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContentItemMedia",
                    "kind": "LinkedField",
                    "name": "media",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "mediaType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "numComments",
                        "storageKey": null
                      },
                      (v16/*:: as any*/)
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
                      (v25/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "faviconUrl",
                        "storageKey": null
                      },
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedSubscription",
                    "kind": "LinkedField",
                    "name": "subscription",
                    "plural": false,
                    "selections": [
                      (v25/*:: as any*/),
                      (v16/*:: as any*/),
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Folder",
                        "kind": "LinkedField",
                        "name": "folders",
                        "plural": true,
                        "selections": (v29/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v23/*:: as any*/)
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v43/*:: as any*/),
        "filters": [
          "subscriptionId",
          "folderId",
          "contentItemTagId",
          "contentItemTagSlug",
          "articles",
          "feedId",
          "contentItemTopicId",
          "sortBy",
          "showRead",
          "search"
        ],
        "handle": "connection",
        "key": "ContentList_contentItems",
        "kind": "LinkedHandle",
        "name": "contentItems"
      },
      {
        "condition": "hasNode",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v22/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v23/*:: as any*/),
              (v16/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Feed",
                    "kind": "LinkedField",
                    "name": "feed",
                    "plural": false,
                    "selections": [
                      (v26/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FeedFailure",
                        "kind": "LinkedField",
                        "name": "failure",
                        "plural": false,
                        "selections": [
                          (v23/*:: as any*/),
                          (v41/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastRunAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastSuccessAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "consecutiveErrorCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "retryable",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v16/*:: as any*/)
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
                  (v27/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedSubscription",
                    "kind": "LinkedField",
                    "name": "subscriptions",
                    "plural": true,
                    "selections": [
                      (v16/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v19/*:: as any*/),
                      (v42/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Folder",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v30/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "type": "ContentItemTag",
                "abstractKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v31/*:: as any*/),
                  (v18/*:: as any*/),
                  (v44/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postsLastDay",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postsLastWeek",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "postsLastMonth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Topic",
                    "kind": "LinkedField",
                    "name": "aliasedTo",
                    "plural": false,
                    "selections": (v45/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "type": "Topic",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "ff22e71e61bde2e2a0e3c3b6ddaf47a2",
    "id": null,
    "metadata": {},
    "name": "ContentListScreenQuery",
    "operationKind": "query",
    "text": "query ContentListScreenQuery(\n  $nodeId: ID!\n  $hasNode: Boolean!\n  $bySlug: Boolean!\n  $tagSlug: String!\n  $subscriptionId: ID\n  $folderId: ID\n  $contentItemTagId: ID\n  $contentItemTagSlug: String\n  $articles: Boolean\n  $contentItemTopicId: ID\n  $sortBy: String\n  $showRead: Boolean\n  $search: String\n  $withBody: Boolean!\n  $withTopics: Boolean!\n  $isAll: Boolean!\n) {\n  viewer {\n    id\n    readingList {\n      allUnreadCount\n      ...ReadingListFailureNotice_readingList @include(if: $isAll)\n    }\n    contentItemTag(slug: $tagSlug) @include(if: $bySlug) {\n      id\n      name\n      enabled\n      unreadCount\n    }\n  }\n  node(id: $nodeId) @include(if: $hasNode) {\n    __typename\n    ... on FeedSubscription {\n      id\n      subscriptionId\n      title\n      enabled\n      unreadCount\n      feed {\n        url\n        failure {\n          __typename\n        }\n        ...FeedFailureBanner_feed\n        id\n      }\n    }\n    ... on Folder {\n      id\n      folderId\n      name\n      enabled\n      unreadCount\n      subscriptionCount\n      subscriptions {\n        id\n      }\n      ...FolderFailureNotice_folder\n    }\n    ... on ContentItemTag {\n      id\n      contentItemTagId\n      name\n      enabled\n      unreadCount\n    }\n    ... on Topic {\n      id\n      topicId\n      name\n      ...TopicStats_topic\n    }\n    id\n  }\n  ...ContentList_query_2W0f86\n}\n\nfragment ContentListItem_item_11MYZY on ContentItem {\n  id\n  contentItemId\n  title\n  link\n  description\n  creator\n  sortAt\n  score\n  isRead\n  jesterImageUrl\n  jesterContentEncoded @include(if: $withBody)\n  topics @include(if: $withTopics) {\n    ...TopicChips_topics\n    id\n  }\n  media {\n    mediaType\n    numComments\n    id\n  }\n  feed {\n    title\n    faviconUrl\n    id\n  }\n  subscription {\n    title\n    id\n  }\n}\n\nfragment ContentList_query_2W0f86 on Query {\n  contentItems(first: 25, subscriptionId: $subscriptionId, folderId: $folderId, contentItemTagId: $contentItemTagId, contentItemTagSlug: $contentItemTagSlug, articles: $articles, contentItemTopicId: $contentItemTopicId, sortBy: $sortBy, showRead: $showRead, search: $search) {\n    hiddenReadCount\n    edges {\n      node {\n        id\n        contentItemId\n        isRead\n        contentItemTags {\n          slug\n          id\n        }\n        ...ContentListItem_item_11MYZY\n        ...ItemButtons_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment FeedFailureBanner_feed on Feed {\n  failure {\n    message\n    lastRunAt\n    lastSuccessAt\n    consecutiveErrorCount\n    retryable\n  }\n}\n\nfragment FolderFailureNotice_folder on Folder {\n  subscriptions {\n    id\n    subscriptionId\n    title\n    enabled\n    feed {\n      failure {\n        message\n      }\n      id\n    }\n  }\n}\n\nfragment ItemButtons_item on ContentItem {\n  id\n  isRead\n  ...readState_countHolders\n  ...ReadLaterButton_item\n  ...TagPickerMenu_item\n}\n\nfragment ReadLaterButton_item on ContentItem {\n  id\n  contentItemTags {\n    id\n    slug\n  }\n}\n\nfragment ReadingListFailureNotice_readingList on ReadingList {\n  failingSubscriptions {\n    id\n    subscriptionId\n    title\n    feed {\n      failure {\n        message\n      }\n      id\n    }\n  }\n}\n\nfragment TagPickerMenu_item on ContentItem {\n  id\n  title\n  contentItemTags {\n    id\n  }\n}\n\nfragment TopicChips_topics on Topic {\n  topicId\n  name\n}\n\nfragment TopicStats_topic on Topic {\n  name\n  score\n  postsLastDay\n  postsLastWeek\n  postsLastMonth\n  aliasedTo {\n    topicId\n    name\n    id\n  }\n}\n\nfragment readState_countHolders on ContentItem {\n  id\n  isRead\n  subscription {\n    id\n    enabled\n    folders {\n      id\n    }\n  }\n  contentItemTags {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ed1c07345079cacc05c97cd3de08c798";

export default node;
