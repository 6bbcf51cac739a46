/**
 * @generated SignedSource<<6c5ccd9b12602d55e05d3ee9089415c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useViewerUpdatesSubscription$variables = Record<PropertyKey, never>;
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v3 = [
  (v0/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": null,
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
        "concreteType": "FeedSubscription",
        "kind": "LinkedField",
        "name": "subscriptions",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Folder",
        "kind": "LinkedField",
        "name": "folders",
        "plural": true,
        "selections": (v2/*:: as any*/),
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
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
          (v0/*:: as any*/),
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
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Feed",
            "kind": "LinkedField",
            "name": "feed",
            "plural": false,
            "selections": (v3/*:: as any*/),
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
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerUpdatesSubscription",
    "selections": (v4/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useViewerUpdatesSubscription",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "afcb72a8f3e567d4df6fd1c265cdb8df",
    "id": null,
    "metadata": {},
    "name": "useViewerUpdatesSubscription",
    "operationKind": "subscription",
    "text": "subscription useViewerUpdatesSubscription {\n  viewerUpdates {\n    allUnreadCount\n    subscriptions {\n      id\n      unreadCount\n    }\n    folders {\n      id\n      unreadCount\n    }\n    contentItemTags {\n      id\n      unreadCount\n      totalContentItems\n    }\n    addedContentItems {\n      id\n      contentItemId\n      subscription {\n        id\n      }\n      feed {\n        id\n      }\n      sortAt\n    }\n    viewer {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d7a4867ba2fbd89227ee6dd76115118";

export default node;
