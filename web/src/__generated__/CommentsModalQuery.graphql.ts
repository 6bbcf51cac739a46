/**
 * @generated SignedSource<<2d1000678eebe3bf7d21df66068f9d69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentSort = "LIVE" | "TOP" | "%future added value";
export type CommentsModalQuery$variables = {
  id: string;
  sort: CommentSort;
};
export type CommentsModalQuery$data = {
  readonly node: {
    readonly item: {
      readonly commentThread: {
        readonly error: {
          readonly message: string;
        } | null | undefined;
        readonly thread: {
          readonly comments: ReadonlyArray<{
            readonly " $fragmentSpreads": FragmentRefs<"commentData_comment">;
          }>;
          readonly fetchedAt: any;
          readonly hiddenCommentCount: number;
          readonly link: string;
          readonly numComments: number | null | undefined;
        } | null | undefined;
      };
      readonly title: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type CommentsModalQuery = {
  response: CommentsModalQuery$data;
  variables: CommentsModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sort"
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
  "name": "title",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "sort",
    "variableName": "sort"
  }
],
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
  "name": "numComments",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenCommentCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fetchedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "author",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "body",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "parentId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "created",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "score",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "depth",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "descendantCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "hiddenReplyCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deleted",
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v10 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CommentsModalQuery",
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
                {
                  "alias": null,
                  "args": (v3/*:: as any*/),
                  "concreteType": null,
                  "kind": "LinkedField",
                  "name": "commentThread",
                  "plural": false,
                  "selections": [
                    {
                      "fragment": {
                        "kind": "InlineFragment",
                        "selections": [
                          (v4/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Comment",
                            "kind": "LinkedField",
                            "name": "comments",
                            "plural": true,
                            "selections": [
                              {
                                "kind": "InlineDataFragmentSpread",
                                "name": "commentData_comment",
                                "selections": (v9/*:: as any*/),
                                "args": null,
                                "argumentDefinitions": []
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "type": "CommentThread",
                        "abstractKey": null
                      },
                      "kind": "AliasedInlineFragmentSpread",
                      "name": "thread"
                    },
                    {
                      "fragment": (v10/*:: as any*/),
                      "kind": "AliasedInlineFragmentSpread",
                      "name": "error"
                    }
                  ],
                  "storageKey": null
                }
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
    "name": "CommentsModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": null,
                "kind": "LinkedField",
                "name": "commentThread",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Comment",
                        "kind": "LinkedField",
                        "name": "comments",
                        "plural": true,
                        "selections": (v9/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "type": "CommentThread",
                    "abstractKey": null
                  },
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "ContentItem",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6f3015f132e4c88d235aec9fffb2e804",
    "id": null,
    "metadata": {},
    "name": "CommentsModalQuery",
    "operationKind": "query",
    "text": "query CommentsModalQuery(\n  $id: ID!\n  $sort: CommentSort!\n) {\n  node(id: $id) {\n    __typename\n    ... on ContentItem {\n      title\n      commentThread(sort: $sort) {\n        __typename\n        ... on CommentThread {\n          link\n          numComments\n          hiddenCommentCount\n          fetchedAt\n          comments {\n            ...commentData_comment\n            id\n          }\n        }\n        ... on Error {\n          __isError: __typename\n          message\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment commentData_comment on Comment {\n  id\n  author\n  body\n  parentId\n  created\n  score\n  depth\n  descendantCount\n  hiddenReplyCount\n  deleted\n  link\n}\n"
  }
};
})();

(node as any).hash = "e28b6376bdadc936626ce52928cc9ef1";

export default node;
