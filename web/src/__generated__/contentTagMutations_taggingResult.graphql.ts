/**
 * @generated SignedSource<<89b32a858c41db30df1c0b75f57a8bec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type contentTagMutations_taggingResult$data = {
  readonly contentItem: {
    readonly contentItemTags: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
      readonly slug: string | null | undefined;
    }>;
    readonly id: string;
  };
  readonly contentItemTag: {
    readonly id: string;
    readonly totalContentItems: number;
    readonly unreadCount: number;
  };
  readonly " $fragmentType": "contentTagMutations_taggingResult";
};
export type contentTagMutations_taggingResult$key = {
  readonly " $data"?: contentTagMutations_taggingResult$data;
  readonly " $fragmentSpreads": FragmentRefs<"contentTagMutations_taggingResult">;
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
  "name": "contentTagMutations_taggingResult",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentItem",
      "kind": "LinkedField",
      "name": "contentItem",
      "plural": false,
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContentItemTag",
      "kind": "LinkedField",
      "name": "contentItemTag",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalContentItems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unreadCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItemTaggingPayload",
  "abstractKey": null
};
})();

(node as any).hash = "f881f86fc5604d71f6265be0232d386b";

export default node;
