/**
 * @generated SignedSource<<16c30e5b60e8d2408dd6a07f2fb645dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CheckoutSessionInput = {
  priceId: string;
  returnUrl?: string | null | undefined;
};
export type useCheckoutMutation$variables = {
  input: CheckoutSessionInput;
};
export type useCheckoutMutation$data = {
  readonly createCheckoutSession: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type useCheckoutMutation = {
  response: useCheckoutMutation$data;
  variables: useCheckoutMutation$variables;
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
    "name": "createCheckoutSession",
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
    "name": "useCheckoutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckoutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dd2acd45440bb43e71eb112a0e311353",
    "id": null,
    "metadata": {},
    "name": "useCheckoutMutation",
    "operationKind": "mutation",
    "text": "mutation useCheckoutMutation(\n  $input: CheckoutSessionInput!\n) {\n  createCheckoutSession(input: $input) {\n    __typename\n    ... on BillingSessionPayload {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8739887429450eb8065ae901b9def970";

export default node;
