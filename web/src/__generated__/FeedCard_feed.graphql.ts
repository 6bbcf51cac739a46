/**
 * @generated SignedSource<<8dadf4e8f45ef252e22ad5d5fde568a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedCard_feed$data = {
  readonly description: string | null | undefined;
  readonly faviconUrl: string | null | undefined;
  readonly feedId: string;
  readonly imageUrl: string | null | undefined;
  readonly link: string | null | undefined;
  readonly subscriberCount: number;
  readonly title: string | null | undefined;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"SubscribeButton_feed">;
  readonly " $fragmentType": "FeedCard_feed";
};
export type FeedCard_feed$key = {
  readonly " $data"?: FeedCard_feed$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedCard_feed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedCard_feed",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedId",
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
      "name": "description",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriberCount",
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

(node as any).hash = "f2cbebf59e5d9bb5fc52913eedd20e99";

export default node;
