/**
 * @generated SignedSource<<4228f9c527ead642201d2506aa66a625>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ErrorKey = "ACTION_RATE_LIMIT_EXCEEDED" | "CIRCULAR_REFERENCE" | "CONTENT_LIST_UNAVAILABLE" | "CURRENT_PASSWORD_REQUIRED" | "DUPLICATE_EMAIL" | "DUPLICATE_FOLDER_NAME" | "DUPLICATE_TAG_NAME" | "DUPLICATE_USERNAME" | "FEED_NOT_FOUND" | "FORBIDDEN" | "INVALID_CONTENT_TYPE" | "INVALID_JSON" | "INVALID_PASSWORD" | "INVALID_TOKEN" | "MAX_AUDIO_DIGESTS_REACHED" | "MAX_CONTENT_ITEMS_TAGGED_REACHED" | "MAX_CONTENT_ITEM_ACTIONS_REACHED" | "MAX_CONTENT_ITEM_FILTERS_REACHED" | "MAX_CONTENT_ITEM_TAGS_REACHED" | "MAX_DIGESTS_REACHED" | "MAX_NEW_FEEDS_REACHED" | "MAX_OUTPUT_FEEDS_REACHED" | "MAX_SCHEDULED_DIGESTS_REACHED" | "MAX_SUBSCRIPTIONS_REACHED" | "MAX_SUBSCRIPTION_TAGS_REACHED" | "MAX_TEXT_DIGESTS_REACHED" | "MAX_WEBSITE_FEEDS_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "NO_TOKEN" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "TOKEN_EXPIRED" | "VALIDATION_ERROR" | "%future added value";
export type ContentItemTaggingInput = {
  contentItemId: string;
  contentItemTagId?: string | null | undefined;
  contentItemTagSlug?: string | null | undefined;
};
export type contentTagMutationsTagMutation$variables = {
  input: ContentItemTaggingInput;
};
export type contentTagMutationsTagMutation$data = {
  readonly tagContentItem: {
    readonly __typename: string;
    readonly contentItem?: {
      readonly contentItemTags: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
        readonly slug: string;
      }>;
      readonly id: string;
    };
    readonly contentItemTag?: {
      readonly id: string;
      readonly totalContentItems: number;
      readonly unreadCount: number;
    };
    readonly displayMessageKey?: ErrorKey;
    readonly message?: string;
    readonly upgradeUrl?: string | null | undefined;
  };
};
export type contentTagMutationsTagMutation = {
  response: contentTagMutationsTagMutation$data;
  variables: contentTagMutationsTagMutation$variables;
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
v2 = [
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
    "name": "tagContentItem",
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
                "concreteType": "ContentItemTag",
                "kind": "LinkedField",
                "name": "contentItemTags",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
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
            "concreteType": "ContentItemTag",
            "kind": "LinkedField",
            "name": "contentItemTag",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalContentItems",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ContentItemTaggingPayload",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "upgradeUrl",
            "storageKey": null
          }
        ],
        "type": "UserError",
        "abstractKey": null
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
    "name": "contentTagMutationsTagMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentTagMutationsTagMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "6a69a501196c547e542253a3d82f0f09",
    "id": null,
    "metadata": {},
    "name": "contentTagMutationsTagMutation",
    "operationKind": "mutation",
    "text": "mutation contentTagMutationsTagMutation(\n  $input: ContentItemTaggingInput!\n) {\n  tagContentItem(input: $input) {\n    __typename\n    ... on ContentItemTaggingPayload {\n      contentItem {\n        id\n        contentItemTags {\n          id\n          slug\n          name\n        }\n      }\n      contentItemTag {\n        id\n        totalContentItems\n        unreadCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      displayMessageKey\n    }\n    ... on UserError {\n      upgradeUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3805b17f14f0f192124d1d8467e50fb2";

export default node;
