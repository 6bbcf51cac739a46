/**
 * @generated SignedSource<<47937040cb9377feedae0f8b245d05e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentItemView_item$data = {
  readonly contentItemId: string;
  readonly id: string;
  readonly isRead: boolean;
  readonly link: string | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ContentItemBody_item" | "ContentItemDetails_item" | "ContentItemMedia_item" | "ItemTopicChips_item" | "ReadLaterButton_item" | "TagPickerMenu_item" | "readState_countHolders">;
  readonly " $fragmentType": "ContentItemView_item";
};
export type ContentItemView_item$key = {
  readonly " $data"?: ContentItemView_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentItemView_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentItemView_item",
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
      "name": "contentItemId",
      "storageKey": null
    },
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
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "readState_countHolders"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContentItemDetails_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ItemTopicChips_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContentItemMedia_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContentItemBody_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReadLaterButton_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TagPickerMenu_item"
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};

(node as any).hash = "5ed090446ac8d0ece07d0b8fdce988cc";

export default node;
