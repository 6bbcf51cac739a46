/**
 * @generated SignedSource<<205fc58cf453828c9bd6e61899c6a552>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicTable_topics$data = ReadonlyArray<{
  readonly aliasedTo: {
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly postsLastDay: number;
  readonly postsLastMonth: number;
  readonly postsLastWeek: number;
  readonly score: number;
  readonly topicId: string;
  readonly " $fragmentType": "TopicTable_topics";
}>;
export type TopicTable_topics$key = ReadonlyArray<{
  readonly " $data"?: TopicTable_topics$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicTable_topics">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TopicTable_topics",
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
      "name": "topicId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postsLastDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postsLastWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postsLastMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "aliasedTo",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};
})();

(node as any).hash = "a435c5493dfb7f8aac997966683bf945";

export default node;
