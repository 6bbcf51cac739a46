/**
 * @generated SignedSource<<a9004eb8347ac58162eaa19b8160849d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryCard_story$data = {
  readonly contentItemCount: number;
  readonly contentItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly feed: {
          readonly faviconUrl: string | null | undefined;
          readonly title: string | null | undefined;
        };
      };
    }>;
  };
  readonly heroImage: string | null | undefined;
  readonly lastItemAt: any;
  readonly publisherCount: number;
  readonly storyId: string;
  readonly summary: ReadonlyArray<string>;
  readonly title: string | null | undefined;
  readonly topics: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TopicChips_topics">;
  }>;
  readonly " $fragmentType": "StoryCard_story";
};
export type StoryCard_story$key = {
  readonly " $data"?: StoryCard_story$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryCard_story">;
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoryCard_story",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storyId",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "StoryContentItemsConnection",
      "kind": "LinkedField",
      "name": "contentItems",
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "contentItems(first:3)"
    }
  ],
  "type": "Story",
  "abstractKey": null
};
})();

(node as any).hash = "a530a96f3df79f4863902b478566a3d1";

export default node;
