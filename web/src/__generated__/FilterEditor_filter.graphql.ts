/**
 * @generated SignedSource<<79c061fabe7a546701f0b3838919aa94>>
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
export type FilterEditor_filter$data = {
  readonly clauseType: FilterClauseType;
  readonly clauses: ReadonlyArray<{
    readonly clauseId: string;
    readonly matchField: FilterMatchField;
    readonly matchType: FilterMatchType;
    readonly matchValue: string;
  }>;
  readonly enabled: boolean;
  readonly filterType: FilterType;
  readonly id: string;
  readonly windowHours: number;
  readonly " $fragmentType": "FilterEditor_filter";
};
export type FilterEditor_filter$key = {
  readonly " $data"?: FilterEditor_filter$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilterEditor_filter">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilterEditor_filter",
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
          "name": "clauseId",
          "storageKey": null
        },
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
    }
  ],
  "type": "Filter",
  "abstractKey": null
};

(node as any).hash = "058f5c00368d623b21635b462a2ac37a";

export default node;
