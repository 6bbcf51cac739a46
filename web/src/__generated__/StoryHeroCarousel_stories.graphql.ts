/**
 * @generated SignedSource<<c5488bfe8c9cdbf727ec10d986b9271c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryHeroCarousel_stories$data = ReadonlyArray<{
  readonly contentItemCount: number;
  readonly heroImage: string | null | undefined;
  readonly id: string;
  readonly lastItemAt: any;
  readonly publisherCount: number;
  readonly storyId: string;
  readonly summary: ReadonlyArray<string>;
  readonly title: string | null | undefined;
  readonly topics: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopicChips_topics">;
  }>;
  readonly " $fragmentType": "StoryHeroCarousel_stories";
}>;
export type StoryHeroCarousel_stories$key = ReadonlyArray<{
  readonly " $data"?: StoryHeroCarousel_stories$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryHeroCarousel_stories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "StoryHeroCarousel_stories",
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
      "name": "storyId",
      "storageKey": null
    },
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
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heroImage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentItemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publisherCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastItemAt",
      "storageKey": null
    },
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
  "type": "Story",
  "abstractKey": null
};

(node as any).hash = "f8baa11dc36484831959d4a203e19178";

export default node;
