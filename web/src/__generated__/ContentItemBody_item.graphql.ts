/**
 * @generated SignedSource<<a1148f86a816262ea848a382a74b0ae0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FullArticleStatus = "FAILED" | "NOARCHIVE" | "NONE" | "QUEUED" | "STORED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContentItemBody_item$data = {
  readonly description: string | null | undefined;
  readonly fullArticle: {
    readonly html: string;
    readonly siteName: string | null | undefined;
    readonly url: string;
  } | null | undefined;
  readonly fullArticleError: string | null | undefined;
  readonly fullArticleStatus: FullArticleStatus;
  readonly id: string;
  readonly jesterContentEncoded: string | null | undefined;
  readonly jesterContentEncodedUrl: string | null | undefined;
  readonly jesterImageUrl: string | null | undefined;
  readonly link: string | null | undefined;
  readonly " $fragmentType": "ContentItemBody_item";
};
export type ContentItemBody_item$key = {
  readonly " $data"?: ContentItemBody_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentItemBody_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentItemBody_item",
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
      "name": "jesterImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jesterContentEncoded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jesterContentEncodedUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullArticleStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullArticleError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FullArticle",
      "kind": "LinkedField",
      "name": "fullArticle",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "html",
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
          "name": "siteName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContentItem",
  "abstractKey": null
};

(node as any).hash = "15bed9631880f9ba3d1718bb2562d825";

export default node;
