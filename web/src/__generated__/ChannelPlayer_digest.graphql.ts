/**
 * @generated SignedSource<<31114818d509f6baeb6a65b52a493079>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelPlayer_digest$data = {
  readonly createdAt: any;
  readonly digestId: string;
  readonly generatedAudioUrl: string | null | undefined;
  readonly generatedVideoUrl: string | null | undefined;
  readonly name: string;
  readonly story: {
    readonly heroImage: string | null | undefined;
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ChannelPlayer_digest";
};
export type ChannelPlayer_digest$key = {
  readonly " $data"?: ChannelPlayer_digest$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelPlayer_digest">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChannelPlayer_digest",
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
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "generatedVideoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "generatedAudioUrl",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Digest",
  "abstractKey": null
};

(node as any).hash = "cbb908285eadf788f1e556a98897a521";

export default node;
