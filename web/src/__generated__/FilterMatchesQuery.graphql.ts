/**
 * @generated SignedSource<<de31b7689fe308793687ab8610ca5875>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FilterClauseType = "and" | "or" | "%future added value";
export type FilterMatchField = "creator" | "description" | "link" | "title" | "%future added value";
export type FilterMatchType = "contains" | "equals" | "not_contains" | "not_equals" | "%future added value";
export type FilterType = "keep_on_match" | "mark_duplicate" | "remove_on_match" | "%future added value";
export type FilterPreviewInput = {
  clauseType?: FilterClauseType | null | undefined;
  clauses: ReadonlyArray<FilterClauseInput>;
  filterType: FilterType;
  folderId?: string | null | undefined;
  subscriptionId?: string | null | undefined;
  windowHours?: number | null | undefined;
};
export type FilterClauseInput = {
  clauseId?: string | null | undefined;
  matchField: FilterMatchField;
  matchType?: FilterMatchType | null | undefined;
  matchValue?: string | null | undefined;
};
export type FilterMatchesQuery$variables = {
  input: FilterPreviewInput;
};
export type FilterMatchesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FilterMatches_query">;
};
export type FilterMatchesQuery = {
  response: FilterMatchesQuery$data;
  variables: FilterMatchesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "kind": "Variable",
  "name": "input",
  "variableName": "input"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 25
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FilterMatchesQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "FilterMatches_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FilterMatchesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "FilterMatchConnection",
        "kind": "LinkedField",
        "name": "filterPreview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FilterMatchEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContentItem",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "sortAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Feed",
                    "kind": "LinkedField",
                    "name": "feed",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContentItem",
                "kind": "LinkedField",
                "name": "duplicateOf",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "input"
        ],
        "handle": "connection",
        "key": "FilterMatches_filterPreview",
        "kind": "LinkedHandle",
        "name": "filterPreview"
      }
    ]
  },
  "params": {
    "cacheID": "d029b4d48e11134b1a73cb70996ce50c",
    "id": null,
    "metadata": {},
    "name": "FilterMatchesQuery",
    "operationKind": "query",
    "text": "query FilterMatchesQuery(\n  $input: FilterPreviewInput!\n) {\n  ...FilterMatches_query_2VV6jB\n}\n\nfragment FilterMatches_query_2VV6jB on Query {\n  filterPreview(input: $input, first: 25) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MatchedItemRow_item\n        __typename\n      }\n      duplicateOf {\n        title\n        id\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MatchedItemRow_item on ContentItem {\n  title\n  link\n  sortAt\n  feed {\n    title\n    url\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "69248488e143d1d4cc8538612b04c333";

export default node;
