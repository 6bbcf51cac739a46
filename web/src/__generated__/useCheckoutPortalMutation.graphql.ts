/**
 * @generated SignedSource<<52869114d34b5927dd4b4e18cb9b857f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PortalSessionInput = {
  returnUrl?: string | null | undefined;
};
export type useCheckoutPortalMutation$variables = {
  input: PortalSessionInput;
};
export type useCheckoutPortalMutation$data = {
  readonly createBillingPortalSession: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type useCheckoutPortalMutation = {
  response: useCheckoutPortalMutation$data;
  variables: useCheckoutPortalMutation$variables;
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
    "name": "createBillingPortalSession",
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
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "BillingSessionPayload",
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
    "name": "useCheckoutPortalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckoutPortalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "835293f173ff1790265f219470ad4fe2",
    "id": null,
    "metadata": {},
    "name": "useCheckoutPortalMutation",
    "operationKind": "mutation",
    "text": "mutation useCheckoutPortalMutation(\n  $input: PortalSessionInput!\n) {\n  createBillingPortalSession(input: $input) {\n    __typename\n    ... on BillingSessionPayload {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b038e9a671d262ba8b59cf673537697";

export default node;
