/**
 * @generated SignedSource<<048aa5ffd52eaad202adb2a6a8a954f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedSearchResults_result$data = {
  readonly feeds: ReadonlyArray<{
    readonly __typename: "Feed";
  }>;
  readonly searchError: {
    readonly message: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"FeedSearchResults_page">;
  readonly " $fragmentType": "FeedSearchResults_result";
};
export type FeedSearchResults_result$key = {
  readonly " $data"?: FeedSearchResults_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedSearchResults_result">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedSearchResults_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Feed",
      "kind": "LinkedField",
      "name": "feeds",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedSearchError",
      "kind": "LinkedField",
      "name": "searchError",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FeedSearchResults_page"
    }
  ],
  "type": "FeedSearchResult",
  "abstractKey": null
};

(node as any).hash = "6210a2f357e78173fc8e2989b9b4035b";

export default node;
