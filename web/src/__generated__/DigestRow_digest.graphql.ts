/**
 * @generated SignedSource<<6644829c9aab183a2c28d8e1c4ed23b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DigestStatus = "completed" | "failed" | "pending" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DigestRow_digest$data = {
  readonly audioDurationSeconds: number | null | undefined;
  readonly createdAt: any;
  readonly digestId: string;
  readonly errorMessage: string | null | undefined;
  readonly generatedAudioUrl: string | null | undefined;
  readonly generatedTextUrl: string | null | undefined;
  readonly generatedVideoUrl: string | null | undefined;
  readonly name: string;
  readonly status: DigestStatus;
  readonly " $fragmentType": "DigestRow_digest";
};
export type DigestRow_digest$key = {
  readonly " $data"?: DigestRow_digest$data;
  readonly " $fragmentSpreads": FragmentRefs<"DigestRow_digest">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DigestRow_digest",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorMessage",
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
      "name": "generatedTextUrl",
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
      "kind": "ScalarField",
      "name": "generatedVideoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "audioDurationSeconds",
      "storageKey": null
    }
  ],
  "type": "Digest",
  "abstractKey": null
};

(node as any).hash = "88d1a498b4e060a1a02cb28a09b03947";

export default node;
