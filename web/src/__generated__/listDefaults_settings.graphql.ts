/**
 * @generated SignedSource<<4f15cd6b182727baf1cf459949616631>>
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
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "932555709e5b7efdcd9267737004771e";

export default node;
