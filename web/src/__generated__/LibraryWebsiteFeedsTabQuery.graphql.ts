/**
 * @generated SignedSource<<30b6807a78204855221c89ccb135b30f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LibraryWebsiteFeedsTabQuery$variables = Record<PropertyKey, never>;
export type LibraryWebsiteFeedsTabQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly websiteFeeds: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"LibraryWebsiteFeedsTab_row" | "WebsiteFeedEditor_websiteFeed">;
        };
      }>;
    };
  } | null | undefined;
};
export type LibraryWebsiteFeedsTabQuery = {
  response: LibraryWebsiteFeedsTabQuery$data;
  variables: LibraryWebsiteFeedsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LibraryWebsiteFeedsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "UserWebsiteFeedsConnection",
            "kind": "LinkedField",
            "name": "websiteFeeds",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserWebsiteFeedsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WebsiteFeed",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "LibraryWebsiteFeedsTab_row"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "WebsiteFeedEditor_websiteFeed"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "websiteFeeds(first:100)"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LibraryWebsiteFeedsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "UserWebsiteFeedsConnection",
            "kind": "LinkedField",
            "name": "websiteFeeds",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserWebsiteFeedsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WebsiteFeed",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
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
                        "name": "enabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "needsAttention",
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
                          (v0/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "awaitingFirstFetch",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "FeedFailure",
                            "kind": "LinkedField",
                            "name": "failure",
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
                            "concreteType": "FeedSubscription",
                            "kind": "LinkedField",
                            "name": "viewerSubscription",
                            "plural": false,
                            "selections": [
                              (v0/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "subscriptionId",
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
                        "kind": "ScalarField",
                        "name": "jsEnabled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "strictness",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "contentSelectors",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "websiteFeeds(first:100)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e34511b4d8e77798d321739f41860fc1",
    "id": null,
    "metadata": {},
    "name": "LibraryWebsiteFeedsTabQuery",
    "operationKind": "query",
    "text": "query LibraryWebsiteFeedsTabQuery {\n  viewer {\n    id\n    websiteFeeds(first: 100) {\n      edges {\n        node {\n          id\n          ...LibraryWebsiteFeedsTab_row\n          ...WebsiteFeedEditor_websiteFeed\n        }\n      }\n    }\n  }\n}\n\nfragment LibraryWebsiteFeedsTab_row on WebsiteFeed {\n  id\n  name\n  url\n  enabled\n  needsAttention\n  feed {\n    id\n    awaitingFirstFetch\n    failure {\n      message\n    }\n    viewerSubscription {\n      id\n      subscriptionId\n    }\n  }\n}\n\nfragment WebsiteFeedEditor_websiteFeed on WebsiteFeed {\n  id\n  name\n  url\n  enabled\n  jsEnabled\n  strictness\n  contentSelectors\n  needsAttention\n}\n"
  }
};
})();

(node as any).hash = "e0a6bf14ef003c93a2b3a8d680001d98";

export default node;
