/**
 * @generated SignedSource<<01cd0e107e856eb49994b558537bcef1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentListPaginationQuery$variables = {
  after?: string | null | undefined;
  articles?: boolean | null | undefined;
  contentItemTagId?: string | null | undefined;
  contentItemTagSlug?: string | null | undefined;
  contentItemTopicId?: string | null | undefined;
  feedId?: string | null | undefined;
  first?: number | null | undefined;
  folderId?: string | null | undefined;
  search?: string | null | undefined;
  showRead?: boolean | null | undefined;
  sortBy?: string | null | undefined;
  subscriptionId?: string | null | undefined;
  withBody?: boolean | null | undefined;
  withTopics?: boolean | null | undefined;
};
export type ContentListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ContentList_query">;
};
export type ContentListPaginationQuery = {
  response: ContentListPaginationQuery$data;
  variables: ContentListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "articles"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contentItemTagId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contentItemTagSlug"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contentItemTopicId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "feedId"
  },
  {
    "defaultValue": 25,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "folderId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "showRead"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "subscriptionId"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "withBody"
  },
  {
    "defaultValue": false,
    "kind": "LocalArgument",
    "name": "withTopics"
  }
],
v1 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v2 = {
  "kind": "Variable",
  "name": "articles",
  "variableName": "articles"
},
v3 = {
  "kind": "Variable",
  "name": "contentItemTagId",
  "variableName": "contentItemTagId"
},
v4 = {
  "kind": "Variable",
  "name": "contentItemTagSlug",
  "variableName": "contentItemTagSlug"
},
v5 = {
  "kind": "Variable",
  "name": "contentItemTopicId",
  "variableName": "contentItemTopicId"
},
v6 = {
  "kind": "Variable",
  "name": "feedId",
  "variableName": "feedId"
},
v7 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v8 = {
  "kind": "Variable",
  "name": "folderId",
  "variableName": "folderId"
},
v9 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v10 = {
  "kind": "Variable",
  "name": "showRead",
  "variableName": "showRead"
},
v11 = {
  "kind": "Variable",
  "name": "sortBy",
  "variableName": "sortBy"
},
v12 = {
  "kind": "Variable",
  "name": "subscriptionId",
  "variableName": "subscriptionId"
},
v13 = [
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
  (v12/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentListPaginationQuery",
    "selections": [
      {
        "args": [
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContentListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v13/*:: as any*/),
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
                  (v14/*:: as any*/),
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
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "score",
                    "storageKey": null
                  },
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
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "topicId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
                          (v14/*:: as any*/)
                        ],
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
                      (v14/*:: as any*/)
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
                      (v15/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "faviconUrl",
                        "storageKey": null
                      },
                      (v14/*:: as any*/)
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
                      (v15/*:: as any*/),
                      (v14/*:: as any*/),
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
                        "concreteType": "Folder",
                        "kind": "LinkedField",
                        "name": "folders",
                        "plural": true,
                        "selections": [
                          (v14/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
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
        "args": (v13/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "cacheID": "fc28504a5709fefb41a29093278444a0",
    "id": null,
    "metadata": {},
    "name": "ContentListPaginationQuery",
    "operationKind": "query",
    "text": "query ContentListPaginationQuery(\n  $after: String\n  $articles: Boolean\n  $contentItemTagId: ID\n  $contentItemTagSlug: String\n  $contentItemTopicId: ID\n  $feedId: ID\n  $first: Int = 25\n  $folderId: ID\n  $search: String\n  $showRead: Boolean\n  $sortBy: String\n  $subscriptionId: ID\n  $withBody: Boolean = false\n  $withTopics: Boolean = false\n) {\n  ...ContentList_query_4c54mA\n}\n\nfragment ContentListItem_item_11MYZY on ContentItem {\n  id\n  contentItemId\n  title\n  link\n  description\n  creator\n  sortAt\n  score\n  isRead\n  jesterImageUrl\n  jesterContentEncoded @include(if: $withBody)\n  topics @include(if: $withTopics) {\n    ...TopicChips_topics\n    id\n  }\n  media {\n    mediaType\n    numComments\n    id\n  }\n  feed {\n    title\n    faviconUrl\n    id\n  }\n  subscription {\n    title\n    id\n  }\n}\n\nfragment ContentList_query_4c54mA on Query {\n  contentItems(first: $first, after: $after, subscriptionId: $subscriptionId, folderId: $folderId, contentItemTagId: $contentItemTagId, contentItemTagSlug: $contentItemTagSlug, articles: $articles, feedId: $feedId, contentItemTopicId: $contentItemTopicId, sortBy: $sortBy, showRead: $showRead, search: $search) {\n    hiddenReadCount\n    edges {\n      node {\n        id\n        contentItemId\n        isRead\n        contentItemTags {\n          slug\n          id\n        }\n        ...ContentListItem_item_11MYZY\n        ...ItemButtons_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ItemButtons_item on ContentItem {\n  id\n  isRead\n  ...readState_countHolders\n  ...ReadLaterButton_item\n  ...TagPickerMenu_item\n}\n\nfragment ReadLaterButton_item on ContentItem {\n  id\n  contentItemTags {\n    id\n    slug\n  }\n}\n\nfragment TagPickerMenu_item on ContentItem {\n  id\n  title\n  contentItemTags {\n    id\n  }\n}\n\nfragment TopicChips_topics on Topic {\n  topicId\n  name\n}\n\nfragment readState_countHolders on ContentItem {\n  id\n  isRead\n  subscription {\n    id\n    enabled\n    folders {\n      id\n    }\n  }\n  contentItemTags {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "97eb6034ed3b188dc796e2f344aea1cf";

export default node;
