/**
 * @generated SignedSource<<850a0fd400097c11ef50bb351581c48c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NavDrawer_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DrawerDigestList_viewer" | "DrawerTagList_viewer" | "SubscriptionTree_viewer">;
  readonly " $fragmentType": "NavDrawer_viewer";
};
export type NavDrawer_viewer$key = {
  readonly " $data"?: NavDrawer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NavDrawer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NavDrawer_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DrawerTagList_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DrawerDigestList_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubscriptionTree_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b988aba25f344e70bf7e45f8d6fa224d";

export default node;
