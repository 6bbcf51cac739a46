/**
 * @generated SignedSource<<e7f7e9aaade362c4603cce935aedf778>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserPropertiesModalViewerQuery$variables = Record<PropertyKey, never>;
export type UserPropertiesModalViewerQuery$data = {
  readonly viewer: {
    readonly settings: {
      readonly accountSettings: {
        readonly isAdmin: boolean;
      };
    };
    readonly userId: string;
  } | null | undefined;
};
export type UserPropertiesModalViewerQuery = {
  response: UserPropertiesModalViewerQuery$data;
  variables: UserPropertiesModalViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v1 = {
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
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserPropertiesModalViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserPropertiesModalViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cfde89a1594fc0e8697d76ed5d404637",
    "id": null,
    "metadata": {},
    "name": "UserPropertiesModalViewerQuery",
    "operationKind": "query",
    "text": "query UserPropertiesModalViewerQuery {\n  viewer {\n    userId\n    settings {\n      accountSettings {\n        isAdmin\n      }\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a42df8fd8d7a4f85d4025cecfccfacdc";

export default node;
