/**
 * @generated SignedSource<<6d6f1028d1e9659daf1a5850f091250d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VideoUploadPlatform = "tiktok" | "youtube" | "%future added value";
export type VideoUploadStatus = "completed" | "failed" | "pending" | "uploading" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DigestUploadOptions_digest$data = {
  readonly videoUploads: ReadonlyArray<{
    readonly platform: VideoUploadPlatform;
    readonly publishId: string | null | undefined;
    readonly status: VideoUploadStatus;
    readonly videoId: string | null | undefined;
  }>;
  readonly viewerOwns: boolean;
  readonly " $fragmentType": "DigestUploadOptions_digest";
};
export type DigestUploadOptions_digest$key = {
  readonly " $data"?: DigestUploadOptions_digest$data;
  readonly " $fragmentSpreads": FragmentRefs<"DigestUploadOptions_digest">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DigestUploadOptions_digest",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerOwns",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VideoUpload",
      "kind": "LinkedField",
      "name": "videoUploads",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "platform",
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
          "name": "publishId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "videoId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Digest",
  "abstractKey": null
};

(node as any).hash = "c7459aa16c6f297c6a20197b73fad195";

export default node;
