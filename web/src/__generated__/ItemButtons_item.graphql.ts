/**
 * @generated SignedSource<<7739342688d978f958205e1f00c1d343>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemButtons_item$data = {
  readonly id: string;
  readonly isRead: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ReadLaterButton_item" | "TagPickerMenu_item" | "readState_countHolders">;
  readonly " $fragmentType": "ItemButtons_item";
};
export type ItemButtons_item$key = {
  readonly " $data"?: ItemButtons_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemButtons_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemButtons_item",
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
      "name": "isRead",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "readState_countHolders"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReadLaterButton_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TagPickerMenu_item"
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};

(node as any).hash = "6859294d5dbae4c14b9b419a113c134f";

export default node;
