/**
 * @generated SignedSource<<c3f84299ddc3636ff5655af3950a2905>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedSearchResults_page$data = {
  readonly feeds: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FeedCard_feed">;
  }>;
  readonly nextPageKey: number | null | undefined;
  readonly " $fragmentType": "FeedSearchResults_page";
};
export type FeedSearchResults_page$key = {
  readonly " $data"?: FeedSearchResults_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedSearchResults_page">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedSearchResults_page",
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
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FeedCard_feed"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextPageKey",
      "storageKey": null
    }
  ],
  "type": "FeedSearchResult",
  "abstractKey": null
};

(node as any).hash = "db8f46b309725868e23cf0a3cb4e8977";

export default node;
