/**
 * @generated SignedSource<<b1e4b1ffe818918b829811ab09753a90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedGeneral_feed$data = {
  readonly analytics: {
    readonly contentItemsLastMonth: number;
    readonly lastContentItemDate: any | null | undefined;
    readonly totalContentItems: number;
    readonly totalSubscribers: number;
  };
  readonly description: string | null | undefined;
  readonly feedTags: ReadonlyArray<{
    readonly feedTagId: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly link: string | null | undefined;
  readonly status: string;
  readonly url: string;
  readonly " $fragmentType": "FeedGeneral_feed";
};
export type FeedGeneral_feed$key = {
  readonly " $data"?: FeedGeneral_feed$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedGeneral_feed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedGeneral_feed",
  "selections": [
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
      "name": "link",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedAnalytics",
      "kind": "LinkedField",
      "name": "analytics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalSubscribers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contentItemsLastMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalContentItems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastContentItemDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedTag",
      "kind": "LinkedField",
      "name": "feedTags",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedTagId",
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
      "storageKey": null
    }
  ],
  "type": "Feed",
  "abstractKey": null
};

(node as any).hash = "c737845983dd7f465e3fc0523b6b17bc";

export default node;
