/**
 * @generated SignedSource<<7153dd22a804293eb9a3790819c5bdef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DefaultsTab_settings$data = {
  readonly appSettings: {
    readonly defaultLayoutView: string;
    readonly defaultShowRead: boolean;
    readonly defaultSortBy: string;
    readonly hideStaleFolders: boolean;
  };
  readonly " $fragmentType": "DefaultsTab_settings";
};
export type DefaultsTab_settings$key = {
  readonly " $data"?: DefaultsTab_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"DefaultsTab_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DefaultsTab_settings",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hideStaleFolders",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "8ba0d9b9f312d0e5c69dc709b009a305";

export default node;
