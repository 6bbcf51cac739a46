/**
 * @generated SignedSource<<81b33adc06f77d1bf993a501eb40af11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelView_channel$data = {
  readonly channelId: string;
  readonly digests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly digestId: string;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ChannelDigestItem_digest" | "ChannelHeroCarousel_digests" | "ChannelPlayer_digest">;
      };
    }>;
  };
  readonly id: string;
  readonly " $fragmentType": "ChannelView_channel";
};
export type ChannelView_channel$key = {
  readonly " $data"?: ChannelView_channel$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelView_channel">;
};

import ChannelViewPaginationQuery_graphql from './ChannelViewPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "digests"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ChannelViewPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ChannelView_channel",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channelId",
      "storageKey": null
    },
    {
      "alias": "digests",
      "args": null,
      "concreteType": "ChannelDigestsConnection",
      "kind": "LinkedField",
      "name": "__ChannelView_digests_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ChannelDigestsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Digest",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "digestId",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChannelDigestItem_digest"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChannelPlayer_digest"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChannelHeroCarousel_digests"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Channel",
  "abstractKey": null
};
})();

(node as any).hash = "25e3be217f4e0194676719d05b1f6236";

export default node;
