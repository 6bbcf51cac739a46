/**
 * @generated SignedSource<<ff44d30d7ac329fc47bd3b795c73bddb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpgradePageQuery$variables = Record<PropertyKey, never>;
export type UpgradePageQuery$data = {
  readonly viewer: {
    readonly hasVerifiedEmail: boolean;
    readonly isGuest: boolean;
    readonly settings: {
      readonly accountSettings: {
        readonly isPremium: boolean;
      };
    };
  } | null | undefined;
};
export type UpgradePageQuery = {
  response: UpgradePageQuery$data;
  variables: UpgradePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isGuest",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasVerifiedEmail",
  "storageKey": null
},
v2 = {
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
    }
  ],
  "storageKey": null
},
v3 = {
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
    "name": "UpgradePageQuery",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
    "name": "UpgradePageQuery",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6a780886e6662336077be0adad5b412c",
    "id": null,
    "metadata": {},
    "name": "UpgradePageQuery",
    "operationKind": "query",
    "text": "query UpgradePageQuery {\n  viewer {\n    isGuest\n    hasVerifiedEmail\n    settings {\n      accountSettings {\n        isPremium\n      }\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e150f080e2c3ae8a7d6d8cb290c8fce4";

export default node;
