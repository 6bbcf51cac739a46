/**
 * @generated SignedSource<<69001e8f3e506c3eaaee944264b14a4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppearanceSync_settings$data = {
  readonly appSettings: {
    readonly fontFamily: string;
    readonly fontSize: string;
    readonly lineHeight: string;
    readonly theme: string;
    readonly userCSS: string;
  };
  readonly " $fragmentType": "AppearanceSync_settings";
};
export type AppearanceSync_settings$key = {
  readonly " $data"?: AppearanceSync_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppearanceSync_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppearanceSync_settings",
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

(node as any).hash = "661e73baef541bf2a8022547110308f3";

export default node;
