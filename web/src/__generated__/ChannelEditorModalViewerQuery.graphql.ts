/**
 * @generated SignedSource<<45e9f121c6ea877f4f8f1df333736044>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChannelEditorModalViewerQuery$variables = Record<PropertyKey, never>;
export type ChannelEditorModalViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly settings: {
      readonly accountSettings: {
        readonly isAdmin: boolean;
      };
    };
  } | null | undefined;
};
export type ChannelEditorModalViewerQuery = {
  response: ChannelEditorModalViewerQuery$data;
  variables: ChannelEditorModalViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChannelEditorModalViewerQuery",
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
    "name": "ChannelEditorModalViewerQuery",
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
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "11ba2d2c72ffec1969368e4599f4fb10",
    "id": null,
    "metadata": {},
    "name": "ChannelEditorModalViewerQuery",
    "operationKind": "query",
    "text": "query ChannelEditorModalViewerQuery {\n  viewer {\n    id\n    settings {\n      accountSettings {\n        isAdmin\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "87ea2d2b2c559389bb389be3cfd28958";

export default node;
