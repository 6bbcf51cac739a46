/**
 * @generated SignedSource<<ea75cf728f0aa2f3070a99601d1a89c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ActionTriggerResult = "failed" | "success" | "%future added value";
export type actionMutationsResultQuery$variables = {
  id: string;
};
export type actionMutationsResultQuery$data = {
  readonly node: {
    readonly enabled?: boolean;
    readonly id?: string;
    readonly lastErrorMessage?: string | null | undefined;
    readonly lastTriggerAt?: any | null | undefined;
    readonly lastTriggerResult?: ActionTriggerResult | null | undefined;
  } | null | undefined;
};
export type actionMutationsResultQuery = {
  response: actionMutationsResultQuery$data;
  variables: actionMutationsResultQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastTriggerResult",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastErrorMessage",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastTriggerAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "actionMutationsResultQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Action",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "actionMutationsResultQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "Action",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "979b41887c7a20f2e2fd2550faa32b25",
    "id": null,
    "metadata": {},
    "name": "actionMutationsResultQuery",
    "operationKind": "query",
    "text": "query actionMutationsResultQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Action {\n      id\n      enabled\n      lastTriggerResult\n      lastErrorMessage\n      lastTriggerAt\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "194c92cb47222785ca82f5b00fe6655a";

export default node;
