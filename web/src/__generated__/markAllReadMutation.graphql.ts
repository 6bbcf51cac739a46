/**
 * @generated SignedSource<<5e09f907515d7ac18dbd816bf895ee95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ErrorKey = "ACTION_RATE_LIMIT_EXCEEDED" | "CIRCULAR_REFERENCE" | "CONTENT_LIST_UNAVAILABLE" | "CURRENT_PASSWORD_REQUIRED" | "DUPLICATE_EMAIL" | "DUPLICATE_FOLDER_NAME" | "DUPLICATE_TAG_NAME" | "DUPLICATE_USERNAME" | "FEED_NOT_FOUND" | "FORBIDDEN" | "INVALID_CONTENT_TYPE" | "INVALID_JSON" | "INVALID_PASSWORD" | "INVALID_TOKEN" | "MAX_AUDIO_DIGESTS_REACHED" | "MAX_CONTENT_ITEMS_TAGGED_REACHED" | "MAX_CONTENT_ITEM_ACTIONS_REACHED" | "MAX_CONTENT_ITEM_FILTERS_REACHED" | "MAX_CONTENT_ITEM_TAGS_REACHED" | "MAX_DIGESTS_REACHED" | "MAX_NEW_FEEDS_REACHED" | "MAX_OUTPUT_FEEDS_REACHED" | "MAX_SCHEDULED_DIGESTS_REACHED" | "MAX_SUBSCRIPTIONS_REACHED" | "MAX_SUBSCRIPTION_TAGS_REACHED" | "MAX_TEXT_DIGESTS_REACHED" | "MAX_WEBSITE_FEEDS_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "NO_TOKEN" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "TOKEN_EXPIRED" | "VALIDATION_ERROR" | "%future added value";
export type MarkContentReadInput = {
  contentItemTagId?: string | null | undefined;
  feedId?: string | null | undefined;
  folderId?: string | null | undefined;
  olderThanDays?: number | null | undefined;
  subscriptionId?: string | null | undefined;
};
export type markAllReadMutation$variables = {
  input: MarkContentReadInput;
};
export type markAllReadMutation$data = {
  readonly markContentRead: {
    readonly __typename: string;
    readonly contentItemTag?: {
      readonly id: string;
      readonly unreadCount: number;
    } | null | undefined;
    readonly displayMessageKey?: ErrorKey;
    readonly message?: string;
    readonly subscriptions?: ReadonlyArray<{
      readonly folders: ReadonlyArray<{
        readonly id: string;
        readonly unreadCount: number;
      }>;
      readonly id: string;
      readonly unreadCount: number;
    }>;
    readonly viewer?: {
      readonly contentItemTags: ReadonlyArray<{
        readonly id: string;
        readonly unreadCount: number;
      }>;
      readonly id: string;
      readonly readingList: {
        readonly allUnreadCount: number;
      };
    };
  };
};
export type markAllReadMutation = {
  response: markAllReadMutation$data;
  variables: markAllReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markContentRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FeedSubscription",
            "kind": "LinkedField",
            "name": "subscriptions",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Folder",
                "kind": "LinkedField",
                "name": "folders",
                "plural": true,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentItemTag",
            "kind": "LinkedField",
            "name": "contentItemTag",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReadingList",
                "kind": "LinkedField",
                "name": "readingList",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "allUnreadCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContentItemTag",
                "kind": "LinkedField",
                "name": "contentItemTags",
                "plural": true,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkContentReadPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayMessageKey",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "markAllReadMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "markAllReadMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "d69cad663b92f364ce35907cd901ff8b",
    "id": null,
    "metadata": {},
    "name": "markAllReadMutation",
    "operationKind": "mutation",
    "text": "mutation markAllReadMutation(\n  $input: MarkContentReadInput!\n) {\n  markContentRead(input: $input) {\n    __typename\n    ... on MarkContentReadPayload {\n      subscriptions {\n        id\n        unreadCount\n        folders {\n          id\n          unreadCount\n        }\n      }\n      contentItemTag {\n        id\n        unreadCount\n      }\n      viewer {\n        id\n        readingList {\n          allUnreadCount\n        }\n        contentItemTags {\n          id\n          unreadCount\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      displayMessageKey\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9fb0d69a29c8aaf6906f93b78c85f19a";

export default node;
