/**
 * @generated SignedSource<<3c228a8bcf16c8417d804b1317a25746>>
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
export type ActionTriggerResult = "failed" | "success" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActionsTab_actions$data = ReadonlyArray<{
  readonly clauses: ReadonlyArray<{
    readonly actionType: ActionClauseType;
    readonly actionValue: string | null | undefined;
    readonly contentItemTag: {
      readonly name: string;
    } | null | undefined;
  }>;
  readonly enabled: boolean;
  readonly id: string;
  readonly lastErrorMessage: string | null | undefined;
  readonly lastTriggerAt: any | null | undefined;
  readonly lastTriggerResult: ActionTriggerResult | null | undefined;
  readonly matchClauseType: ActionMatchClauseType;
  readonly matchClauses: ReadonlyArray<{
    readonly matchField: ActionMatchField;
    readonly matchType: ActionMatchType;
    readonly matchValue: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ActionEditor_action">;
  readonly " $fragmentType": "ActionsTab_actions";
}>;
export type ActionsTab_actions$key = ReadonlyArray<{
  readonly " $data"?: ActionsTab_actions$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActionsTab_actions">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ActionsTab_actions",
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
          "name": "actionType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actionValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentItemTag",
          "kind": "LinkedField",
          "name": "contentItemTag",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
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
      "args": null,
      "kind": "ScalarField",
      "name": "lastTriggerResult",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastErrorMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastTriggerAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ActionEditor_action"
    }
  ],
  "type": "Action",
  "abstractKey": null
};

(node as any).hash = "4084d9d4593d499880fc4f53966c4050";

export default node;
