/**
 * @generated SignedSource<<2b2cad9409278add19c0974d8ea78340>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedFailureBanner_feed$data = {
  readonly failure: {
    readonly consecutiveErrorCount: number;
    readonly lastRunAt: any | null | undefined;
    readonly lastSuccessAt: any | null | undefined;
    readonly message: string;
    readonly retryable: boolean;
  } | null | undefined;
  readonly " $fragmentType": "FeedFailureBanner_feed";
};
export type FeedFailureBanner_feed$key = {
  readonly " $data"?: FeedFailureBanner_feed$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedFailureBanner_feed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedFailureBanner_feed",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedFailure",
      "kind": "LinkedField",
      "name": "failure",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastRunAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSuccessAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "consecutiveErrorCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retryable",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Feed",
  "abstractKey": null
};

(node as any).hash = "79755fbd6247c78e464ca5e17cc51431";

export default node;
