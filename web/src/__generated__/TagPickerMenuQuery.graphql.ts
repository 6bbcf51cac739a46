/**
 * @generated SignedSource<<df0f459fe7c65f0be8621e5d98728c4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TagPickerMenuQuery$variables = Record<PropertyKey, never>;
export type TagPickerMenuQuery$data = {
  readonly viewer: {
    readonly contentItemTags: ReadonlyArray<{
      readonly id: string;
      readonly isSystem: boolean;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type TagPickerMenuQuery = {
  response: TagPickerMenuQuery$data;
  variables: TagPickerMenuQuery$variables;
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
  "concreteType": "ContentItemTag",
  "kind": "LinkedField",
  "name": "contentItemTags",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSystem",
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
    "name": "TagPickerMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "TagPickerMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "853b88cf0a033f61ef5da21295686ba5",
    "id": null,
    "metadata": {},
    "name": "TagPickerMenuQuery",
    "operationKind": "query",
    "text": "query TagPickerMenuQuery {\n  viewer {\n    contentItemTags {\n      id\n      name\n      isSystem\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "eaf771327b8d71719e6c701f3073b26b";

export default node;
