/**
 * @generated SignedSource<<8da6ac79101f1555387d93bae8e55c6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentItemPropertiesModalQuery$variables = {
  id: string;
};
export type ContentItemPropertiesModalQuery$data = {
  readonly node: {
    readonly item: {
      readonly contentItemId: string;
      readonly contentItemTags: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly creator: string | null | undefined;
      readonly engagementScore: number;
      readonly feed: {
        readonly feedId: string;
        readonly title: string | null | undefined;
        readonly url: string;
      };
      readonly isRead: boolean;
      readonly link: string | null | undefined;
      readonly media: ReadonlyArray<{
        readonly id: string;
        readonly link: string;
        readonly mediaType: string;
        readonly mimeType: string | null | undefined;
      }>;
      readonly publishedAt: any | null | undefined;
      readonly score: number | null | undefined;
      readonly subscription: {
        readonly subscriptionId: string;
        readonly title: string;
      } | null | undefined;
      readonly title: string | null | undefined;
      readonly updatedAt: any;
    } | null | undefined;
  } | null | undefined;
};
export type ContentItemPropertiesModalQuery = {
  response: ContentItemPropertiesModalQuery$data;
  variables: ContentItemPropertiesModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentItemId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "creator",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "engagementScore",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRead",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feedId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentItemMedia",
  "kind": "LinkedField",
  "name": "media",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mediaType",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mimeType",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ContentItemTag",
  "kind": "LinkedField",
  "name": "contentItemTags",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentItemPropertiesModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                (v9/*:: as any*/),
                (v10/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Feed",
                  "kind": "LinkedField",
                  "name": "feed",
                  "plural": false,
                  "selections": [
                    (v11/*:: as any*/),
                    (v3/*:: as any*/),
                    (v12/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "FeedSubscription",
                  "kind": "LinkedField",
                  "name": "subscription",
                  "plural": false,
                  "selections": [
                    (v13/*:: as any*/),
                    (v3/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v15/*:: as any*/),
                (v16/*:: as any*/)
              ],
              "type": "ContentItem",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "item"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContentItemPropertiesModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Feed",
                "kind": "LinkedField",
                "name": "feed",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v3/*:: as any*/),
                  (v12/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedSubscription",
                "kind": "LinkedField",
                "name": "subscription",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v3/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "type": "ContentItem",
            "abstractKey": null
          },
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9721aa28b17566bf91ef0e72021a124a",
    "id": null,
    "metadata": {},
    "name": "ContentItemPropertiesModalQuery",
    "operationKind": "query",
    "text": "query ContentItemPropertiesModalQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on ContentItem {\n      contentItemId\n      title\n      link\n      creator\n      publishedAt\n      updatedAt\n      score\n      engagementScore\n      isRead\n      feed {\n        feedId\n        title\n        url\n        id\n      }\n      subscription {\n        subscriptionId\n        title\n        id\n      }\n      media {\n        id\n        mediaType\n        link\n        mimeType\n      }\n      contentItemTags {\n        id\n        name\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "038ad5993cd8747c32a79cd620562fd0";

export default node;
