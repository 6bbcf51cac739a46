/**
 * @generated SignedSource<<80e06c869920af6b27f780b3b1a923f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedFetchLog_feed$data = {
  readonly job: {
    readonly consecutiveErrorCount: number;
    readonly cron: string;
    readonly instantUpdates: {
      readonly active: boolean;
      readonly hubUrl: string | null | undefined;
      readonly leaseExpiresAt: any | null | undefined;
      readonly state: string;
    } | null | undefined;
    readonly jobLog: ReadonlyArray<{
      readonly errorCode: string | null | undefined;
      readonly errorMessage: string | null | undefined;
      readonly jobEndAt: any;
      readonly jobStartAt: any;
      readonly result: string;
    }>;
    readonly lastErrorCode: string | null | undefined;
    readonly lastRunAt: any | null | undefined;
    readonly lastSuccessAt: any | null | undefined;
    readonly nextRunAt: any;
  };
  readonly " $fragmentType": "FeedFetchLog_feed";
};
export type FeedFetchLog_feed$key = {
  readonly " $data"?: FeedFetchLog_feed$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedFetchLog_feed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedFetchLog_feed",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedJob",
      "kind": "LinkedField",
      "name": "job",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cron",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextRunAt",
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
          "name": "lastErrorCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FeedInstantUpdates",
          "kind": "LinkedField",
          "name": "instantUpdates",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hubUrl",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "active",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "leaseExpiresAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FeedJobLogEntry",
          "kind": "LinkedField",
          "name": "jobLog",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "jobStartAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "jobEndAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "result",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "errorCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "errorMessage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Feed",
  "abstractKey": null
};

(node as any).hash = "718ed9e80386fbd8ffae71af6ea60266";

export default node;
