/**
 * @generated SignedSource<<7bacb72f1a39434d280789c9e6818ec7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelDigestItem_digest$data = {
  readonly audioDurationSeconds: number | null | undefined;
  readonly createdAt: any;
  readonly generatedVideoUrl: string | null | undefined;
  readonly name: string;
  readonly story: {
    readonly heroImage: string | null | undefined;
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ChannelDigestItem_digest";
};
export type ChannelDigestItem_digest$key = {
  readonly " $data"?: ChannelDigestItem_digest$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelDigestItem_digest">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChannelDigestItem_digest",
  "selections": [
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
      "name": "audioDurationSeconds",
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

(node as any).hash = "cd9f359c2f2e454538ef5c753eb02378";

export default node;
