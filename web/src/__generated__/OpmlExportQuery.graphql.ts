/**
 * @generated SignedSource<<05134dbffc85ed2c4cf48541057c22ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpmlExportQuery$variables = {
  folderId?: string | null | undefined;
};
export type OpmlExportQuery$data = {
  readonly opmlExport: {
    readonly fileName: string;
    readonly opml: string;
  };
};
export type OpmlExportQuery = {
  response: OpmlExportQuery$data;
  variables: OpmlExportQuery$variables;
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
    "name": "OpmlExportQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpmlExportQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ca7b484c885e070ee9d46c0f35335c62",
    "id": null,
    "metadata": {},
    "name": "OpmlExportQuery",
    "operationKind": "query",
    "text": "query OpmlExportQuery(\n  $folderId: ID\n) {\n  opmlExport(folderId: $folderId) {\n    fileName\n    opml\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b3fe793593c32a879ca4777db6f64ff";

export default node;
