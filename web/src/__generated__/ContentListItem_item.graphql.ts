/**
 * @generated SignedSource<<a1fa8fb5e54ce3b82da50b2685fd50e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentListItem_item$data = {
  readonly contentItemId: string;
  readonly creator: string | null | undefined;
  readonly description: string | null | undefined;
  readonly feed: {
    readonly faviconUrl: string | null | undefined;
    readonly title: string | null | undefined;
  };
  readonly id: string;
  readonly isRead: boolean;
  readonly jesterContentEncoded?: string | null | undefined;
  readonly jesterImageUrl: string | null | undefined;
  readonly link: string | null | undefined;
  readonly media: ReadonlyArray<{
    readonly mediaType: string;
    readonly numComments: number | null | undefined;
  }>;
  readonly score: number | null | undefined;
  readonly sortAt: any;
  readonly subscription: {
    readonly title: string;
  } | null | undefined;
  readonly title: string | null | undefined;
  readonly topics?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopicChips_topics">;
  }>;
  readonly " $fragmentType": "ContentListItem_item";
};
export type ContentListItem_item$key = {
  readonly " $data"?: ContentListItem_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentListItem_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [
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
  "metadata": null,
  "name": "ContentListItem_item",
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
    (v0/*:: as any*/),
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
      "name": "description",
      "storageKey": null
    },
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
    {
      "condition": "withBody",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "jesterContentEncoded",
          "storageKey": null
        }
      ]
    },
    {
      "condition": "withTopics",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
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
        }
      ]
    },
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
        }
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "faviconUrl",
          "storageKey": null
        }
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};
})();

(node as any).hash = "9013a03ec8d12cae80d94da28c209761";

export default node;
