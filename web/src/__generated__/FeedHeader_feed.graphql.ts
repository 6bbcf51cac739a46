/**
 * @generated SignedSource<<1fae74a20d6df044de9a19c0606772c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedHeader_feed$data = {
  readonly faviconUrl: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly link: string | null | undefined;
  readonly title: string | null | undefined;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"SubscribeButton_feed">;
  readonly " $fragmentType": "FeedHeader_feed";
};
export type FeedHeader_feed$key = {
  readonly " $data"?: FeedHeader_feed$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedHeader_feed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedHeader_feed",
  "selections": [
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "faviconUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubscribeButton_feed"
    }
  ],
  "type": "Feed",
  "abstractKey": null
};

(node as any).hash = "88f0e5c12f3ed8a9fd1d7ddf3de62d00";

export default node;
