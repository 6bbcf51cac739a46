/**
 * @generated SignedSource<<6b452936a620cb233a989319d17d33eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type listDefaults_settings$data = {
  readonly allSubscriptionsContentFeed: any;
  readonly appSettings: {
    readonly defaultLayoutView: string;
    readonly defaultShowRead: boolean;
    readonly defaultSortBy: string;
  };
  readonly discoverAllContentFeed: any;
  readonly discoverContentFeed: any;
  readonly discoverStoriesFeed: any;
  readonly " $fragmentType": "listDefaults_settings";
};
export type listDefaults_settings$key = {
  readonly " $data"?: listDefaults_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"listDefaults_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "listDefaults_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AppSettings",
      "kind": "LinkedField",
      "name": "appSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultLayoutView",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultSortBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "defaultShowRead",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allSubscriptionsContentFeed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discoverAllContentFeed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discoverStoriesFeed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discoverContentFeed",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "b74160a4fb52379be23c923d98d39689";

export default node;
