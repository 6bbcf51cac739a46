/**
 * @generated SignedSource<<f918ce482b3e77823daf96fde076a9b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useListPrefsDefaultsQuery$variables = Record<PropertyKey, never>;
export type useListPrefsDefaultsQuery$data = {
  readonly viewer: {
    readonly settings: {
      readonly appSettings: {
        readonly defaultLayoutView: string;
        readonly defaultShowRead: boolean;
        readonly defaultSortBy: string;
      };
    };
  } | null | undefined;
};
export type useListPrefsDefaultsQuery = {
  response: useListPrefsDefaultsQuery$data;
  variables: useListPrefsDefaultsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "AppSettings",
  "kind": "LinkedField",
  "name": "appSettings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultLayoutView",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultSortBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "defaultShowRead",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
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
    "name": "useListPrefsDefaultsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
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
    "name": "useListPrefsDefaultsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "60e9367c3a311e0759c4b86faa5723a3",
    "id": null,
    "metadata": {},
    "name": "useListPrefsDefaultsQuery",
    "operationKind": "query",
    "text": "query useListPrefsDefaultsQuery {\n  viewer {\n    settings {\n      appSettings {\n        defaultLayoutView\n        defaultSortBy\n        defaultShowRead\n      }\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "65fbf268594159285b9f7b89e0fdf2e2";

export default node;
