/**
 * @generated SignedSource<<94591afad0e7fad09c7aac83fedf0029>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicStats_topic$data = {
  readonly aliasedTo: {
    readonly name: string;
    readonly topicId: string;
  } | null | undefined;
  readonly name: string;
  readonly postsLastDay: number;
  readonly postsLastMonth: number;
  readonly postsLastWeek: number;
  readonly score: number;
  readonly " $fragmentType": "TopicStats_topic";
};
export type TopicStats_topic$key = {
  readonly " $data"?: TopicStats_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicStats_topic">;
};

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
  "metadata": null,
  "name": "TopicStats_topic",
  "selections": [
    (v0/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topicId",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Topic",
  "abstractKey": null
};
})();

(node as any).hash = "8d46dc5e0d07867580245f76fd7e2baf";

export default node;
