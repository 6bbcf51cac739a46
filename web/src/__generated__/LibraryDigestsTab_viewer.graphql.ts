/**
 * @generated SignedSource<<a1b807c971025740cc3a4e7622e5553d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LibraryDigestsTab_viewer$data = {
  readonly scheduledDigests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly cron: string;
        readonly enabled: boolean;
        readonly id: string;
        readonly name: string;
        readonly properties: any;
        readonly scheduledDigestId: string;
      };
    }>;
  };
  readonly " $fragmentType": "LibraryDigestsTab_viewer";
};
export type LibraryDigestsTab_viewer$key = {
  readonly " $data"?: LibraryDigestsTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LibraryDigestsTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LibraryDigestsTab_viewer",
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
                  "name": "cron",
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

(node as any).hash = "2a272ecdb8327307adfc5471b2b94f84";

export default node;
