/**
 * @generated SignedSource<<d6aac7cb7d19c99eaaa753949a5e01aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddSubscriptionDialogSearchQuery$variables = {
  search: string;
};
export type AddSubscriptionDialogSearchQuery$data = {
  readonly feedSearch: {
    readonly feeds: ReadonlyArray<{
      readonly faviconUrl: string | null | undefined;
      readonly id: string;
      readonly title: string | null | undefined;
      readonly url: string;
      readonly viewerSubscription: {
        readonly id: string;
      } | null | undefined;
    }>;
    readonly searchError: {
      readonly message: string;
    } | null | undefined;
  };
};
export type AddSubscriptionDialogSearchQuery = {
  response: AddSubscriptionDialogSearchQuery$data;
  variables: AddSubscriptionDialogSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 10
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "FeedSearchResult",
    "kind": "LinkedField",
    "name": "feedSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Feed",
        "kind": "LinkedField",
        "name": "feeds",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "faviconUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FeedSubscription",
            "kind": "LinkedField",
            "name": "viewerSubscription",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FeedSearchError",
        "kind": "LinkedField",
        "name": "searchError",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddSubscriptionDialogSearchQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddSubscriptionDialogSearchQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "457e6e00f1f35e4731451caa55977435",
    "id": null,
    "metadata": {},
    "name": "AddSubscriptionDialogSearchQuery",
    "operationKind": "query",
    "text": "query AddSubscriptionDialogSearchQuery(\n  $search: String!\n) {\n  feedSearch(search: $search, limit: 10) {\n    feeds {\n      id\n      title\n      url\n      faviconUrl\n      viewerSubscription {\n        id\n      }\n    }\n    searchError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c41a02c705bf68c2bb0f45703ac38b3c";

export default node;
