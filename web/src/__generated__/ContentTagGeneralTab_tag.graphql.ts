/**
 * @generated SignedSource<<862ab15cfe9b3e2cb83c91bbc4c9d061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentTagGeneralTab_tag$data = {
  readonly dataFeed: {
    readonly " $fragmentSpreads": FragmentRefs<"DataFeedSection_links">;
  } | null | undefined;
  readonly enableDatafeed: boolean;
  readonly enabled: boolean;
  readonly icon: string | null | undefined;
  readonly id: string;
  readonly isSystem: boolean;
  readonly name: string;
  readonly showInSidebar: boolean;
  readonly slug: string | null | undefined;
  readonly totalContentItems: number;
  readonly " $fragmentType": "ContentTagGeneralTab_tag";
};
export type ContentTagGeneralTab_tag$key = {
  readonly " $data"?: ContentTagGeneralTab_tag$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentTagGeneralTab_tag">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentTagGeneralTab_tag",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSystem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "icon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showInSidebar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enableDatafeed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DataFeedLinks",
      "kind": "LinkedField",
      "name": "dataFeed",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DataFeedSection_links"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalContentItems",
      "storageKey": null
    }
  ],
  "type": "ContentItemTag",
  "abstractKey": null
};

(node as any).hash = "34e91cef1c66bf860be7b5a9572081c6";

export default node;
