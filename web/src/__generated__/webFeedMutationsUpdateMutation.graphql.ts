/**
 * @generated SignedSource<<8cddcbbdbf8e0a7464961a655b0bbccb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateWebsiteFeedInput = {
  contentSelectors?: ReadonlyArray<string> | null | undefined;
  enabled?: boolean | null | undefined;
  id: string;
  jsEnabled?: boolean | null | undefined;
  name?: string | null | undefined;
  strictness?: number | null | undefined;
  url?: string | null | undefined;
};
export type webFeedMutationsUpdateMutation$variables = {
  input: UpdateWebsiteFeedInput;
};
export type webFeedMutationsUpdateMutation$data = {
  readonly updateWebsiteFeed: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly websiteFeed?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LibraryWebsiteFeedsTab_row" | "WebsiteFeedEditor_websiteFeed">;
    };
  };
};
export type webFeedMutationsUpdateMutation = {
  response: webFeedMutationsUpdateMutation$data;
  variables: webFeedMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
],
v6 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayMessageKey",
    "storageKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "upgradeUrl",
        "storageKey": null
      }
    ],
    "type": "UserError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fields",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "webFeedMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWebsiteFeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WebsiteFeed",
                "kind": "LinkedField",
                "name": "websiteFeed",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WebsiteFeedEditor_websiteFeed"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LibraryWebsiteFeedsTab_row"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "WebsiteFeedPayload",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "commitAsPromise_error",
                  "selections": (v6/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "webFeedMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWebsiteFeed",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "WebsiteFeed",
                "kind": "LinkedField",
                "name": "websiteFeed",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "url",
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
                    "name": "jsEnabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "strictness",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contentSelectors",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "needsAttention",
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "awaitingFirstFetch",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FeedFailure",
                        "kind": "LinkedField",
                        "name": "failure",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FeedSubscription",
                        "kind": "LinkedField",
                        "name": "viewerSubscription",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "subscriptionId",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "WebsiteFeedPayload",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v6/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c34c65257222899bb0db5619609d807f",
    "id": null,
    "metadata": {},
    "name": "webFeedMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation webFeedMutationsUpdateMutation(\n  $input: UpdateWebsiteFeedInput!\n) {\n  updateWebsiteFeed(input: $input) {\n    __typename\n    ... on WebsiteFeedPayload {\n      websiteFeed {\n        id\n        ...WebsiteFeedEditor_websiteFeed\n        ...LibraryWebsiteFeedsTab_row\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment LibraryWebsiteFeedsTab_row on WebsiteFeed {\n  id\n  name\n  url\n  enabled\n  needsAttention\n  feed {\n    id\n    awaitingFirstFetch\n    failure {\n      message\n    }\n    viewerSubscription {\n      id\n      subscriptionId\n    }\n  }\n}\n\nfragment WebsiteFeedEditor_websiteFeed on WebsiteFeed {\n  id\n  name\n  url\n  enabled\n  jsEnabled\n  strictness\n  contentSelectors\n  needsAttention\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "40e1aa40a69ce2876fd6382bbf0d67ac";

export default node;
