/**
 * @generated SignedSource<<452cc076b6b1f112e780fac2ae0dd5e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DigestUploadOptions_viewer$data = {
  readonly linkedAccounts: ReadonlyArray<{
    readonly connected: boolean;
    readonly service: string;
  }>;
  readonly " $fragmentType": "DigestUploadOptions_viewer";
};
export type DigestUploadOptions_viewer$key = {
  readonly " $data"?: DigestUploadOptions_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DigestUploadOptions_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DigestUploadOptions_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkedAccount",
      "kind": "LinkedField",
      "name": "linkedAccounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "service",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connected",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "53d382b6f9408c07ca961bc93abfb1e5";

export default node;
