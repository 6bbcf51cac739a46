/**
 * @generated SignedSource<<b177f20b893c339cece68632659f52f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DataFeedSection_links$data = {
  readonly atom: string;
  readonly json: string;
  readonly rss: string;
  readonly " $fragmentType": "DataFeedSection_links";
};
export type DataFeedSection_links$key = {
  readonly " $data"?: DataFeedSection_links$data;
  readonly " $fragmentSpreads": FragmentRefs<"DataFeedSection_links">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DataFeedSection_links",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "atom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "json",
      "storageKey": null
    }
  ],
  "type": "DataFeedLinks",
  "abstractKey": null
};

(node as any).hash = "b4c84ef178b7eced4c7c30aa68a81c89";

export default node;
