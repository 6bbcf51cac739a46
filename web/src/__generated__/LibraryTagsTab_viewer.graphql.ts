/**
 * @generated SignedSource<<05a3e92fc33e258022cab8a200f937d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LibraryTagsTab_viewer$data = {
  readonly contentItemTags: ReadonlyArray<{
    readonly contentItemTagId: string;
    readonly id: string;
    readonly name: string;
    readonly showInSidebar: boolean;
    readonly slug: string | null | undefined;
    readonly totalContentItems: number;
    readonly " $fragmentSpreads": FragmentRefs<"DeleteContentTagDialog_tag">;
  }>;
  readonly " $fragmentType": "LibraryTagsTab_viewer";
};
export type LibraryTagsTab_viewer$key = {
  readonly " $data"?: LibraryTagsTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LibraryTagsTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LibraryTagsTab_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentItemTag",
      "kind": "LinkedField",
      "name": "contentItemTags",
      "plural": true,
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
          "name": "contentItemTagId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
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
          "name": "showInSidebar",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalContentItems",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeleteContentTagDialog_tag"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4d57fb6f2b3806b63a8790685fadf0ea";

export default node;
