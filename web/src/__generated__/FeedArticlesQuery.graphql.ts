/**
 * @generated SignedSource<<b3388ffd5d24b7d65590113a8554f13a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedArticlesQuery$variables = {
  feedId: string;
};
export type FeedArticlesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ContentList_query">;
};
export type FeedArticlesQuery = {
  response: FeedArticlesQuery$data;
  variables: FeedArticlesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "feedId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "feedId",
  "variableName": "feedId"
},
v2 = {
  "kind": "Literal",
  "name": "showRead",
  "value": true
},
v3 = {
  "kind": "Literal",
  "name": "sortBy",
  "value": "newest"
},
v4 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  (v2/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
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
    "name": "FeedArticlesQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "FeedArticlesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
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
                  (v5/*:: as any*/),
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
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
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
                      (v5/*:: as any*/)
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
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "faviconUrl",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
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
                      (v6/*:: as any*/),
                      (v5/*:: as any*/),
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
                          (v5/*:: as any*/)
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
        "args": (v4/*:: as any*/),
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
    "cacheID": "9749e091373fe3820e14ba0248691d23",
    "id": null,
    "metadata": {},
    "name": "FeedArticlesQuery",
    "operationKind": "query",
    "text": "query FeedArticlesQuery(\n  $feedId: ID!\n) {\n  ...ContentList_query_2Wzy9u\n}\n\nfragment ContentListItem_item_1JtKMy on ContentItem {\n  id\n  contentItemId\n  title\n  link\n  description\n  creator\n  sortAt\n  score\n  isRead\n  jesterImageUrl\n  media {\n    mediaType\n    numComments\n    id\n  }\n  feed {\n    title\n    faviconUrl\n    id\n  }\n  subscription {\n    title\n    id\n  }\n}\n\nfragment ContentList_query_2Wzy9u on Query {\n  contentItems(first: 25, feedId: $feedId, sortBy: \"newest\", showRead: true) {\n    hiddenReadCount\n    edges {\n      node {\n        id\n        contentItemId\n        isRead\n        contentItemTags {\n          slug\n          id\n        }\n        ...ContentListItem_item_1JtKMy\n        ...ItemButtons_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment ItemButtons_item on ContentItem {\n  id\n  isRead\n  ...readState_countHolders\n  ...ReadLaterButton_item\n  ...TagPickerMenu_item\n}\n\nfragment ReadLaterButton_item on ContentItem {\n  id\n  contentItemTags {\n    id\n    slug\n  }\n}\n\nfragment TagPickerMenu_item on ContentItem {\n  id\n  title\n  contentItemTags {\n    id\n  }\n}\n\nfragment readState_countHolders on ContentItem {\n  id\n  isRead\n  subscription {\n    id\n    enabled\n    folders {\n      id\n    }\n  }\n  contentItemTags {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "231e1d657314685921a1ed41a798f4d2";

export default node;
