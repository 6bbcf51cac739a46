/**
 * @generated SignedSource<<8f5a5f57974242566537a8c2ede0d410>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentItemBody_item$data = {
  readonly description: string | null | undefined;
  readonly jesterContentEncoded: string | null | undefined;
  readonly jesterContentEncodedUrl: string | null | undefined;
  readonly jesterImageUrl: string | null | undefined;
  readonly link: string | null | undefined;
  readonly " $fragmentType": "ContentItemBody_item";
};
export type ContentItemBody_item$key = {
  readonly " $data"?: ContentItemBody_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentItemBody_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentItemBody_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jesterImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jesterContentEncoded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jesterContentEncodedUrl",
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};

(node as any).hash = "e4ed0671c6f12e48a2674e47f1a7c127";

export default node;
