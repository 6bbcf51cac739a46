/**
 * @generated SignedSource<<89b778add3879f1518fd968163526380>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoryMedia_story$data = {
  readonly heroContentItem: {
    readonly contentItemId: string;
  } | null | undefined;
  readonly heroImage: string | null | undefined;
  readonly mediaItems: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly contentItemId: string;
        readonly feed: {
          readonly title: string | null | undefined;
        };
        readonly jesterImageUrl: string | null | undefined;
        readonly media: ReadonlyArray<{
          readonly link: string;
          readonly mediaType: string;
          readonly mimeType: string | null | undefined;
        }>;
        readonly title: string | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "StoryMedia_story";
};
export type StoryMedia_story$key = {
  readonly " $data"?: StoryMedia_story$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryMedia_story">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentItemId",
  "storageKey": null
},
v1 = {
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
  "name": "StoryMedia_story",
  "selections": [
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
      "concreteType": "ContentItem",
      "kind": "LinkedField",
      "name": "heroContentItem",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": "mediaItems",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 30
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
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "jesterImageUrl",
                  "storageKey": null
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
                      "name": "link",
                      "storageKey": null
                    },
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
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Feed",
                  "kind": "LinkedField",
                  "name": "feed",
                  "plural": false,
                  "selections": [
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
      ],
      "storageKey": "contentItems(first:30)"
    }
  ],
  "type": "Story",
  "abstractKey": null
};
})();

(node as any).hash = "0947de1a3d311ac1e81f8bb5c6d43129";

export default node;
