/**
 * @generated SignedSource<<d345ac134fa23aa6e040c6556c06d96a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useViewerUpdatesSubscription$variables = {
  since?: any | null | undefined;
};
export type useViewerUpdatesSubscription$data = {
  readonly viewerUpdates: {
    readonly addedContentItems: ReadonlyArray<{
      readonly contentItemId: string;
      readonly feed: {
        readonly id: string;
      };
      readonly id: string;
      readonly sortAt: any;
      readonly subscription: {
        readonly id: string;
      } | null | undefined;
    }>;
    readonly allUnreadCount: number;
    readonly contentItemTags: ReadonlyArray<{
      readonly id: string;
      readonly totalContentItems: number;
      readonly unreadCount: number;
    }>;
    readonly folders: ReadonlyArray<{
      readonly id: string;
      readonly unreadCount: number;
    }>;
    readonly readingListChanged: boolean;
    readonly subscriptions: ReadonlyArray<{
      readonly id: string;
      readonly unreadCount: number;
    }>;
    readonly viewer: {
      readonly id: string;
    };
  };
};
export type useViewerUpdatesSubscription = {
  response: useViewerUpdatesSubscription$data;
  variables: useViewerUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "since"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = [
  (v1/*:: as any*/)
],
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "since",
        "variableName": "since"
      }
    ],
    "concreteType": "ViewerUpdate",
    "kind": "LinkedField",
    "name": "viewerUpdates",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "allUnreadCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "readingListChanged",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FeedSubscription",
        "kind": "LinkedField",
        "name": "subscriptions",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folders",
        "plural": true,
        "selections": (v3/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalContentItems",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ContentItem",
        "kind": "LinkedField",
        "name": "addedContentItems",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
            "concreteType": "FeedSubscription",
            "kind": "LinkedField",
            "name": "subscription",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Feed",
            "kind": "LinkedField",
            "name": "feed",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sortAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerUpdatesSubscription",
    "selections": (v5/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useViewerUpdatesSubscription",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "096a44c573855de87e4d7165f9625a63",
    "id": null,
    "metadata": {},
    "name": "useViewerUpdatesSubscription",
    "operationKind": "subscription",
    "text": "subscription useViewerUpdatesSubscription(\n  $since: DateTime\n) {\n  viewerUpdates(since: $since) {\n    allUnreadCount\n    readingListChanged\n    subscriptions {\n      id\n      unreadCount\n    }\n    folders {\n      id\n      unreadCount\n    }\n    contentItemTags {\n      id\n      unreadCount\n      totalContentItems\n    }\n    addedContentItems {\n      id\n      contentItemId\n      subscription {\n        id\n      }\n      feed {\n        id\n      }\n      sortAt\n    }\n    viewer {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f66241766a37cd609f2603ec5a72407";

export default node;
