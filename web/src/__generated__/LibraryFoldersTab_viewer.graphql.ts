/**
 * @generated SignedSource<<66b861ae517ba98a3256f0a181a5c7fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LibraryFoldersTab_viewer$data = {
  readonly folders: ReadonlyArray<{
    readonly enabled: boolean;
    readonly folderId: string;
    readonly id: string;
    readonly name: string;
    readonly subscriptionCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"DeleteFolderDialog_folder">;
  }>;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteFolderDialog_viewer">;
  readonly " $fragmentType": "LibraryFoldersTab_viewer";
};
export type LibraryFoldersTab_viewer$key = {
  readonly " $data"?: LibraryFoldersTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LibraryFoldersTab_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LibraryFoldersTab_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Folder",
      "kind": "LinkedField",
      "name": "folders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "subscriptionCount",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeleteFolderDialog_folder"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteFolderDialog_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "9a02f93ead9da513f061dd9f8b42bdd3";

export default node;
