/**
 * @generated SignedSource<<d086229836f94c9c4a0baacd58cce517>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActionsTab_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ActionEditor_viewer">;
  readonly " $fragmentType": "ActionsTab_viewer";
};
export type ActionsTab_viewer$key = {
  readonly " $data"?: ActionsTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActionsTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActionsTab_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ActionEditor_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a30296438418e383b1259dafcda2c857";

export default node;
