/**
 * @generated SignedSource<<9fd29759a3ba075c4b4ca68fcb8e1d26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppearanceTab_settings$data = {
  readonly appSettings: {
    readonly fontFamily: string;
    readonly fontSize: string;
    readonly lineHeight: string;
    readonly theme: string;
    readonly userCSS: string;
  };
  readonly " $fragmentType": "AppearanceTab_settings";
};
export type AppearanceTab_settings$key = {
  readonly " $data"?: AppearanceTab_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppearanceTab_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppearanceTab_settings",
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
          "name": "theme",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fontFamily",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fontSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineHeight",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userCSS",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "f23fda1d43d0561648ebc186390c4c8e";

export default node;
