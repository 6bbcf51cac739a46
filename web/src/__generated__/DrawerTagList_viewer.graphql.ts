/**
 * @generated SignedSource<<6aad58ca6ca2deba026da5a6aff2a486>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrawerTagList_viewer$data = {
  readonly contentItemTags: ReadonlyArray<{
    readonly contentItemTagId: string;
    readonly enabled: boolean;
    readonly icon: string | null | undefined;
    readonly id: string;
    readonly isSystem: boolean;
    readonly name: string;
    readonly showInSidebar: boolean;
    readonly slug: string | null | undefined;
    readonly unreadCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"DeleteContentTagDialog_tag">;
  }>;
  readonly " $fragmentType": "DrawerTagList_viewer";
};
export type DrawerTagList_viewer$key = {
  readonly " $data"?: DrawerTagList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrawerTagList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DrawerTagList_viewer",
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
          "name": "icon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSystem",
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
          "name": "enabled",
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
          "name": "DeleteContentTagDialog_tag"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "085b3333c9fb2254eb7792f28ef632cf";

export default node;
