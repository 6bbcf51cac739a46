/**
 * @generated SignedSource<<2d0bd48c56bc9a8511cf63f813f61d2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BottomBar_viewer$data = {
  readonly email: string | null | undefined;
  readonly hasVerifiedEmail: boolean;
  readonly isGuest: boolean;
  readonly settings: {
    readonly accountSettings: {
      readonly guestExpiresAt: any | null | undefined;
      readonly isPremium: boolean;
    };
  };
  readonly " $fragmentType": "BottomBar_viewer";
};
export type BottomBar_viewer$key = {
  readonly " $data"?: BottomBar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BottomBar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BottomBar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isGuest",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasVerifiedEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "AccountSettings",
          "kind": "LinkedField",
          "name": "accountSettings",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isPremium",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "guestExpiresAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a3560b5d7f6a51cc15c25799b182690d";

export default node;
