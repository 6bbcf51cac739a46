/**
 * @generated SignedSource<<365177798ff7ff14e876da2413b77770>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActionClauseType = "assign_tag" | "mark_read" | "send_email" | "trigger_webhook" | "%future added value";
export type ActionMatchClauseType = "and" | "or" | "%future added value";
export type ActionMatchField = "creator" | "description" | "link" | "title" | "%future added value";
export type ActionMatchType = "contains" | "equals" | "not_contains" | "not_equals" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActionEditor_action$data = {
  readonly clauses: ReadonlyArray<{
    readonly actionType: ActionClauseType;
    readonly actionValue: string | null | undefined;
    readonly clauseId: string;
  }>;
  readonly enabled: boolean;
  readonly id: string;
  readonly matchClauseType: ActionMatchClauseType;
  readonly matchClauses: ReadonlyArray<{
    readonly matchField: ActionMatchField;
    readonly matchType: ActionMatchType;
    readonly matchValue: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ActionMatches_action">;
  readonly " $fragmentType": "ActionEditor_action";
};
export type ActionEditor_action$key = {
  readonly " $data"?: ActionEditor_action$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActionEditor_action">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActionEditor_action",
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
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchClauseType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActionMatchClause",
      "kind": "LinkedField",
      "name": "matchClauses",
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
      "alias": null,
      "args": null,
      "concreteType": "ActionClause",
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
          "name": "actionType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actionValue",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ActionMatches_action"
    }
  ],
  "type": "Action",
  "abstractKey": null
};

(node as any).hash = "28759844a3771ddd4dfb3f5d0aeff38e";

export default node;
