/**
 * @generated SignedSource<<e0abfda1a1da235ac0eda8384df485b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NavDrawer_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTree_viewer">;
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
      "name": "SubscriptionTree_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "26eed54b141b4cc5e5ee80ed06c764b0";

export default node;
