/**
 * @generated SignedSource<<40d0c57336f596d222fb0543e3d4f7f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BundleSubscribe_feedTag$data = {
  readonly feedCount: number;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "BundleSubscribe_feedTag";
};
export type BundleSubscribe_feedTag$key = {
  readonly " $data"?: BundleSubscribe_feedTag$data;
  readonly " $fragmentSpreads": FragmentRefs<"BundleSubscribe_feedTag">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BundleSubscribe_feedTag",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedCount",
      "storageKey": null
    }
  ],
  "type": "FeedTag",
  "abstractKey": null
};

(node as any).hash = "7b06ebd425fe6962b94179cad9ea3636";

export default node;
