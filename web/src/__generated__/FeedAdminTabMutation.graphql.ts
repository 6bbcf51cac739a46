/**
 * @generated SignedSource<<f9b1bc631a583d95e793256db122e071>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminFeedStatus = "deleted" | "error" | "healthy" | "paused" | "stale" | "unknown" | "%future added value";
export type AdminUpdateFeedInput = {
  description?: string | null | undefined;
  feedTagIds?: ReadonlyArray<string> | null | undefined;
  fetchNow?: boolean | null | undefined;
  id: string;
  imageUrl?: string | null | undefined;
  link?: string | null | undefined;
  reputation?: number | null | undefined;
  status?: AdminFeedStatus | null | undefined;
  title?: string | null | undefined;
  url?: string | null | undefined;
};
export type FeedAdminTabMutation$variables = {
  input: AdminUpdateFeedInput;
};
export type FeedAdminTabMutation$data = {
  readonly adminUpdateFeed: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly feed?: {
      readonly " $fragmentSpreads": FragmentRefs<"FeedAdminTab_feed">;
    };
    readonly message?: string;
  };
};
export type FeedAdminTabMutation = {
  response: FeedAdminTabMutation$data;
  variables: FeedAdminTabMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedAdminTabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminUpdateFeed",
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
                "concreteType": "Feed",
                "kind": "LinkedField",
                "name": "feed",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FeedAdminTab_feed"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AdminFeedPayload",
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
    "name": "FeedAdminTabMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminUpdateFeed",
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
                "concreteType": "Feed",
                "kind": "LinkedField",
                "name": "feed",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "link",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "adminPinnedFields",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedAnalytics",
                    "kind": "LinkedField",
                    "name": "analytics",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reputation",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedTag",
                    "kind": "LinkedField",
                    "name": "feedTags",
                    "plural": true,
                    "selections": [
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
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
            "type": "AdminFeedPayload",
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
    "cacheID": "7f78e3560e8349005c1c65b6a5f0d026",
    "id": null,
    "metadata": {},
    "name": "FeedAdminTabMutation",
    "operationKind": "mutation",
    "text": "mutation FeedAdminTabMutation(\n  $input: AdminUpdateFeedInput!\n) {\n  adminUpdateFeed(input: $input) {\n    __typename\n    ... on AdminFeedPayload {\n      message\n      feed {\n        ...FeedAdminTab_feed\n        id\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment AuditLogList_entries on AdminAuditEntry {\n  id\n  createdAt\n  actorName\n  action\n  changes\n}\n\nfragment FeedAdminTab_feed on Feed {\n  id\n  title\n  description\n  link\n  url\n  imageUrl\n  status\n  adminPinnedFields\n  analytics {\n    reputation\n  }\n  feedTags {\n    id\n  }\n  auditLog {\n    ...AuditLogList_entries\n    id\n  }\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da75e47402753c12c463fe9434f3abaa";

export default node;
