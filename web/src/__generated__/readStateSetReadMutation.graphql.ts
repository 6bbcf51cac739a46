/**
 * @generated SignedSource<<55be35f91e9b9f9b2ef2fa126c402581>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ErrorKey = "ACTION_RATE_LIMIT_EXCEEDED" | "CIRCULAR_REFERENCE" | "CONTENT_LIST_UNAVAILABLE" | "CURRENT_PASSWORD_REQUIRED" | "DUPLICATE_EMAIL" | "DUPLICATE_FOLDER_NAME" | "DUPLICATE_TAG_NAME" | "DUPLICATE_USERNAME" | "FEED_NOT_FOUND" | "FORBIDDEN" | "INVALID_CONTENT_TYPE" | "INVALID_JSON" | "INVALID_PASSWORD" | "INVALID_TOKEN" | "MAX_AUDIO_DIGESTS_REACHED" | "MAX_CONTENT_ITEMS_TAGGED_REACHED" | "MAX_CONTENT_ITEM_ACTIONS_REACHED" | "MAX_CONTENT_ITEM_FILTERS_REACHED" | "MAX_CONTENT_ITEM_TAGS_REACHED" | "MAX_DIGESTS_REACHED" | "MAX_NEW_FEEDS_REACHED" | "MAX_OUTPUT_FEEDS_REACHED" | "MAX_SCHEDULED_DIGESTS_REACHED" | "MAX_SUBSCRIPTIONS_REACHED" | "MAX_SUBSCRIPTION_TAGS_REACHED" | "MAX_TEXT_DIGESTS_REACHED" | "MAX_WEBSITE_FEEDS_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "NO_TOKEN" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "TOKEN_EXPIRED" | "VALIDATION_ERROR" | "%future added value";
export type SetContentItemReadInput = {
  id: string;
  isRead: boolean;
};
export type readStateSetReadMutation$variables = {
  input: SetContentItemReadInput;
};
export type readStateSetReadMutation$data = {
  readonly setContentItemRead: {
    readonly __typename: string;
    readonly contentItem?: {
      readonly contentItemTags: ReadonlyArray<{
        readonly id: string;
        readonly unreadCount: number;
      }>;
      readonly id: string;
      readonly isRead: boolean;
    };
    readonly displayMessageKey?: ErrorKey;
    readonly message?: string;
    readonly subscription?: {
      readonly folders: ReadonlyArray<{
        readonly id: string;
        readonly unreadCount: number;
      }>;
      readonly id: string;
      readonly unreadCount: number;
    } | null | undefined;
    readonly viewer?: {
      readonly id: string;
      readonly readingList: {
        readonly allUnreadCount: number;
      };
    };
  };
};
export type readStateSetReadMutation = {
  response: readStateSetReadMutation$data;
  variables: readStateSetReadMutation$variables;
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
    "name": "setContentItemRead",
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
            "concreteType": "ContentItem",
            "kind": "LinkedField",
            "name": "contentItem",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "selections": (v3/*:: as any*/),
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
            "name": "subscription",
            "plural": false,
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetContentItemReadPayload",
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
    "name": "readStateSetReadMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "readStateSetReadMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "165e6c05835512e25184e4eb4949c707",
    "id": null,
    "metadata": {},
    "name": "readStateSetReadMutation",
    "operationKind": "mutation",
    "text": "mutation readStateSetReadMutation(\n  $input: SetContentItemReadInput!\n) {\n  setContentItemRead(input: $input) {\n    __typename\n    ... on SetContentItemReadPayload {\n      contentItem {\n        id\n        isRead\n        contentItemTags {\n          id\n          unreadCount\n        }\n      }\n      subscription {\n        id\n        unreadCount\n        folders {\n          id\n          unreadCount\n        }\n      }\n      viewer {\n        id\n        readingList {\n          allUnreadCount\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      displayMessageKey\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "80754d3f4b8f34746e5d4bd628f0e247";

export default node;
