/**
 * @generated SignedSource<<be4c6024540631db931fab8f15374e11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentItemMedia_item$data = {
  readonly media: ReadonlyArray<{
    readonly link: string;
    readonly mediaType: string;
    readonly mimeType: string | null | undefined;
  }>;
  readonly " $fragmentType": "ContentItemMedia_item";
};
export type ContentItemMedia_item$key = {
  readonly " $data"?: ContentItemMedia_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentItemMedia_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentItemMedia_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentItemMedia",
      "kind": "LinkedField",
      "name": "media",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mediaType",
          "storageKey": null
        },
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
          "name": "mimeType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};

(node as any).hash = "8b33a128b063842264545ea1c06f49aa";

export default node;
