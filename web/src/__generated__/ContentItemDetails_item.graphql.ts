/**
 * @generated SignedSource<<04f210ca32452558174dc75409ffbdf7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentItemDetails_item$data = {
  readonly commentThreadLink: string | null | undefined;
  readonly contentItemId: string;
  readonly creator: string | null | undefined;
  readonly feed: {
    readonly faviconUrl: string | null | undefined;
    readonly feedId: string;
    readonly title: string | null | undefined;
    readonly url: string;
  };
  readonly media: ReadonlyArray<{
    readonly link: string;
    readonly mediaType: string;
    readonly numComments: number | null | undefined;
  }>;
  readonly publishedAt: any | null | undefined;
  readonly score: number | null | undefined;
  readonly sortAt: any;
  readonly subscription: {
    readonly subscriptionId: string;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "ContentItemDetails_item";
};
export type ContentItemDetails_item$key = {
  readonly " $data"?: ContentItemDetails_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentItemDetails_item">;
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
  "name": "ContentItemDetails_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentItemId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentThreadLink",
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
      "name": "publishedAt",
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
      "concreteType": "Feed",
      "kind": "LinkedField",
      "name": "feed",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedId",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subscriptionId",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
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
          "name": "numComments",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};
})();

(node as any).hash = "01349006b3dc85e8e9633b0fccb43573";

export default node;
