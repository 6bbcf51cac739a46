/**
 * @generated SignedSource<<cd90decffdb6c9a7aa823720ea9e8fb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TagPickerMenu_item$data = {
  readonly contentItemTags: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "TagPickerMenu_item";
};
export type TagPickerMenu_item$key = {
  readonly " $data"?: TagPickerMenu_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"TagPickerMenu_item">;
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
  "name": "TagPickerMenu_item",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "ContentItemTag",
      "kind": "LinkedField",
      "name": "contentItemTags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};
})();

(node as any).hash = "e2418a0a1dbbe5d5e6df1fd298917188";

export default node;
