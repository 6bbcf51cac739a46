/**
 * @generated SignedSource<<715f167d547acbde6ca11909f858e598>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteFolderDialog_folder$data = {
  readonly folderId: string;
  readonly id: string;
  readonly name: string;
  readonly subscriptionCount: number;
  readonly " $fragmentType": "DeleteFolderDialog_folder";
};
export type DeleteFolderDialog_folder$key = {
  readonly " $data"?: DeleteFolderDialog_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteFolderDialog_folder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteFolderDialog_folder",
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
      "name": "subscriptionCount",
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "1bd30d1c4a9ab5ea70b424ef26b651bd";

export default node;
