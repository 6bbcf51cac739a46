/**
 * @generated SignedSource<<5524cfaa08de944a69b8bee66ecefd27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoveSubscriptionDialog_subscription$data = {
  readonly folders: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly isTopLevel: boolean;
  readonly title: string;
  readonly " $fragmentType": "MoveSubscriptionDialog_subscription";
};
export type MoveSubscriptionDialog_subscription$key = {
  readonly " $data"?: MoveSubscriptionDialog_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoveSubscriptionDialog_subscription">;
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
  "name": "MoveSubscriptionDialog_subscription",
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
      "kind": "ScalarField",
      "name": "isTopLevel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Folder",
      "kind": "LinkedField",
      "name": "folders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "FeedSubscription",
  "abstractKey": null
};
})();

(node as any).hash = "30edf400f5a04eec49b94b0ea954d5cd";

export default node;
