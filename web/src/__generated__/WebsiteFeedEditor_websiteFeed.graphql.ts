/**
 * @generated SignedSource<<dd8a29caec3fa0421ed24b88aab79e3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebsiteFeedEditor_websiteFeed$data = {
  readonly contentSelectors: ReadonlyArray<string>;
  readonly enabled: boolean;
  readonly id: string;
  readonly jsEnabled: boolean;
  readonly name: string;
  readonly needsAttention: boolean;
  readonly strictness: number;
  readonly url: string;
  readonly " $fragmentType": "WebsiteFeedEditor_websiteFeed";
};
export type WebsiteFeedEditor_websiteFeed$key = {
  readonly " $data"?: WebsiteFeedEditor_websiteFeed$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebsiteFeedEditor_websiteFeed">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebsiteFeedEditor_websiteFeed",
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
      "name": "url",
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
      "name": "jsEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "strictness",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentSelectors",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsAttention",
      "storageKey": null
    }
  ],
  "type": "WebsiteFeed",
  "abstractKey": null
};

(node as any).hash = "5c557652ac683ba355de4408777f2133";

export default node;
