/**
 * @generated SignedSource<<ed005171459e2944bf1358aa57c53826>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FilterClauseType = "and" | "or" | "%future added value";
export type FilterMatchField = "creator" | "description" | "link" | "title" | "%future added value";
export type FilterMatchType = "contains" | "equals" | "not_contains" | "not_equals" | "%future added value";
export type FilterType = "keep_on_match" | "mark_duplicate" | "remove_on_match" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FiltersTab_filters$data = ReadonlyArray<{
  readonly clauseType: FilterClauseType;
  readonly clauses: ReadonlyArray<{
    readonly matchField: FilterMatchField;
    readonly matchType: FilterMatchType;
    readonly matchValue: string;
  }>;
  readonly enabled: boolean;
  readonly filterType: FilterType;
  readonly id: string;
  readonly windowHours: number;
  readonly " $fragmentSpreads": FragmentRefs<"FilterEditor_filter">;
  readonly " $fragmentType": "FiltersTab_filters";
}>;
export type FiltersTab_filters$key = ReadonlyArray<{
  readonly " $data"?: FiltersTab_filters$data;
  readonly " $fragmentSpreads": FragmentRefs<"FiltersTab_filters">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FiltersTab_filters",
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
      "name": "filterType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clauseType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "windowHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FilterClause",
      "kind": "LinkedField",
      "name": "clauses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchField",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "matchValue",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FilterEditor_filter"
    }
  ],
  "type": "Filter",
  "abstractKey": null
};

(node as any).hash = "e8c6f330c5d4231fb2fe12fd229a79f3";

export default node;
