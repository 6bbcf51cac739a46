/**
 * @generated SignedSource<<145384a6414c95c3bfbf17556ac0e37c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteContentTagDialog_tag$data = {
  readonly contentItemTagId: string;
  readonly id: string;
  readonly isSystem: boolean;
  readonly name: string;
  readonly slug: string | null | undefined;
  readonly totalContentItems: number;
  readonly " $fragmentType": "DeleteContentTagDialog_tag";
};
export type DeleteContentTagDialog_tag$key = {
  readonly " $data"?: DeleteContentTagDialog_tag$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteContentTagDialog_tag">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteContentTagDialog_tag",
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
      "name": "contentItemTagId",
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
      "name": "name",
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
      "name": "totalContentItems",
      "storageKey": null
    }
  ],
  "type": "ContentItemTag",
  "abstractKey": null
};

(node as any).hash = "a478c2a82baa09f733e3f30775abca88";

export default node;
