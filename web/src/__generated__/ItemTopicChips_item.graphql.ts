/**
 * @generated SignedSource<<4c5f1d6c336ade6d5111fdf2c8defbf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemTopicChips_item$data = {
  readonly topics: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopicChips_topics">;
  }>;
  readonly " $fragmentType": "ItemTopicChips_item";
};
export type ItemTopicChips_item$key = {
  readonly " $data"?: ItemTopicChips_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemTopicChips_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemTopicChips_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Topic",
      "kind": "LinkedField",
      "name": "topics",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TopicChips_topics"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};

(node as any).hash = "d85de183f3189095c04b5b09a8928b18";

export default node;
