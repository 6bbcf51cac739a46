/**
 * @generated SignedSource<<350515f1a87e1405f0e352d407557f36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminUpdateUserInput = {
  email?: string | null | undefined;
  giftProductEndDate?: any | null | undefined;
  giftProductId?: string | null | undefined;
  hasVerifiedEmail?: boolean | null | undefined;
  id: string;
  isAdmin?: boolean | null | undefined;
  isPremium?: boolean | null | undefined;
  settings?: any | null | undefined;
  username?: string | null | undefined;
};
export type UserPropertiesFormMutation$variables = {
  input: AdminUpdateUserInput;
};
export type UserPropertiesFormMutation$data = {
  readonly adminUpdateUser: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly message?: string;
    readonly user?: {
      readonly " $fragmentSpreads": FragmentRefs<"UserPropertiesForm_user">;
    };
  };
};
export type UserPropertiesFormMutation = {
  response: UserPropertiesFormMutation$data;
  variables: UserPropertiesFormMutation$variables;
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
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayMessageKey",
    "storageKey": null
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
  },
  {
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
],
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
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserPropertiesFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminUpdateUser",
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
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "UserPropertiesForm_user"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AdminUserPayload",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "commitAsPromise_error",
                  "selections": (v4/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
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
    "name": "UserPropertiesFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminUpdateUser",
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
                "name": "user",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userId",
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
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isGuest",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasVerifiedEmail",
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
                            "name": "isAdmin",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "tier",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "premiumUntil",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminAuditEntry",
                    "kind": "LinkedField",
                    "name": "auditLog",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "actorName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "action",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "changes",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AdminUserPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f15ffc111deb6bab0eebb7813214bc01",
    "id": null,
    "metadata": {},
    "name": "UserPropertiesFormMutation",
    "operationKind": "mutation",
    "text": "mutation UserPropertiesFormMutation(\n  $input: AdminUpdateUserInput!\n) {\n  adminUpdateUser(input: $input) {\n    __typename\n    ... on AdminUserPayload {\n      message\n      user {\n        ...UserPropertiesForm_user\n        id\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment AuditLogList_entries on AdminAuditEntry {\n  id\n  createdAt\n  actorName\n  action\n  changes\n}\n\nfragment UserPropertiesForm_user on User {\n  id\n  userId\n  username\n  email\n  isGuest\n  createdAt\n  hasVerifiedEmail\n  settings {\n    accountSettings {\n      isAdmin\n      tier\n      premiumUntil\n    }\n    id\n  }\n  auditLog {\n    ...AuditLogList_entries\n    id\n  }\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c723f7dc271fd1d54aa603264a70470";

export default node;
