/**
 * @generated SignedSource<<f8d85496c4aa4c59652c3103e543ab44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BottomBarResendMutation$variables = Record<PropertyKey, never>;
export type BottomBarResendMutation$data = {
  readonly resendVerification: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type BottomBarResendMutation = {
  response: BottomBarResendMutation$data;
  variables: BottomBarResendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendVerification",
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
        "selections": (v0/*:: as any*/),
        "type": "MessagePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v0/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BottomBarResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BottomBarResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dea1cbb4d70231b991e757c9d189e14e",
    "id": null,
    "metadata": {},
    "name": "BottomBarResendMutation",
    "operationKind": "mutation",
    "text": "mutation BottomBarResendMutation {\n  resendVerification {\n    __typename\n    ... on MessagePayload {\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "975bcd345e15b89355e72781a189971d";

export default node;
