/**
 * @generated SignedSource<<357d8fe019551a74811eb209afdabbb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FolderGeneralTab_folder$data = {
  readonly enabled: boolean;
  readonly icon: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly subscriptionCount: number;
  readonly " $fragmentType": "FolderGeneralTab_folder";
};
export type FolderGeneralTab_folder$key = {
  readonly " $data"?: FolderGeneralTab_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderGeneralTab_folder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderGeneralTab_folder",
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
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriptionCount",
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "e364e6a12469580b9baead7c878a178d";

export default node;
