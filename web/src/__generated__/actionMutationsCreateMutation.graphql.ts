/**
 * @generated SignedSource<<a9d2a895f523c142acaf5e0069ced347>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActionClauseType = "assign_tag" | "mark_read" | "send_email" | "trigger_webhook" | "%future added value";
export type ActionMatchClauseType = "and" | "or" | "%future added value";
export type ActionMatchField = "creator" | "description" | "link" | "title" | "%future added value";
export type ActionMatchType = "contains" | "equals" | "not_contains" | "not_equals" | "%future added value";
export type CreateActionInput = {
  clauses: ReadonlyArray<ActionClauseInput>;
  contentItemTagId?: string | null | undefined;
  enabled?: boolean | null | undefined;
  folderId?: string | null | undefined;
  matchClauseType?: ActionMatchClauseType | null | undefined;
  matchClauses?: ReadonlyArray<ActionMatchClauseInput> | null | undefined;
  subscriptionId?: string | null | undefined;
};
export type ActionClauseInput = {
  actionType: ActionClauseType;
  actionValue?: string | null | undefined;
  clauseId?: string | null | undefined;
};
export type ActionMatchClauseInput = {
  matchField: ActionMatchField;
  matchType: ActionMatchType;
  matchValue: string;
};
export type actionMutationsCreateMutation$variables = {
  input: CreateActionInput;
};
export type actionMutationsCreateMutation$data = {
  readonly createAction: {
    readonly __typename: string;
    readonly action?: {
      readonly contentItemTag: {
        readonly actions: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"ActionsTab_actions">;
        }>;
        readonly id: string;
      } | null | undefined;
      readonly folder: {
        readonly actions: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"ActionsTab_actions">;
        }>;
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly subscription: {
        readonly actions: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"ActionsTab_actions">;
        }>;
        readonly id: string;
      } | null | undefined;
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type actionMutationsCreateMutation = {
  response: actionMutationsCreateMutation$data;
  variables: actionMutationsCreateMutation$variables;
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
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Action",
    "kind": "LinkedField",
    "name": "actions",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ActionsTab_actions"
      }
    ],
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
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
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayMessageKey",
  "storageKey": null
},
v8 = {
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
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Action",
    "kind": "LinkedField",
    "name": "actions",
    "plural": true,
    "selections": [
      (v3/*:: as any*/),
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
        "name": "matchClauseType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ActionMatchClause",
        "kind": "LinkedField",
        "name": "matchClauses",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchField",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "matchValue",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ActionClause",
        "kind": "LinkedField",
        "name": "clauses",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actionType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "actionValue",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clauseId",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastTriggerResult",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastErrorMessage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastTriggerAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "ActionMatchConnection",
        "kind": "LinkedField",
        "name": "matchingContentItems",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ActionMatchEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContentItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v10/*:: as any*/),
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
                    "name": "sortAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Feed",
                    "kind": "LinkedField",
                    "name": "feed",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "matchingContentItems(first:25)"
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "ActionMatches_matchingContentItems",
        "kind": "LinkedHandle",
        "name": "matchingContentItems"
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
    "name": "actionMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAction",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Action",
                "kind": "LinkedField",
                "name": "action",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folder",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContentItemTag",
                    "kind": "LinkedField",
                    "name": "contentItemTag",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ActionPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "commitAsPromise_error",
                  "selections": [
                    (v5/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
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
                            (v5/*:: as any*/)
                          ],
                          "storageKey": null
                        }
                      ],
                      "type": "ValidationError",
                      "abstractKey": null
                    }
                  ],
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
    "name": "actionMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createAction",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Action",
                "kind": "LinkedField",
                "name": "action",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedSubscription",
                    "kind": "LinkedField",
                    "name": "subscription",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folder",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ContentItemTag",
                    "kind": "LinkedField",
                    "name": "contentItemTag",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ActionPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "959cfb03eb8e276be7a2b7eb38f5b815",
    "id": null,
    "metadata": {},
    "name": "actionMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation actionMutationsCreateMutation(\n  $input: CreateActionInput!\n) {\n  createAction(input: $input) {\n    __typename\n    ... on ActionPayload {\n      action {\n        id\n        subscription {\n          id\n          actions {\n            ...ActionsTab_actions\n            id\n          }\n        }\n        folder {\n          id\n          actions {\n            ...ActionsTab_actions\n            id\n          }\n        }\n        contentItemTag {\n          id\n          actions {\n            ...ActionsTab_actions\n            id\n          }\n        }\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment ActionEditor_action on Action {\n  id\n  enabled\n  matchClauseType\n  matchClauses {\n    matchField\n    matchType\n    matchValue\n  }\n  clauses {\n    clauseId\n    actionType\n    actionValue\n  }\n  ...ActionMatches_action\n}\n\nfragment ActionMatches_action on Action {\n  matchingContentItems(first: 25) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MatchedItemRow_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment ActionsTab_actions on Action {\n  id\n  enabled\n  matchClauseType\n  matchClauses {\n    matchField\n    matchType\n    matchValue\n  }\n  clauses {\n    actionType\n    actionValue\n    contentItemTag {\n      name\n      id\n    }\n  }\n  lastTriggerResult\n  lastErrorMessage\n  lastTriggerAt\n  ...ActionEditor_action\n}\n\nfragment MatchedItemRow_item on ContentItem {\n  title\n  link\n  sortAt\n  feed {\n    title\n    url\n    id\n  }\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "716a1371f6416bb545397cd99bd8d734";

export default node;
