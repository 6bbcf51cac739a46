/**
 * @generated SignedSource<<9bb6a5db97fb30b43b8c68d7f4fa8a24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorKey = "ACTION_RATE_LIMIT_EXCEEDED" | "CIRCULAR_REFERENCE" | "CONTENT_LIST_UNAVAILABLE" | "CURRENT_PASSWORD_REQUIRED" | "DUPLICATE_EMAIL" | "DUPLICATE_FOLDER_NAME" | "DUPLICATE_TAG_NAME" | "DUPLICATE_USERNAME" | "FEED_NOT_FOUND" | "FORBIDDEN" | "INVALID_CONTENT_TYPE" | "INVALID_JSON" | "INVALID_PASSWORD" | "INVALID_TOKEN" | "MAX_AUDIO_DIGESTS_REACHED" | "MAX_CONTENT_ITEMS_TAGGED_REACHED" | "MAX_CONTENT_ITEM_ACTIONS_REACHED" | "MAX_CONTENT_ITEM_FILTERS_REACHED" | "MAX_CONTENT_ITEM_TAGS_REACHED" | "MAX_DIGESTS_REACHED" | "MAX_NEW_FEEDS_REACHED" | "MAX_OUTPUT_FEEDS_REACHED" | "MAX_SCHEDULED_DIGESTS_REACHED" | "MAX_SUBSCRIPTIONS_REACHED" | "MAX_SUBSCRIPTION_TAGS_REACHED" | "MAX_TEXT_DIGESTS_REACHED" | "MAX_WEBSITE_FEEDS_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "NO_TOKEN" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "TOKEN_EXPIRED" | "VALIDATION_ERROR" | "%future added value";
export type DeleteContentItemTagInput = {
  id: string;
};
export type contentTagMutationsDeleteMutation$variables = {
  input: DeleteContentItemTagInput;
};
export type contentTagMutationsDeleteMutation$data = {
  readonly deleteContentItemTag: {
    readonly __typename: string;
    readonly deletedContentItemTagId?: string;
    readonly displayMessageKey?: ErrorKey;
    readonly message?: string;
    readonly viewer?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DrawerTagList_viewer">;
    };
  };
};
export type contentTagMutationsDeleteMutation = {
  response: contentTagMutationsDeleteMutation$data;
  variables: contentTagMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedContentItemTagId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "contentTagMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteContentItemTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrawerTagList_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteContentItemTagPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "contentTagMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteContentItemTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContentItemTag",
                    "kind": "LinkedField",
                    "name": "contentItemTags",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "contentItemTagId",
                        "storageKey": null
                      },
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "icon",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isSystem",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "showInSidebar",
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
                        "name": "unreadCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "totalContentItems",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "DeleteContentItemTagPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "40d64550e5b634838cf685002f16439c",
    "id": null,
    "metadata": {},
    "name": "contentTagMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation contentTagMutationsDeleteMutation(\n  $input: DeleteContentItemTagInput!\n) {\n  deleteContentItemTag(input: $input) {\n    __typename\n    ... on DeleteContentItemTagPayload {\n      deletedContentItemTagId\n      viewer {\n        id\n        ...DrawerTagList_viewer\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      displayMessageKey\n    }\n  }\n}\n\nfragment DeleteContentTagDialog_tag on ContentItemTag {\n  id\n  contentItemTagId\n  slug\n  name\n  isSystem\n  totalContentItems\n}\n\nfragment DrawerTagList_viewer on User {\n  contentItemTags {\n    id\n    contentItemTagId\n    slug\n    name\n    icon\n    isSystem\n    showInSidebar\n    enabled\n    unreadCount\n    ...DeleteContentTagDialog_tag\n  }\n}\n"
  }
};
})();

(node as any).hash = "d2e614a495475dc0f52fb386001d89bf";

export default node;
