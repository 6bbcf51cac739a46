/**
 * @generated SignedSource<<49adccd23ad4ffa808f62252da40baea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type listDefaults_settings$data = {
  readonly appSettings: {
    readonly defaultLayoutView: string;
    readonly defaultShowRead: boolean;
    readonly defaultSortBy: string;
  };
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
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "d611e5f5dbe85b9b5783e6a5140dba1b";

export default node;
