/**
 * @generated SignedSource<<a8f29159f47ccb3b92e15ddf63222996>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LibrarySubscriptionStatus = "deleted" | "disabled" | "enabled" | "error" | "healthy" | "paused" | "stale" | "unknown" | "%future added value";
export type LibrarySubscriptionsTabQuery$variables = {
  folderIds?: ReadonlyArray<string> | null | undefined;
  page: number;
  search?: string | null | undefined;
  status?: LibrarySubscriptionStatus | null | undefined;
  topLevel?: boolean | null | undefined;
};
export type LibrarySubscriptionsTabQuery$data = {
  readonly viewer: {
    readonly folders: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
    readonly librarySubscriptions: {
      readonly page: number;
      readonly pageCount: number;
      readonly pageSize: number;
      readonly subscriptions: ReadonlyArray<{
        readonly enabled: boolean;
        readonly feed: {
          readonly faviconUrl: string | null | undefined;
          readonly job: {
            readonly cron: string;
          };
          readonly status: string;
          readonly url: string;
        };
        readonly folders: ReadonlyArray<{
          readonly folderId: string;
          readonly id: string;
          readonly name: string;
        }>;
        readonly id: string;
        readonly isTopLevel: boolean;
        readonly subscriptionId: string;
        readonly title: string;
        readonly " $fragmentSpreads": FragmentRefs<"DeleteSubscriptionDialog_subscription">;
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
};
export type LibrarySubscriptionsTabQuery = {
  response: LibrarySubscriptionsTabQuery$data;
  variables: LibrarySubscriptionsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "folderIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topLevel"
},
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
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Folder",
  "kind": "LinkedField",
  "name": "folders",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "folderIds",
    "variableName": "folderIds"
  },
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
  },
  {
    "kind": "Variable",
    "name": "topLevel",
    "variableName": "topLevel"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageSize",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pageCount",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isTopLevel",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "Folder",
  "kind": "LinkedField",
  "name": "folders",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "folderId",
      "storageKey": null
    },
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "faviconUrl",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v21 = {
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
      "name": "cron",
      "storageKey": null
    }
  ],
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
    "name": "LibrarySubscriptionsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "LibrarySubscriptionPage",
            "kind": "LinkedField",
            "name": "librarySubscriptions",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscriptions",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Feed",
                    "kind": "LinkedField",
                    "name": "feed",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DeleteSubscriptionDialog_subscription"
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LibrarySubscriptionsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "LibrarySubscriptionPage",
            "kind": "LinkedField",
            "name": "librarySubscriptions",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscriptions",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Feed",
                    "kind": "LinkedField",
                    "name": "feed",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
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
    ]
  },
  "params": {
    "cacheID": "2d237c62be986b0cf8a6e0338db5b5bd",
    "id": null,
    "metadata": {},
    "name": "LibrarySubscriptionsTabQuery",
    "operationKind": "query",
    "text": "query LibrarySubscriptionsTabQuery(\n  $search: String\n  $folderIds: [ID!]\n  $topLevel: Boolean\n  $status: LibrarySubscriptionStatus\n  $page: Int!\n) {\n  viewer {\n    id\n    folders {\n      id\n      name\n    }\n    librarySubscriptions(search: $search, folderIds: $folderIds, topLevel: $topLevel, status: $status, page: $page) {\n      totalCount\n      page\n      pageSize\n      pageCount\n      subscriptions {\n        id\n        subscriptionId\n        title\n        enabled\n        isTopLevel\n        folders {\n          id\n          folderId\n          name\n        }\n        feed {\n          url\n          faviconUrl\n          status\n          job {\n            cron\n          }\n          id\n        }\n        ...DeleteSubscriptionDialog_subscription\n      }\n    }\n  }\n}\n\nfragment DeleteSubscriptionDialog_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n}\n"
  }
};
})();

(node as any).hash = "b7c7fdf56efb29168da98ecee1e582d3";

export default node;
