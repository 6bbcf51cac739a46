/**
 * @generated SignedSource<<8dc575095dab17e912fbdcaa1989e0bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryCoverage_story$data = {
  readonly contentItemCount: number;
  readonly contentItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contentItemId: string;
        readonly feed: {
          readonly feedId: string;
          readonly title: string | null | undefined;
        };
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ContentListItem_item" | "ItemButtons_item">;
      };
    }>;
  };
  readonly id: string;
  readonly publisherCount: number;
  readonly publishers: ReadonlyArray<{
    readonly contentItemCount: number;
    readonly feeds: ReadonlyArray<{
      readonly faviconUrl: string | null | undefined;
      readonly feedId: string;
    }>;
    readonly site: string;
  }>;
  readonly " $fragmentType": "StoryCoverage_story";
};
export type StoryCoverage_story$key = {
  readonly " $data"?: StoryCoverage_story$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryCoverage_story">;
};

import StoryCoveragePaginationQuery_graphql from './StoryCoveragePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "contentItems"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentItemCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feedId",
  "storageKey": null
},
v3 = {
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
      "defaultValue": 100,
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
      "operation": StoryCoveragePaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "StoryCoverage_story",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publisherCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryPublisher",
      "kind": "LinkedField",
      "name": "publishers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "site",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Feed",
          "kind": "LinkedField",
          "name": "feeds",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "faviconUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "contentItems",
      "args": null,
      "concreteType": "StoryContentItemsConnection",
      "kind": "LinkedField",
      "name": "__StoryCoverage_contentItems_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "StoryContentItemsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ContentItem",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "contentItemId",
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
                    (v2/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "title",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ContentListItem_item"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ItemButtons_item"
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
    (v3/*:: as any*/)
  ],
  "type": "Story",
  "abstractKey": null
};
})();

(node as any).hash = "7d2edefeabe84eae928a839087423f15";

export default node;
