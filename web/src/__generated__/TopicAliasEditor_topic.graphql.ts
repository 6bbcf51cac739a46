/**
 * @generated SignedSource<<71b3710fd468c2403be459cfd7f885b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicAliasEditor_topic$data = {
  readonly aliasedFrom: ReadonlyArray<{
    readonly aliasedTo: {
      readonly id: string;
    } | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly topicId: string;
  }>;
  readonly aliasedTo: {
    readonly aliasedFrom: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly topicId: string;
  } | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly topicId: string;
  readonly " $fragmentType": "TopicAliasEditor_topic";
};
export type TopicAliasEditor_topic$key = {
  readonly " $data"?: TopicAliasEditor_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicAliasEditor_topic">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topicId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicAliasEditor_topic",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "aliasedTo",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Topic",
          "kind": "LinkedField",
          "name": "aliasedFrom",
          "plural": true,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "aliasedFrom",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Topic",
          "kind": "LinkedField",
          "name": "aliasedTo",
          "plural": false,
          "selections": (v3/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};
})();

(node as any).hash = "ecb68f1c73c43f72808084d1fc304fa6";

export default node;
