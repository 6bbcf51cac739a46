/**
 * @generated SignedSource<<7055dbf75a593ef0b7077825b07d8d81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebsiteFeedEditorCandidatesQuery$variables = {
  enableJavascript?: boolean | null | undefined;
  strictness?: number | null | undefined;
  url: string;
  websiteFeedId?: string | null | undefined;
};
export type WebsiteFeedEditorCandidatesQuery$data = {
  readonly websiteFeedCandidates: ReadonlyArray<{
    readonly items: ReadonlyArray<{
      readonly description: string | null | undefined;
      readonly link: string | null | undefined;
      readonly publishedAt: string | null | undefined;
      readonly selector: string;
      readonly title: string;
    }>;
    readonly selectors: ReadonlyArray<string>;
    readonly title: string;
  }>;
};
export type WebsiteFeedEditorCandidatesQuery = {
  response: WebsiteFeedEditorCandidatesQuery$data;
  variables: WebsiteFeedEditorCandidatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "enableJavascript"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "strictness"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "url"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "websiteFeedId"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enableJavascript",
        "variableName": "enableJavascript"
      },
      {
        "kind": "Variable",
        "name": "strictness",
        "variableName": "strictness"
      },
      {
        "kind": "Variable",
        "name": "url",
        "variableName": "url"
      },
      {
        "kind": "Variable",
        "name": "websiteFeedId",
        "variableName": "websiteFeedId"
      }
    ],
    "concreteType": "WebsiteFeedCandidate",
    "kind": "LinkedField",
    "name": "websiteFeedCandidates",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "selectors",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WebsiteFeedItem",
        "kind": "LinkedField",
        "name": "items",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "selector",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebsiteFeedEditorCandidatesQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WebsiteFeedEditorCandidatesQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "43f8f0fd048bde8c20d9d567d8dc7ff8",
    "id": null,
    "metadata": {},
    "name": "WebsiteFeedEditorCandidatesQuery",
    "operationKind": "query",
    "text": "query WebsiteFeedEditorCandidatesQuery(\n  $url: String!\n  $enableJavascript: Boolean\n  $strictness: Int\n  $websiteFeedId: ID\n) {\n  websiteFeedCandidates(url: $url, enableJavascript: $enableJavascript, strictness: $strictness, websiteFeedId: $websiteFeedId) {\n    title\n    selectors\n    items {\n      title\n      link\n      description\n      publishedAt\n      selector\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7751b31fe0faec3f0462a3dd272087d";

export default node;
