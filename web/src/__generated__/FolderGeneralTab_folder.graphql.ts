/**
 * @generated SignedSource<<50d221716ea1cc408570dfa87d8464d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FolderGeneralTab_folder$data = {
  readonly dataFeed: {
    readonly " $fragmentSpreads": FragmentRefs<"DataFeedSection_links">;
  } | null | undefined;
  readonly enableDatafeed: boolean;
  readonly enabled: boolean;
  readonly icon: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly subscriptionCount: number;
  readonly subscriptions: ReadonlyArray<{
    readonly keepUnreadDays: number;
  }>;
  readonly " $fragmentType": "FolderGeneralTab_folder";
};
export type FolderGeneralTab_folder$key = {
  readonly " $data"?: FolderGeneralTab_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderGeneralTab_folder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderGeneralTab_folder",
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
      "name": "subscriptionCount",
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
      "concreteType": "FeedSubscription",
      "kind": "LinkedField",
      "name": "subscriptions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "keepUnreadDays",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "d04ffd4bcce82c4b30f3ccd018a05d51";

export default node;
