/**
 * @generated SignedSource<<3ff09b20d73b55a2591def451fea4369>>
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
  feedId?: string | null | undefined;
  first?: number | null | undefined;
  folderId?: string | null | undefined;
  search?: string | null | undefined;
  showRead?: boolean | null | undefined;
  sortBy?: string | null | undefined;
  subscriptionId?: string | null | undefined;
  withBody?: boolean | null | undefined;
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
  "name": "feedId",
  "variableName": "feedId"
},
v6 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v7 = {
  "kind": "Variable",
  "name": "folderId",
  "variableName": "folderId"
},
v8 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v9 = {
  "kind": "Variable",
  "name": "showRead",
  "variableName": "showRead"
},
v10 = {
  "kind": "Variable",
  "name": "sortBy",
  "variableName": "sortBy"
},
v11 = {
  "kind": "Variable",
  "name": "subscriptionId",
  "variableName": "subscriptionId"
},
v12 = [
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
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
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
          {
            "kind": "Variable",
            "name": "withBody",
            "variableName": "withBody"
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
        "args": (v12/*:: as any*/),
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
                  (v13/*:: as any*/),
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
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
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
                      (v13/*:: as any*/)
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
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "faviconUrl",
                        "storageKey": null
                      },
                      (v13/*:: as any*/)
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
                      (v14/*:: as any*/),
                      (v13/*:: as any*/),
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
                          (v13/*:: as any*/)
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
        "args": (v12/*:: as any*/),
        "filters": [
          "subscriptionId",
          "folderId",
          "contentItemTagId",
          "contentItemTagSlug",
          "articles",
          "feedId",
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
    "cacheID": "167d49dceb50665b6c47e0c5ea8077dc",
    "id": null,
    "metadata": {},
    "name": "ContentListPaginationQuery",
    "operationKind": "query",
    "text": "query ContentListPaginationQuery(\n  $after: String\n  $articles: Boolean\n  $contentItemTagId: ID\n  $contentItemTagSlug: String\n  $feedId: ID\n  $first: Int = 25\n  $folderId: ID\n  $search: String\n  $showRead: Boolean\n  $sortBy: String\n  $subscriptionId: ID\n  $withBody: Boolean = false\n) {\n  ...ContentList_query_nj9rl\n}\n\nfragment ContentListItem_item_3GvPom on ContentItem {\n  id\n  contentItemId\n  title\n  link\n  description\n  creator\n  sortAt\n  score\n  isRead\n  jesterImageUrl\n  jesterContentEncoded @include(if: $withBody)\n  media {\n    mediaType\n    numComments\n    id\n  }\n  feed {\n    title\n    faviconUrl\n    id\n  }\n  subscription {\n    title\n    id\n  }\n}\n\nfragment ContentList_query_nj9rl on Query {\n  contentItems(first: $first, after: $after, subscriptionId: $subscriptionId, folderId: $folderId, contentItemTagId: $contentItemTagId, contentItemTagSlug: $contentItemTagSlug, articles: $articles, feedId: $feedId, sortBy: $sortBy, showRead: $showRead, search: $search) {\n    hiddenReadCount\n    edges {\n      node {\n        id\n        contentItemId\n        isRead\n        contentItemTags {\n          slug\n          id\n        }\n        ...ContentListItem_item_3GvPom\n        ...ItemButtons_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ItemButtons_item on ContentItem {\n  id\n  isRead\n  ...readState_countHolders\n  ...ReadLaterButton_item\n  ...TagPickerMenu_item\n}\n\nfragment ReadLaterButton_item on ContentItem {\n  id\n  contentItemTags {\n    id\n    slug\n  }\n}\n\nfragment TagPickerMenu_item on ContentItem {\n  id\n  title\n  contentItemTags {\n    id\n  }\n}\n\nfragment readState_countHolders on ContentItem {\n  id\n  isRead\n  subscription {\n    id\n    enabled\n    folders {\n      id\n    }\n  }\n  contentItemTags {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "26b94e3b1742003c23c9657a48c88597";

export default node;
