/**
 * @generated SignedSource<<b13f5847e3f49a4c5243dbd1788fdd4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReadLaterButton_item$data = {
  readonly contentItemTags: ReadonlyArray<{
    readonly id: string;
    readonly slug: string | null | undefined;
  }>;
  readonly id: string;
  readonly " $fragmentType": "ReadLaterButton_item";
};
export type ReadLaterButton_item$key = {
  readonly " $data"?: ReadLaterButton_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReadLaterButton_item">;
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
  "name": "ReadLaterButton_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentItemTag",
      "kind": "LinkedField",
      "name": "contentItemTags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};
})();

(node as any).hash = "7832c072634135327ea85e085fa60966";

export default node;
