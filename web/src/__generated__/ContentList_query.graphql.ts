/**
 * @generated SignedSource<<155ae6faee4b7a2e435121d40b0cf9e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentList_query$data = {
  readonly contentItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contentItemId: string;
        readonly contentItemTags: ReadonlyArray<{
          readonly slug: string | null | undefined;
        }>;
        readonly id: string;
        readonly isRead: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"ContentListItem_item" | "ItemButtons_item">;
      };
    }>;
    readonly hiddenReadCount: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ContentList_query";
};
export type ContentList_query$key = {
  readonly " $data"?: ContentList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentList_query">;
};

import ContentListPaginationQuery_graphql from './ContentListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "contentItems"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "articles"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "contentItemTagId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "contentItemTagSlug"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "contentItemTopicId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "feedId"
    },
    {
      "defaultValue": 25,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "folderId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "showRead"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sortBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "subscriptionId"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withBody"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withTopics"
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
      "fragmentPathInResult": [],
      "operation": ContentListPaginationQuery_graphql
    }
  },
  "name": "ContentList_query",
  "selections": [
    {
      "alias": "contentItems",
      "args": [
        {
          "kind": "Variable",
          "name": "articles",
          "variableName": "articles"
        },
        {
          "kind": "Variable",
          "name": "contentItemTagId",
          "variableName": "contentItemTagId"
        },
        {
          "kind": "Variable",
          "name": "contentItemTagSlug",
          "variableName": "contentItemTagSlug"
        },
        {
          "kind": "Variable",
          "name": "contentItemTopicId",
          "variableName": "contentItemTopicId"
        },
        {
          "kind": "Variable",
          "name": "feedId",
          "variableName": "feedId"
        },
        {
          "kind": "Variable",
          "name": "folderId",
          "variableName": "folderId"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "showRead",
          "variableName": "showRead"
        },
        {
          "kind": "Variable",
          "name": "sortBy",
          "variableName": "sortBy"
        },
        {
          "kind": "Variable",
          "name": "subscriptionId",
          "variableName": "subscriptionId"
        }
      ],
      "concreteType": "ContentItemConnection",
      "kind": "LinkedField",
      "name": "__ContentList_contentItems_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hiddenReadCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContentItemEdge",
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
                  "name": "contentItemId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isRead",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ContentItemTag",
                  "kind": "LinkedField",
                  "name": "contentItemTags",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "slug",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "withBody",
                      "variableName": "withBody"
                    },
                    {
                      "kind": "Variable",
                      "name": "withTopics",
                      "variableName": "withTopics"
                    }
                  ],
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "97eb6034ed3b188dc796e2f344aea1cf";

export default node;
