/**
 * @generated SignedSource<<e5724227fc1c38f014732d3dad6d0576>>
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
export type FilterMatchesPaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  input: FilterPreviewInput;
};
export type FilterMatchesPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FilterMatches_query">;
};
export type FilterMatchesPaginationQuery = {
  response: FilterMatchesPaginationQuery$data;
  variables: FilterMatchesPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 25,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
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
  "name": "id",
  "storageKey": null
},
v3 = {
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
    "name": "FilterMatchesPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
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
    "name": "FilterMatchesPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
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
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
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
        "args": (v1/*:: as any*/),
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
    "cacheID": "a4b303e51ba9de7f8ee1f76d8dd394d5",
    "id": null,
    "metadata": {},
    "name": "FilterMatchesPaginationQuery",
    "operationKind": "query",
    "text": "query FilterMatchesPaginationQuery(\n  $after: String\n  $first: Int = 25\n  $input: FilterPreviewInput!\n) {\n  ...FilterMatches_query_2DAjA4\n}\n\nfragment FilterMatches_query_2DAjA4 on Query {\n  filterPreview(input: $input, first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MatchedItemRow_item\n        __typename\n      }\n      duplicateOf {\n        title\n        id\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment MatchedItemRow_item on ContentItem {\n  title\n  link\n  sortAt\n  feed {\n    title\n    url\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a8e4a85369205051945163a9ad75f34a";

export default node;
