/**
 * @generated SignedSource<<250d72ca8b53af65a81749a7c439c88d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedsPageQuery$variables = {
  domain?: string | null | undefined;
  limit: number;
  search: string;
  showTopFeeds?: boolean | null | undefined;
  withSearch: boolean;
};
export type FeedsPageQuery$data = {
  readonly feedSearch?: {
    readonly " $fragmentSpreads": FragmentRefs<"FeedSearchResults_result">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"OpmlImport_viewer">;
  } | null | undefined;
};
export type FeedsPageQuery = {
  response: FeedsPageQuery$data;
  variables: FeedsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "domain"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "limit"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showTopFeeds"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSearch"
},
v5 = [
  {
    "kind": "Variable",
    "name": "domain",
    "variableName": "domain"
  },
  {
    "kind": "Variable",
    "name": "limit",
    "variableName": "limit"
  },
  {
    "kind": "Literal",
    "name": "pageKey",
    "value": 1
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "showTopFeeds",
    "variableName": "showTopFeeds"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedsPageQuery",
    "selections": [
      {
        "condition": "withSearch",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "FeedSearchResult",
            "kind": "LinkedField",
            "name": "feedSearch",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FeedSearchResults_result"
              }
            ],
            "storageKey": null
          }
        ]
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
            "name": "OpmlImport_viewer"
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FeedsPageQuery",
    "selections": [
      {
        "condition": "withSearch",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "FeedSearchResult",
            "kind": "LinkedField",
            "name": "feedSearch",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Feed",
                "kind": "LinkedField",
                "name": "feeds",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "feedId",
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
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
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
                    "name": "imageUrl",
                    "storageKey": null
                  },
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
                    "kind": "ScalarField",
                    "name": "subscriberCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedSubscription",
                    "kind": "LinkedField",
                    "name": "viewerSubscription",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "subscriptionId",
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSearchError",
                "kind": "LinkedField",
                "name": "searchError",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextPageKey",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
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
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folders",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0cd31effb2fc4f405fd502620c8fd146",
    "id": null,
    "metadata": {},
    "name": "FeedsPageQuery",
    "operationKind": "query",
    "text": "query FeedsPageQuery(\n  $search: String!\n  $domain: String\n  $showTopFeeds: Boolean\n  $limit: Int!\n  $withSearch: Boolean!\n) {\n  feedSearch(search: $search, domain: $domain, showTopFeeds: $showTopFeeds, limit: $limit, pageKey: 1) @include(if: $withSearch) {\n    ...FeedSearchResults_result\n  }\n  viewer {\n    ...OpmlImport_viewer\n    id\n  }\n}\n\nfragment FeedCard_feed on Feed {\n  feedId\n  title\n  description\n  url\n  link\n  imageUrl\n  faviconUrl\n  subscriberCount\n  ...SubscribeButton_feed\n}\n\nfragment FeedSearchResults_page on FeedSearchResult {\n  feeds {\n    id\n    ...FeedCard_feed\n  }\n  nextPageKey\n}\n\nfragment FeedSearchResults_result on FeedSearchResult {\n  feeds {\n    __typename\n    id\n  }\n  searchError {\n    message\n  }\n  ...FeedSearchResults_page\n}\n\nfragment OpmlImport_viewer on User {\n  folders {\n    id\n    name\n  }\n}\n\nfragment SubscribeButton_feed on Feed {\n  id\n  feedId\n  title\n  url\n  subscriberCount\n  viewerSubscription {\n    subscriptionId\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7e608466f2194be20a68c1f2fdeb4f5";

export default node;
