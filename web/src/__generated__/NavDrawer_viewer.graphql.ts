/**
 * @generated SignedSource<<71bc54f1f0a6be0bcdf3cf477fb198d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NavDrawer_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DrawerTagList_viewer" | "SubscriptionTree_viewer">;
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
      "name": "SubscriptionTree_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "16ae202356454013513e8cbd4bf4344e";

export default node;
