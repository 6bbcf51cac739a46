/**
 * @generated SignedSource<<bd6c6e3de3ebae7117b0778756b22bfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorKey = "ACTION_ALREADY_RUNNING" | "ACTION_RATE_LIMIT_EXCEEDED" | "ALREADY_SUBSCRIBED" | "APP_PASSWORD_NEEDS_EMAIL" | "BILLING_ACCOUNT_NOT_FOUND" | "BILLING_NOT_CONFIGURED" | "BILLING_PROVIDER_ERROR" | "CIRCULAR_REFERENCE" | "COMMENTS_FETCH_FAILED" | "COMMENT_THREAD_NOT_FOUND" | "COMMENT_THREAD_RATE_LIMITED" | "CONTENT_LIST_UNAVAILABLE" | "CURRENT_PASSWORD_REQUIRED" | "DUPLICATE_EMAIL" | "DUPLICATE_FOLDER_NAME" | "DUPLICATE_TAG_NAME" | "DUPLICATE_USERNAME" | "FEED_FETCH_FAILED" | "FEED_NOT_FOUND" | "FORBIDDEN" | "FULL_ARTICLE_FETCH_FAILED" | "FULL_ARTICLE_NOT_FOUND" | "FULL_ARTICLE_NO_LINK" | "IDEMPOTENCY_KEY_REUSED" | "IMAGE_BLOCKED_ADDRESS" | "IMAGE_NOT_SHOWN" | "IMAGE_SIGNATURE_INVALID" | "IMAGE_TOO_LARGE" | "IMAGE_UNAVAILABLE" | "INVALID_COMMENT_THREAD_LINK" | "INVALID_CONTENT_TYPE" | "INVALID_JSON" | "INVALID_PASSWORD" | "INVALID_TOKEN" | "LINKED_ACCOUNT_REQUIRED" | "MAX_AUDIO_DIGESTS_REACHED" | "MAX_CONTENT_ITEMS_TAGGED_REACHED" | "MAX_CONTENT_ITEM_ACTIONS_REACHED" | "MAX_CONTENT_ITEM_FILTERS_REACHED" | "MAX_CONTENT_ITEM_TAGS_REACHED" | "MAX_DIGESTS_REACHED" | "MAX_NEW_FEEDS_REACHED" | "MAX_OUTPUT_FEEDS_REACHED" | "MAX_SCHEDULED_DIGESTS_REACHED" | "MAX_SUBSCRIPTIONS_REACHED" | "MAX_SUBSCRIPTION_TAGS_REACHED" | "MAX_TEXT_DIGESTS_REACHED" | "MAX_WEBSITE_FEEDS_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_AN_IMAGE" | "NOT_FOUND" | "NO_TOKEN" | "PAYLOAD_TOO_LARGE" | "PRIVATE_WEB_FEED" | "RATE_LIMITED" | "TOKEN_EXPIRED" | "TOO_MANY_APP_PASSWORDS" | "UNDO_EXPIRED" | "UPLOAD_FAILED" | "UPLOAD_IN_PROGRESS" | "UPLOAD_SETTINGS_FAILED" | "VALIDATION_ERROR" | "VERIFY_EMAIL_TO_UPGRADE" | "WEBHOOK_SIGNATURE_INVALID" | "WEBSITE_ANALYSIS_FAILED" | "WEBSITE_CONTENT_FAILED" | "%future added value";
export type SubscribeToFeedTagInput = {
  feedTagId: string;
  folderId?: string | null | undefined;
};
export type BundleSubscribeMutation$variables = {
  input: SubscribeToFeedTagInput;
};
export type BundleSubscribeMutation$data = {
  readonly subscribeToFeedTag: {
    readonly __typename: string;
    readonly displayMessageKey?: ErrorKey;
    readonly message?: string;
    readonly upgradeUrl?: string | null | undefined;
    readonly viewer?: {
      readonly " $fragmentSpreads": FragmentRefs<"SubscriptionTree_viewer">;
    };
  };
};
export type BundleSubscribeMutation = {
  response: BundleSubscribeMutation$data;
  variables: BundleSubscribeMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayMessageKey",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BundleSubscribeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "subscribeToFeedTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SubscriptionTree_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SubscribeToFeedTagPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "BundleSubscribeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "subscribeToFeedTag",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Settings",
                    "kind": "LinkedField",
                    "name": "settings",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AppSettings",
                        "kind": "LinkedField",
                        "name": "appSettings",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hideStaleFolders",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReadingList",
                    "kind": "LinkedField",
                    "name": "readingList",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "allUnreadCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "recalculatingUnreadCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "entries",
                        "plural": true,
                        "selections": [
                          (v2/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": (v7/*:: as any*/),
                            "type": "FeedSubscription",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v6/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isStale",
                                "storageKey": null
                              }
                            ],
                            "type": "Folder",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v6/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "subscriptionId",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "title",
                                "storageKey": null
                              },
                              (v8/*:: as any*/),
                              (v9/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Feed",
                                "kind": "LinkedField",
                                "name": "feed",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "faviconUrl",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "FeedFailure",
                                    "kind": "LinkedField",
                                    "name": "failure",
                                    "plural": false,
                                    "selections": [
                                      (v3/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  },
                                  (v6/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isTopLevel",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Folder",
                                "kind": "LinkedField",
                                "name": "folders",
                                "plural": true,
                                "selections": (v7/*:: as any*/),
                                "storageKey": null
                              }
                            ],
                            "type": "FeedSubscription",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v6/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "folderId",
                                "storageKey": null
                              },
                              (v10/*:: as any*/),
                              (v8/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "icon",
                                "storageKey": null
                              },
                              (v9/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "subscriptionCount",
                                "storageKey": null
                              }
                            ],
                            "type": "Folder",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": (v7/*:: as any*/),
                            "type": "Node",
                            "abstractKey": "__isNode"
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folders",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SubscribeToFeedTagPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0f2de83e4df7bdac8ec383e4a8a52883",
    "id": null,
    "metadata": {},
    "name": "BundleSubscribeMutation",
    "operationKind": "mutation",
    "text": "mutation BundleSubscribeMutation(\n  $input: SubscribeToFeedTagInput!\n) {\n  subscribeToFeedTag(input: $input) {\n    __typename\n    ... on SubscribeToFeedTagPayload {\n      message\n      viewer {\n        ...SubscriptionTree_viewer\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n      displayMessageKey\n    }\n    ... on UserError {\n      upgradeUrl\n    }\n  }\n}\n\nfragment AddSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DeleteFolderDialog_folder on Folder {\n  id\n  folderId\n  name\n  subscriptionCount\n}\n\nfragment DeleteFolderDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DeleteSubscriptionDialog_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n}\n\nfragment DrawerFolder_folder on Folder {\n  id\n  folderId\n  name\n  enabled\n  icon\n  unreadCount\n  ...DeleteFolderDialog_folder\n}\n\nfragment DrawerSubscriptionRow_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n  enabled\n  unreadCount\n  feed {\n    faviconUrl\n    failure {\n      message\n    }\n    id\n  }\n  ...MoveSubscriptionDialog_subscription\n  ...DeleteSubscriptionDialog_subscription\n}\n\nfragment MoveSubscriptionDialog_subscription on FeedSubscription {\n  id\n  title\n  isTopLevel\n  folders {\n    id\n  }\n}\n\nfragment MoveSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment SubscriptionTree_viewer on User {\n  id\n  settings {\n    appSettings {\n      hideStaleFolders\n    }\n    id\n  }\n  readingList {\n    allUnreadCount\n    recalculatingUnreadCount\n    entries {\n      __typename\n      ... on FeedSubscription {\n        id\n      }\n      ... on Folder {\n        id\n        isStale\n      }\n      ...DrawerSubscriptionRow_subscription\n      ...DrawerFolder_folder\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ...AddSubscriptionDialog_viewer\n  ...MoveSubscriptionDialog_viewer\n  ...DeleteFolderDialog_viewer\n}\n"
  }
};
})();

(node as any).hash = "1e4dd086e73592fbd3db06f6924e6893";

export default node;
