/**
 * @generated SignedSource<<3db2725fcf7cc92074046aa6a0a0ecf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedSearchResultsMoreQuery$variables = {
  domain?: string | null | undefined;
  limit: number;
  pageKey: number;
  search: string;
  showTopFeeds?: boolean | null | undefined;
};
export type FeedSearchResultsMoreQuery$data = {
  readonly feedSearch: {
    readonly " $fragmentSpreads": FragmentRefs<"FeedSearchResults_page">;
  };
};
export type FeedSearchResultsMoreQuery = {
  response: FeedSearchResultsMoreQuery$data;
  variables: FeedSearchResultsMoreQuery$variables;
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
  "name": "pageKey"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showTopFeeds"
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
    "kind": "Variable",
    "name": "pageKey",
    "variableName": "pageKey"
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
    "name": "FeedSearchResultsMoreQuery",
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
            "name": "FeedSearchResults_page"
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
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FeedSearchResultsMoreQuery",
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
            "kind": "ScalarField",
            "name": "nextPageKey",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "92c941a2227ee3be7bbbac9d3b36c6e6",
    "id": null,
    "metadata": {},
    "name": "FeedSearchResultsMoreQuery",
    "operationKind": "query",
    "text": "query FeedSearchResultsMoreQuery(\n  $search: String!\n  $domain: String\n  $showTopFeeds: Boolean\n  $pageKey: Int!\n  $limit: Int!\n) {\n  feedSearch(search: $search, domain: $domain, showTopFeeds: $showTopFeeds, limit: $limit, pageKey: $pageKey) {\n    ...FeedSearchResults_page\n  }\n}\n\nfragment FeedCard_feed on Feed {\n  feedId\n  title\n  description\n  url\n  link\n  imageUrl\n  faviconUrl\n  subscriberCount\n  ...SubscribeButton_feed\n}\n\nfragment FeedSearchResults_page on FeedSearchResult {\n  feeds {\n    id\n    ...FeedCard_feed\n  }\n  nextPageKey\n}\n\nfragment SubscribeButton_feed on Feed {\n  id\n  feedId\n  title\n  url\n  subscriberCount\n  viewerSubscription {\n    subscriptionId\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "11561f55e51800451eef77ca9a0946cd";

export default node;
