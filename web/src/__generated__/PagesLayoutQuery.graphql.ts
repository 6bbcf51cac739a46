/**
 * @generated SignedSource<<00dbbd33e44ef73c41073fa66b087453>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PagesLayoutQuery$variables = Record<PropertyKey, never>;
export type PagesLayoutQuery$data = {
  readonly viewer: {
    readonly settings: {
      readonly " $fragmentSpreads": FragmentRefs<"AppearanceSync_settings">;
    };
  } | null | undefined;
};
export type PagesLayoutQuery = {
  response: PagesLayoutQuery$data;
  variables: PagesLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "PagesLayoutQuery",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AppearanceSync_settings"
              }
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
    "name": "PagesLayoutQuery",
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
              {
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
                    "name": "theme",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fontFamily",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fontSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lineHeight",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userCSS",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "143b1abd249e0697992d6f48e26489ef",
    "id": null,
    "metadata": {},
    "name": "PagesLayoutQuery",
    "operationKind": "query",
    "text": "query PagesLayoutQuery {\n  viewer {\n    settings {\n      ...AppearanceSync_settings\n      id\n    }\n    id\n  }\n}\n\nfragment AppearanceSync_settings on Settings {\n  appSettings {\n    theme\n    fontFamily\n    fontSize\n    lineHeight\n    userCSS\n  }\n}\n"
  }
};
})();

(node as any).hash = "b9c46e72b159d97024b8ca84316062af";

export default node;
