/**
 * @generated SignedSource<<fef255c6f9b756bccf45955fa74a93e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type downloadOpmlQuery$variables = {
  folderId?: string | null | undefined;
};
export type downloadOpmlQuery$data = {
  readonly opmlExport: {
    readonly fileName: string;
    readonly opml: string;
  };
};
export type downloadOpmlQuery = {
  response: downloadOpmlQuery$data;
  variables: downloadOpmlQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "folderId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "folderId",
        "variableName": "folderId"
      }
    ],
    "concreteType": "OpmlExport",
    "kind": "LinkedField",
    "name": "opmlExport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "opml",
        "storageKey": null
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
    "name": "downloadOpmlQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "downloadOpmlQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e95b04824f20d0c1829f1b2e1dfc8157",
    "id": null,
    "metadata": {},
    "name": "downloadOpmlQuery",
    "operationKind": "query",
    "text": "query downloadOpmlQuery(\n  $folderId: ID\n) {\n  opmlExport(folderId: $folderId) {\n    fileName\n    opml\n  }\n}\n"
  }
};
})();

(node as any).hash = "98a05add4d721815ef0042a6286e92ee";

export default node;
