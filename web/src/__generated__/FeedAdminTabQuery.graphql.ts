/**
 * @generated SignedSource<<4695a4f1fe0eca8a20d8ff7601518b8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedAdminTabQuery$variables = {
  id: string;
};
export type FeedAdminTabQuery$data = {
  readonly feedTags: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly node: {
    readonly feed: {
      readonly " $fragmentSpreads": FragmentRefs<"FeedAdminTab_feed">;
    } | null | undefined;
  } | null | undefined;
};
export type FeedAdminTabQuery = {
  response: FeedAdminTabQuery$data;
  variables: FeedAdminTabQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "FeedTag",
  "kind": "LinkedField",
  "name": "feedTags",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
    "name": "FeedAdminTabQuery",
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
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FeedAdminTab_feed"
                }
              ],
              "type": "Feed",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "feed"
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FeedAdminTabQuery",
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "link",
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
                "name": "imageUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "adminPinnedFields",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedAnalytics",
                "kind": "LinkedField",
                "name": "analytics",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reputation",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FeedTag",
                "kind": "LinkedField",
                "name": "feedTags",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminAuditEntry",
                "kind": "LinkedField",
                "name": "auditLog",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actorName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "changes",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Feed",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "832e788383fc38ea303396ca7ff8de00",
    "id": null,
    "metadata": {},
    "name": "FeedAdminTabQuery",
    "operationKind": "query",
    "text": "query FeedAdminTabQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Feed {\n      ...FeedAdminTab_feed\n    }\n    id\n  }\n  feedTags {\n    id\n    name\n  }\n}\n\nfragment AuditLogList_entries on AdminAuditEntry {\n  id\n  createdAt\n  actorName\n  action\n  changes\n}\n\nfragment FeedAdminTab_feed on Feed {\n  id\n  title\n  description\n  link\n  url\n  imageUrl\n  status\n  adminPinnedFields\n  analytics {\n    reputation\n  }\n  feedTags {\n    id\n  }\n  auditLog {\n    ...AuditLogList_entries\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0adbc2403bf364277195625ba40b7fc7";

export default node;
