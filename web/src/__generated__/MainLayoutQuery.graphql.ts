/**
 * @generated SignedSource<<0f1ad355008eb28d800fd59a47efcd0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MainLayoutQuery$variables = Record<PropertyKey, never>;
export type MainLayoutQuery$data = {
  readonly viewer: {
    readonly settings: {
      readonly " $fragmentSpreads": FragmentRefs<"AppearanceSync_settings" | "listDefaults_settings">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"BottomBar_viewer" | "NavDrawer_viewer" | "UserMenu_viewer">;
  } | null | undefined;
};
export type MainLayoutQuery = {
  response: MainLayoutQuery$data;
  variables: MainLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "icon",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
},
v5 = [
  (v0/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MainLayoutQuery",
    "selections": [
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
            "name": "UserMenu_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BottomBar_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NavDrawer_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AppearanceSync_settings"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "listDefaults_settings"
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MainLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isGuest",
            "storageKey": null
          },
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
                "concreteType": "AccountSettings",
                "kind": "LinkedField",
                "name": "accountSettings",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isPremium",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "guestExpiresAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v0/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "theme",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fontFamily",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fontSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lineHeight",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userCSS",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultLayoutView",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultSortBy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultShowRead",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allSubscriptionsContentFeed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discoverAllContentFeed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discoverStoriesFeed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discoverContentFeed",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasVerifiedEmail",
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contentItemTagId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSystem",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showInSidebar",
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalContentItems",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scheduledDigestId",
                        "storageKey": null
                      },
                      (v1/*:: as any*/),
                      (v3/*:: as any*/),
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
          },
          (v0/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": (v5/*:: as any*/),
                    "type": "FeedSubscription",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v0/*:: as any*/),
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
                      (v0/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "message",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          (v0/*:: as any*/)
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
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "type": "FeedSubscription",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "folderId",
                        "storageKey": null
                      },
                      (v1/*:: as any*/),
                      (v3/*:: as any*/),
                      (v2/*:: as any*/),
                      (v4/*:: as any*/),
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
                    "selections": (v5/*:: as any*/),
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
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "187a45471954757b13706d9f5644004e",
    "id": null,
    "metadata": {},
    "name": "MainLayoutQuery",
    "operationKind": "query",
    "text": "query MainLayoutQuery {\n  viewer {\n    ...UserMenu_viewer\n    ...BottomBar_viewer\n    ...NavDrawer_viewer\n    settings {\n      ...AppearanceSync_settings\n      ...listDefaults_settings\n      id\n    }\n    id\n  }\n}\n\nfragment AddSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment AppearanceSync_settings on Settings {\n  appSettings {\n    theme\n    fontFamily\n    fontSize\n    lineHeight\n    userCSS\n  }\n}\n\nfragment BottomBar_viewer on User {\n  email\n  isGuest\n  hasVerifiedEmail\n  settings {\n    accountSettings {\n      isPremium\n      guestExpiresAt\n    }\n    id\n  }\n}\n\nfragment DeleteContentTagDialog_tag on ContentItemTag {\n  id\n  contentItemTagId\n  slug\n  name\n  isSystem\n  totalContentItems\n}\n\nfragment DeleteFolderDialog_folder on Folder {\n  id\n  folderId\n  name\n  subscriptionCount\n}\n\nfragment DeleteFolderDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment DeleteSubscriptionDialog_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n}\n\nfragment DrawerDigestList_viewer on User {\n  scheduledDigests(first: 100) {\n    edges {\n      node {\n        id\n        scheduledDigestId\n        name\n        enabled\n        properties\n      }\n    }\n  }\n}\n\nfragment DrawerFolder_folder on Folder {\n  id\n  folderId\n  name\n  enabled\n  icon\n  unreadCount\n  ...DeleteFolderDialog_folder\n}\n\nfragment DrawerSubscriptionRow_subscription on FeedSubscription {\n  id\n  subscriptionId\n  title\n  enabled\n  unreadCount\n  feed {\n    faviconUrl\n    failure {\n      message\n    }\n    id\n  }\n  ...MoveSubscriptionDialog_subscription\n  ...DeleteSubscriptionDialog_subscription\n}\n\nfragment DrawerTagList_viewer on User {\n  contentItemTags {\n    id\n    contentItemTagId\n    slug\n    name\n    icon\n    isSystem\n    showInSidebar\n    enabled\n    unreadCount\n    ...DeleteContentTagDialog_tag\n  }\n}\n\nfragment MoveSubscriptionDialog_subscription on FeedSubscription {\n  id\n  title\n  isTopLevel\n  folders {\n    id\n  }\n}\n\nfragment MoveSubscriptionDialog_viewer on User {\n  id\n  folders {\n    id\n    name\n  }\n}\n\nfragment NavDrawer_viewer on User {\n  ...DrawerTagList_viewer\n  ...DrawerDigestList_viewer\n  ...SubscriptionTree_viewer\n}\n\nfragment SubscriptionTree_viewer on User {\n  id\n  settings {\n    appSettings {\n      hideStaleFolders\n    }\n    id\n  }\n  readingList {\n    allUnreadCount\n    recalculatingUnreadCount\n    entries {\n      __typename\n      ... on FeedSubscription {\n        id\n      }\n      ... on Folder {\n        id\n        isStale\n      }\n      ...DrawerSubscriptionRow_subscription\n      ...DrawerFolder_folder\n      ... on Node {\n        __isNode: __typename\n        id\n      }\n    }\n  }\n  ...AddSubscriptionDialog_viewer\n  ...MoveSubscriptionDialog_viewer\n  ...DeleteFolderDialog_viewer\n}\n\nfragment UserMenu_viewer on User {\n  username\n  email\n  isGuest\n  settings {\n    accountSettings {\n      isPremium\n    }\n    id\n  }\n}\n\nfragment listDefaults_settings on Settings {\n  appSettings {\n    defaultLayoutView\n    defaultSortBy\n    defaultShowRead\n  }\n  allSubscriptionsContentFeed\n  discoverAllContentFeed\n  discoverStoriesFeed\n  discoverContentFeed\n}\n"
  }
};
})();

(node as any).hash = "be369b7bdbf5cc5072698555c12e9643";

export default node;
