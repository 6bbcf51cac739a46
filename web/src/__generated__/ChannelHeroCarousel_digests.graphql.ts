/**
 * @generated SignedSource<<06f8b315cfda29af8020eb4caee447ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelHeroCarousel_digests$data = ReadonlyArray<{
  readonly digestId: string;
  readonly name: string;
  readonly story: {
    readonly heroImage: string | null | undefined;
    readonly summary: ReadonlyArray<string>;
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ChannelHeroCarousel_digests";
}>;
export type ChannelHeroCarousel_digests$key = ReadonlyArray<{
  readonly " $data"?: ChannelHeroCarousel_digests$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelHeroCarousel_digests">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ChannelHeroCarousel_digests",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "digestId",
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
      "concreteType": "Story",
      "kind": "LinkedField",
      "name": "story",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "heroImage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "summary",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Digest",
  "abstractKey": null
};

(node as any).hash = "2104eecf9326ddf07a9ac2c391324921";

export default node;
