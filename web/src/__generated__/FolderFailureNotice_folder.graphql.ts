/**
 * @generated SignedSource<<d285b613d3bdb82cd9a3c665dc8c60f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FolderFailureNotice_folder$data = {
  readonly subscriptions: ReadonlyArray<{
    readonly enabled: boolean;
    readonly feed: {
      readonly failure: {
        readonly message: string;
      } | null | undefined;
    };
    readonly id: string;
    readonly subscriptionId: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "FolderFailureNotice_folder";
};
export type FolderFailureNotice_folder$key = {
  readonly " $data"?: FolderFailureNotice_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"FolderFailureNotice_folder">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FolderFailureNotice_folder",
  "selections": [
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
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subscriptionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
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
          "concreteType": "Feed",
          "kind": "LinkedField",
          "name": "feed",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "FeedFailure",
              "kind": "LinkedField",
              "name": "failure",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "message",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};

(node as any).hash = "204dd9f9cd0a90c143a60108df905981";

export default node;
