/**
 * @generated SignedSource<<a8ca07b27737932616053c1ac379b566>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiscoverPageQuery$variables = {
  sortBy?: string | null | undefined;
};
export type DiscoverPageQuery$data = {
  readonly discover: {
    readonly popularContentItems: ReadonlyArray<{
      readonly contentItemId: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContentListItem_item" | "ItemButtons_item">;
    }>;
    readonly sortBy: string;
    readonly stories: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"StoryHeroCarousel_stories">;
    }>;
    readonly topics: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"TopicChips_topics">;
    }>;
    readonly trendingFeeds: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FeedCard_feed">;
    }>;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type DiscoverPageQuery = {
  response: DiscoverPageQuery$data;
  variables: DiscoverPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sortBy"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "sortBy",
    "variableName": "sortBy"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sortBy",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentItemId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Topic",
  "kind": "LinkedField",
  "name": "topics",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topicId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "faviconUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DiscoverPageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Discover",
        "kind": "LinkedField",
        "name": "discover",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Story",
            "kind": "LinkedField",
            "name": "stories",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StoryHeroCarousel_stories"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Topic",
            "kind": "LinkedField",
            "name": "topics",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TopicChips_topics"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentItem",
            "kind": "LinkedField",
            "name": "popularContentItems",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": [
                  {
                    "kind": "Literal",
                    "name": "withTopics",
                    "value": true
                  }
                ],
                "kind": "FragmentSpread",
                "name": "ContentListItem_item"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ItemButtons_item"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Feed",
            "kind": "LinkedField",
            "name": "trendingFeeds",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FeedCard_feed"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DiscoverPageQuery",
    "selections": [
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Discover",
        "kind": "LinkedField",
        "name": "discover",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Story",
            "kind": "LinkedField",
            "name": "stories",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "storyId",
                "storageKey": null
              },
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "heroImage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contentItemCount",
                "storageKey": null
              },
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
                "kind": "ScalarField",
                "name": "lastItemAt",
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentItem",
            "kind": "LinkedField",
            "name": "popularContentItems",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "creator",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sortAt",
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
                "name": "isRead",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "jesterImageUrl",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ContentItemMedia",
                "kind": "LinkedField",
                "name": "media",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mediaType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "numComments",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
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
                  (v7/*:: as any*/),
                  (v11/*:: as any*/),
                  (v1/*:: as any*/)
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
                  (v7/*:: as any*/),
                  (v1/*:: as any*/),
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
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "folders",
                    "plural": true,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  }
                ],
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
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
            "concreteType": "Feed",
            "kind": "LinkedField",
            "name": "trendingFeeds",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feedId",
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "imageUrl",
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subscriberCount",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subscriptionId",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "67847063a10c27279515f1275a00417d",
    "id": null,
    "metadata": {},
    "name": "DiscoverPageQuery",
    "operationKind": "query",
    "text": "query DiscoverPageQuery(\n  $sortBy: String\n) {\n  viewer {\n    id\n  }\n  discover(sortBy: $sortBy) {\n    sortBy\n    stories {\n      ...StoryHeroCarousel_stories\n      id\n    }\n    topics {\n      ...TopicChips_topics\n      id\n    }\n    popularContentItems {\n      id\n      contentItemId\n      ...ContentListItem_item_3Kd5ok\n      ...ItemButtons_item\n    }\n    trendingFeeds {\n      id\n      ...FeedCard_feed\n    }\n  }\n}\n\nfragment ContentListItem_item_3Kd5ok on ContentItem {\n  id\n  contentItemId\n  title\n  link\n  description\n  creator\n  sortAt\n  score\n  isRead\n  jesterImageUrl\n  topics {\n    ...TopicChips_topics\n    id\n  }\n  media {\n    mediaType\n    numComments\n    id\n  }\n  feed {\n    title\n    faviconUrl\n    id\n  }\n  subscription {\n    title\n    id\n  }\n}\n\nfragment FeedCard_feed on Feed {\n  feedId\n  title\n  description\n  url\n  link\n  imageUrl\n  faviconUrl\n  subscriberCount\n  ...SubscribeButton_feed\n}\n\nfragment ItemButtons_item on ContentItem {\n  id\n  isRead\n  ...readState_countHolders\n  ...ReadLaterButton_item\n  ...TagPickerMenu_item\n}\n\nfragment ReadLaterButton_item on ContentItem {\n  id\n  contentItemTags {\n    id\n    slug\n  }\n}\n\nfragment StoryHeroCarousel_stories on Story {\n  id\n  storyId\n  title\n  summary\n  heroImage\n  contentItemCount\n  publisherCount\n  lastItemAt\n  topics {\n    ...TopicChips_topics\n    id\n  }\n}\n\nfragment SubscribeButton_feed on Feed {\n  id\n  feedId\n  title\n  url\n  subscriberCount\n  viewerSubscription {\n    subscriptionId\n    id\n  }\n}\n\nfragment TagPickerMenu_item on ContentItem {\n  id\n  title\n  contentItemTags {\n    id\n  }\n}\n\nfragment TopicChips_topics on Topic {\n  topicId\n  name\n}\n\nfragment readState_countHolders on ContentItem {\n  id\n  isRead\n  subscription {\n    id\n    enabled\n    folders {\n      id\n    }\n  }\n  contentItemTags {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "5aa6d51d143925dbc63ffbf476512e82";

export default node;
