/**
 * @generated SignedSource<<1fc18598d287f9b28fbcfd403b50b238>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorKey = "ACTION_RATE_LIMIT_EXCEEDED" | "CIRCULAR_REFERENCE" | "CONTENT_LIST_UNAVAILABLE" | "CURRENT_PASSWORD_REQUIRED" | "DUPLICATE_EMAIL" | "DUPLICATE_FOLDER_NAME" | "DUPLICATE_TAG_NAME" | "DUPLICATE_USERNAME" | "FEED_NOT_FOUND" | "FORBIDDEN" | "INVALID_CONTENT_TYPE" | "INVALID_JSON" | "INVALID_PASSWORD" | "INVALID_TOKEN" | "MAX_AUDIO_DIGESTS_REACHED" | "MAX_CONTENT_ITEMS_TAGGED_REACHED" | "MAX_CONTENT_ITEM_ACTIONS_REACHED" | "MAX_CONTENT_ITEM_FILTERS_REACHED" | "MAX_CONTENT_ITEM_TAGS_REACHED" | "MAX_DIGESTS_REACHED" | "MAX_NEW_FEEDS_REACHED" | "MAX_OUTPUT_FEEDS_REACHED" | "MAX_SCHEDULED_DIGESTS_REACHED" | "MAX_SUBSCRIPTIONS_REACHED" | "MAX_SUBSCRIPTION_TAGS_REACHED" | "MAX_TEXT_DIGESTS_REACHED" | "MAX_WEBSITE_FEEDS_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_FOUND" | "NO_TOKEN" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "TOKEN_EXPIRED" | "VALIDATION_ERROR" | "%future added value";
export type CreateContentItemTagInput = {
  enableDatafeed?: boolean | null | undefined;
  icon?: string | null | undefined;
  name: string;
  showInSidebar?: boolean | null | undefined;
};
export type contentTagMutationsCreateMutation$variables = {
  input: CreateContentItemTagInput;
};
export type contentTagMutationsCreateMutation$data = {
  readonly createContentItemTag: {
    readonly __typename: string;
    readonly contentItemTag?: {
      readonly contentItemTagId: string;
      readonly id: string;
      readonly name: string;
      readonly slug: string;
    };
    readonly displayMessageKey?: ErrorKey;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly upgradeUrl?: string | null | undefined;
    readonly viewer?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DrawerTagList_viewer">;
    };
  };
};
export type contentTagMutationsCreateMutation = {
  response: contentTagMutationsCreateMutation$data;
  variables: contentTagMutationsCreateMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentItemTagId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentItemTag",
  "kind": "LinkedField",
  "name": "contentItemTag",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v8/*:: as any*/),
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
v10 = {
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
},
v11 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        (v8/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "contentTagMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createContentItemTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DrawerTagList_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ContentItemTagPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
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
    "name": "contentTagMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createContentItemTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContentItemTag",
                    "kind": "LinkedField",
                    "name": "contentItemTags",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v6/*:: as any*/),
                      (v5/*:: as any*/),
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
            "type": "ContentItemTagPayload",
            "abstractKey": null
          },
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "555385aff49cd92bee3c392e5611d088",
    "id": null,
    "metadata": {},
    "name": "contentTagMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation contentTagMutationsCreateMutation(\n  $input: CreateContentItemTagInput!\n) {\n  createContentItemTag(input: $input) {\n    __typename\n    ... on ContentItemTagPayload {\n      contentItemTag {\n        id\n        contentItemTagId\n        name\n        slug\n      }\n      viewer {\n        id\n        ...DrawerTagList_viewer\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      displayMessageKey\n    }\n    ... on UserError {\n      upgradeUrl\n    }\n    ... on ValidationError {\n      fields {\n        message\n      }\n    }\n  }\n}\n\nfragment DeleteContentTagDialog_tag on ContentItemTag {\n  id\n  contentItemTagId\n  slug\n  name\n  isSystem\n  totalContentItems\n}\n\nfragment DrawerTagList_viewer on User {\n  contentItemTags {\n    id\n    contentItemTagId\n    slug\n    name\n    icon\n    isSystem\n    showInSidebar\n    enabled\n    unreadCount\n    ...DeleteContentTagDialog_tag\n  }\n}\n"
  }
};
})();

(node as any).hash = "49a89ac8d7c586a9710deda9e99d7260";

export default node;
