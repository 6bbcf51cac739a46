/**
 * @generated SignedSource<<1e65965f1e2b7920f98ca26e978cf660>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditLogList_entries$data = ReadonlyArray<{
  readonly action: string;
  readonly actorName: string;
  readonly changes: any;
  readonly createdAt: any;
  readonly id: string;
  readonly " $fragmentType": "AuditLogList_entries";
}>;
export type AuditLogList_entries$key = ReadonlyArray<{
  readonly " $data"?: AuditLogList_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogList_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AuditLogList_entries",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changes",
      "storageKey": null
    }
  ],
  "type": "AdminAuditEntry",
  "abstractKey": null
};

(node as any).hash = "3eae3be5eb1855c8c32157f099e86ac4";

export default node;
