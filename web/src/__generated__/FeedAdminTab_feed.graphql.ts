/**
 * @generated SignedSource<<bdafe746f1a1cb6acd807187108b7098>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedAdminTab_feed$data = {
  readonly adminPinnedFields: ReadonlyArray<string>;
  readonly analytics: {
    readonly reputation: number;
  };
  readonly auditLog: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AuditLogList_entries">;
  }>;
  readonly description: string | null | undefined;
  readonly feedTags: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly link: string | null | undefined;
  readonly status: string;
  readonly title: string | null | undefined;
  readonly url: string;
  readonly " $fragmentType": "FeedAdminTab_feed";
};
export type FeedAdminTab_feed$key = {
  readonly " $data"?: FeedAdminTab_feed$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedAdminTab_feed">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedAdminTab_feed",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
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
      "name": "link",
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adminPinnedFields",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedAnalytics",
      "kind": "LinkedField",
      "name": "analytics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reputation",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedTag",
      "kind": "LinkedField",
      "name": "feedTags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminAuditEntry",
      "kind": "LinkedField",
      "name": "auditLog",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AuditLogList_entries"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Feed",
  "abstractKey": null
};
})();

(node as any).hash = "a0c043332fa0efb65a1f8ec5994ed289";

export default node;
