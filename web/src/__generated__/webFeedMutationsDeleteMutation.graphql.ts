/**
 * @generated SignedSource<<33bf74ea84e9e3e5acf2be4f6a174223>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteWebsiteFeedInput = {
  id: string;
};
export type webFeedMutationsDeleteMutation$variables = {
  input: DeleteWebsiteFeedInput;
};
export type webFeedMutationsDeleteMutation$data = {
  readonly deleteWebsiteFeed: {
    readonly __typename: string;
    readonly deletedWebsiteFeedId?: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
  };
};
export type webFeedMutationsDeleteMutation = {
  response: webFeedMutationsDeleteMutation$data;
  variables: webFeedMutationsDeleteMutation$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedWebsiteFeedId",
      "storageKey": null
    }
  ],
  "type": "DeleteWebsiteFeedPayload",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "webFeedMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteWebsiteFeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "commitAsPromise_error",
                  "selections": (v5/*:: as any*/),
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
    "name": "webFeedMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteWebsiteFeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "71f047f9786bce854193201aa656f65b",
    "id": null,
    "metadata": {},
    "name": "webFeedMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation webFeedMutationsDeleteMutation(\n  $input: DeleteWebsiteFeedInput!\n) {\n  deleteWebsiteFeed(input: $input) {\n    __typename\n    ... on DeleteWebsiteFeedPayload {\n      deletedWebsiteFeedId\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ab57749111a12795e72bd78b65736f0";

export default node;
