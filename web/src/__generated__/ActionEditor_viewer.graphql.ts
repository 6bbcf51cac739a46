/**
 * @generated SignedSource<<dfcc7d46559c41b56979f0dc7258ec92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActionEditor_viewer$data = {
  readonly contentItemTags: ReadonlyArray<{
    readonly contentItemTagId: string;
    readonly name: string;
  }>;
  readonly email: string | null | undefined;
  readonly " $fragmentType": "ActionEditor_viewer";
};
export type ActionEditor_viewer$key = {
  readonly " $data"?: ActionEditor_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActionEditor_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActionEditor_viewer",
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
      "concreteType": "ContentItemTag",
      "kind": "LinkedField",
      "name": "contentItemTags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contentItemTagId",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "eaef69ee63eb53237266e9f7a653ecb7";

export default node;
