/**
 * @generated SignedSource<<231b4191a90d63558fecb64eaad9cfe3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FullArticleStatus = "FAILED" | "NOARCHIVE" | "NONE" | "QUEUED" | "STORED" | "%future added value";
export type LoadFullArticleInput = {
  id: string;
  refresh?: boolean | null | undefined;
};
export type loadFullArticleMutation$variables = {
  input: LoadFullArticleInput;
};
export type loadFullArticleMutation$data = {
  readonly loadFullArticle: {
    readonly __typename: string;
    readonly article?: {
      readonly html: string;
      readonly siteName: string | null | undefined;
      readonly url: string;
    };
    readonly contentItem?: {
      readonly fullArticle: {
        readonly html: string;
        readonly siteName: string | null | undefined;
        readonly url: string;
      } | null | undefined;
      readonly fullArticleError: string | null | undefined;
      readonly fullArticleStatus: FullArticleStatus;
      readonly id: string;
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly stored?: boolean;
  };
};
export type loadFullArticleMutation = {
  response: loadFullArticleMutation$data;
  variables: loadFullArticleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "html",
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
    "name": "siteName",
    "storageKey": null
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stored",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FullArticle",
      "kind": "LinkedField",
      "name": "article",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentItem",
      "kind": "LinkedField",
      "name": "contentItem",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullArticleStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullArticleError",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FullArticle",
          "kind": "LinkedField",
          "name": "fullArticle",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LoadFullArticlePayload",
  "abstractKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayMessageKey",
    "storageKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "upgradeUrl",
        "storageKey": null
      }
    ],
    "type": "UserError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fields",
        "plural": true,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "loadFullArticleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "loadFullArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "commitAsPromise_error",
                  "selections": (v6/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "loadFullArticleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "loadFullArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "eb5707767fde03936e8ca024afc9a3e4",
    "id": null,
    "metadata": {},
    "name": "loadFullArticleMutation",
    "operationKind": "mutation",
    "text": "mutation loadFullArticleMutation(\n  $input: LoadFullArticleInput!\n) {\n  loadFullArticle(input: $input) {\n    __typename\n    ... on LoadFullArticlePayload {\n      stored\n      article {\n        html\n        url\n        siteName\n      }\n      contentItem {\n        id\n        fullArticleStatus\n        fullArticleError\n        fullArticle {\n          html\n          url\n          siteName\n        }\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "be914f520704bd30888f433414f6561f";

export default node;
