/**
 * @generated SignedSource<<478450c7761e195025589773c382fbba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DrawerDigestList_viewer$data = {
  readonly scheduledDigests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly enabled: boolean;
        readonly id: string;
        readonly name: string;
        readonly properties: any;
        readonly scheduledDigestId: string;
      };
    }>;
  };
  readonly " $fragmentType": "DrawerDigestList_viewer";
};
export type DrawerDigestList_viewer$key = {
  readonly " $data"?: DrawerDigestList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DrawerDigestList_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DrawerDigestList_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "UserScheduledDigestsConnection",
      "kind": "LinkedField",
      "name": "scheduledDigests",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserScheduledDigestsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ScheduledDigest",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "scheduledDigestId",
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
                  "name": "properties",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "scheduledDigests(first:100)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "97901f1cff663c4c04457047d16f799d";

export default node;
