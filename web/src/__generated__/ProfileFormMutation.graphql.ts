/**
 * @generated SignedSource<<9fcb9ab6eb604fee63eb7b81b8e49ce1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorKey = "ACTION_ALREADY_RUNNING" | "ACTION_RATE_LIMIT_EXCEEDED" | "ALREADY_SUBSCRIBED" | "APP_PASSWORD_NEEDS_EMAIL" | "BILLING_ACCOUNT_NOT_FOUND" | "BILLING_NOT_CONFIGURED" | "BILLING_PROVIDER_ERROR" | "CIRCULAR_REFERENCE" | "COMMENTS_FETCH_FAILED" | "COMMENT_THREAD_NOT_FOUND" | "COMMENT_THREAD_RATE_LIMITED" | "CONTENT_LIST_UNAVAILABLE" | "CURRENT_PASSWORD_REQUIRED" | "DUPLICATE_EMAIL" | "DUPLICATE_FOLDER_NAME" | "DUPLICATE_TAG_NAME" | "DUPLICATE_USERNAME" | "FEED_FETCH_FAILED" | "FEED_NOT_FOUND" | "FORBIDDEN" | "FULL_ARTICLE_FETCH_FAILED" | "FULL_ARTICLE_NOT_FOUND" | "FULL_ARTICLE_NO_LINK" | "IDEMPOTENCY_KEY_REUSED" | "IMAGE_BLOCKED_ADDRESS" | "IMAGE_NOT_SHOWN" | "IMAGE_SIGNATURE_INVALID" | "IMAGE_TOO_LARGE" | "IMAGE_UNAVAILABLE" | "INVALID_COMMENT_THREAD_LINK" | "INVALID_CONTENT_TYPE" | "INVALID_JSON" | "INVALID_PASSWORD" | "INVALID_TOKEN" | "LINKED_ACCOUNT_REQUIRED" | "MAX_AUDIO_DIGESTS_REACHED" | "MAX_CONTENT_ITEMS_TAGGED_REACHED" | "MAX_CONTENT_ITEM_ACTIONS_REACHED" | "MAX_CONTENT_ITEM_FILTERS_REACHED" | "MAX_CONTENT_ITEM_TAGS_REACHED" | "MAX_DIGESTS_REACHED" | "MAX_NEW_FEEDS_REACHED" | "MAX_OUTPUT_FEEDS_REACHED" | "MAX_SCHEDULED_DIGESTS_REACHED" | "MAX_SUBSCRIPTIONS_REACHED" | "MAX_SUBSCRIPTION_TAGS_REACHED" | "MAX_TEXT_DIGESTS_REACHED" | "MAX_WEBSITE_FEEDS_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_AN_IMAGE" | "NOT_FOUND" | "NO_TOKEN" | "PAYLOAD_TOO_LARGE" | "PRIVATE_WEB_FEED" | "RATE_LIMITED" | "TOKEN_EXPIRED" | "TOO_MANY_APP_PASSWORDS" | "UNDO_EXPIRED" | "UPLOAD_FAILED" | "UPLOAD_IN_PROGRESS" | "UPLOAD_SETTINGS_FAILED" | "VALIDATION_ERROR" | "VERIFY_EMAIL_TO_UPGRADE" | "WEBHOOK_SIGNATURE_INVALID" | "WEBSITE_ANALYSIS_FAILED" | "WEBSITE_CONTENT_FAILED" | "%future added value";
export type UpdateProfileInput = {
  currentPassword?: string | null | undefined;
  email?: string | null | undefined;
  password?: string | null | undefined;
  username?: string | null | undefined;
};
export type ProfileFormMutation$variables = {
  input: UpdateProfileInput;
};
export type ProfileFormMutation$data = {
  readonly updateProfile: {
    readonly __typename: string;
    readonly displayMessageKey?: ErrorKey;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly user?: {
      readonly " $fragmentSpreads": FragmentRefs<"BottomBar_viewer" | "ProfileForm_user" | "UserMenu_viewer">;
    };
  };
};
export type ProfileFormMutation = {
  response: ProfileFormMutation$data;
  variables: ProfileFormMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
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
v5 = {
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ProfileForm_user"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "UserMenu_viewer"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "BottomBar_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AuthPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
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
    "name": "ProfileFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "username",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasSetPassword",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isGuest",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Settings",
                    "kind": "LinkedField",
                    "name": "settings",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AccountSettings",
                        "kind": "LinkedField",
                        "name": "accountSettings",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isPremium",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "guestExpiresAt",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasVerifiedEmail",
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "AuthPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6250c7a4f1698aca96c1430fbdf3e3a1",
    "id": null,
    "metadata": {},
    "name": "ProfileFormMutation",
    "operationKind": "mutation",
    "text": "mutation ProfileFormMutation(\n  $input: UpdateProfileInput!\n) {\n  updateProfile(input: $input) {\n    __typename\n    ... on AuthPayload {\n      user {\n        ...ProfileForm_user\n        ...UserMenu_viewer\n        ...BottomBar_viewer\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      displayMessageKey\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}\n\nfragment BottomBar_viewer on User {\n  email\n  isGuest\n  hasVerifiedEmail\n  settings {\n    accountSettings {\n      isPremium\n      guestExpiresAt\n    }\n    id\n  }\n}\n\nfragment ProfileForm_user on User {\n  email\n  username\n  hasSetPassword\n}\n\nfragment UserMenu_viewer on User {\n  username\n  email\n  isGuest\n  settings {\n    accountSettings {\n      isPremium\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c21f5033aed5fb2f50d1ab69361c44a";

export default node;
