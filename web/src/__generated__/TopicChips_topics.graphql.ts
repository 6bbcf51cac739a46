/**
 * @generated SignedSource<<6905729f47f0dbefc379a342b0a7065c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopicChips_topics$data = ReadonlyArray<{
  readonly name: string;
  readonly topicId: string;
  readonly " $fragmentType": "TopicChips_topics";
}>;
export type TopicChips_topics$key = ReadonlyArray<{
  readonly " $data"?: TopicChips_topics$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopicChips_topics">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TopicChips_topics",
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
    }
  ],
  "type": "Topic",
  "abstractKey": null
};

(node as any).hash = "94f3c15a5b63fda77e862afaa5d285cb";

export default node;
