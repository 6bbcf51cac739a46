/**
 * @generated SignedSource<<34feb567c293d658af66836657b8df08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrawerFolder_folder$data = {
  readonly enabled: boolean;
  readonly folderId: string;
  readonly icon: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly unreadCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteFolderDialog_folder">;
  readonly " $fragmentType": "DrawerFolder_folder";
};
export type DrawerFolder_folder$key = {
  readonly " $data"?: DrawerFolder_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrawerFolder_folder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DrawerFolder_folder",
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
      "name": "folderId",
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
      "name": "unreadCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteFolderDialog_folder"
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "ecf5ac0608b76c779264f00671fed363";

export default node;
