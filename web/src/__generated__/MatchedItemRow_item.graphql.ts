/**
 * @generated SignedSource<<ffb085c5c1e05a6bbde769836ec65e95>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MatchedItemRow_item$data = {
  readonly feed: {
    readonly title: string | null | undefined;
    readonly url: string;
  };
  readonly link: string | null | undefined;
  readonly sortAt: any;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "MatchedItemRow_item";
};
export type MatchedItemRow_item$key = {
  readonly " $data"?: MatchedItemRow_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchedItemRow_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchedItemRow_item",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "sortAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Feed",
      "kind": "LinkedField",
      "name": "feed",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
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

(node as any).hash = "6bf2c8ec9ee87e3ed440f56e52ac4989";

export default node;
