/**
 * @generated SignedSource<<6edd77da6474661e2839814361e419be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type readState_countHolders$data = {
  readonly contentItemTags: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly isRead: boolean;
  readonly subscription: {
    readonly enabled: boolean;
    readonly folders: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "readState_countHolders";
};
export type readState_countHolders$key = {
  readonly " $data"?: readState_countHolders$data;
  readonly " $fragmentSpreads": FragmentRefs<"readState_countHolders">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "readState_countHolders",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "Folder",
          "kind": "LinkedField",
          "name": "folders",
          "plural": true,
          "selections": (v1/*:: as any*/),
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
      "name": "contentItemTags",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};
})();

(node as any).hash = "a8b66dc39f20d74241325f19e0b5f269";

export default node;
