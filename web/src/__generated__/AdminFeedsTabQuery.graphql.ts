/**
 * @generated SignedSource<<d307cd2fed19049d3657ab81a1127504>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminFeedStatus = "deleted" | "error" | "healthy" | "paused" | "stale" | "unknown" | "%future added value";
export type AdminFeedsTabQuery$variables = {
  page: number;
  search?: string | null | undefined;
  status?: AdminFeedStatus | null | undefined;
};
export type AdminFeedsTabQuery$data = {
  readonly adminFeeds: {
    readonly feeds: ReadonlyArray<{
      readonly analytics: {
        readonly reputation: number;
      };
      readonly faviconUrl: string | null | undefined;
      readonly feedId: string;
      readonly id: string;
      readonly job: {
        readonly lastRunAt: any | null | undefined;
      };
      readonly status: string;
      readonly subscriberCount: number;
      readonly title: string | null | undefined;
      readonly url: string;
    }>;
    readonly hasNextPage: boolean;
    readonly page: number;
  };
};
export type AdminFeedsTabQuery = {
  response: AdminFeedsTabQuery$data;
  variables: AdminFeedsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      },
      {
        "kind": "Variable",
        "name": "status",
        "variableName": "status"
      }
    ],
    "concreteType": "AdminFeedPage",
    "kind": "LinkedField",
    "name": "adminFeeds",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "page",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      },
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
            "name": "id",
            "storageKey": null
          },
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
            "name": "url",
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
            "name": "status",
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
            "concreteType": "FeedAnalytics",
            "kind": "LinkedField",
            "name": "analytics",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reputation",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FeedJob",
            "kind": "LinkedField",
            "name": "job",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastRunAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminFeedsTabQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminFeedsTabQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "e0b0ecce122d3a8671311bcb7f5f3fc6",
    "id": null,
    "metadata": {},
    "name": "AdminFeedsTabQuery",
    "operationKind": "query",
    "text": "query AdminFeedsTabQuery(\n  $search: String\n  $status: AdminFeedStatus\n  $page: Int!\n) {\n  adminFeeds(search: $search, status: $status, page: $page) {\n    page\n    hasNextPage\n    feeds {\n      id\n      feedId\n      title\n      url\n      faviconUrl\n      status\n      subscriberCount\n      analytics {\n        reputation\n      }\n      job {\n        lastRunAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9b5413c638f128b3c81684f1dd10a27c";

export default node;
