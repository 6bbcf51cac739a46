/**
 * @generated SignedSource<<868c60a9353e709d4ab6795744792831>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicProperties_topic$data = {
  readonly kind: string;
  readonly name: string;
  readonly topicId: string;
  readonly " $fragmentSpreads": FragmentRefs<"TopicAliasEditor_topic" | "TopicStats_topic">;
  readonly " $fragmentType": "TopicProperties_topic";
};
export type TopicProperties_topic$key = {
  readonly " $data"?: TopicProperties_topic$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicProperties_topic">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopicProperties_topic",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topicId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TopicStats_topic"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TopicAliasEditor_topic"
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "bcfb55297eed687512229684a73a185d";

export default node;
