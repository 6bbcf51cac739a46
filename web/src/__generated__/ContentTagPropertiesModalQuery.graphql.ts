/**
 * @generated SignedSource<<441b2868126979f70549c335a3ad239b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentTagPropertiesModalQuery$variables = {
  tag: string;
};
export type ContentTagPropertiesModalQuery$data = {
  readonly viewer: {
    readonly contentItemTag: {
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContentTagGeneralTab_tag">;
    } | null | undefined;
  } | null | undefined;
};
export type ContentTagPropertiesModalQuery = {
  response: ContentTagPropertiesModalQuery$data;
  variables: ContentTagPropertiesModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tag"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "tag"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentTagPropertiesModalQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "ContentItemTag",
            "kind": "LinkedField",
            "name": "contentItemTag",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContentTagGeneralTab_tag"
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
    "name": "ContentTagPropertiesModalQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "ContentItemTag",
            "kind": "LinkedField",
            "name": "contentItemTag",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
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
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "icon",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showInSidebar",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enableDatafeed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DataFeedLinks",
                "kind": "LinkedField",
                "name": "dataFeed",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rss",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "atom",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "json",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a3c71df0b947d1ccc8f6fa55cb4dc6b5",
    "id": null,
    "metadata": {},
    "name": "ContentTagPropertiesModalQuery",
    "operationKind": "query",
    "text": "query ContentTagPropertiesModalQuery(\n  $tag: String!\n) {\n  viewer {\n    contentItemTag(slug: $tag) {\n      name\n      ...ContentTagGeneralTab_tag\n      id\n    }\n    id\n  }\n}\n\nfragment ContentTagGeneralTab_tag on ContentItemTag {\n  id\n  name\n  slug\n  isSystem\n  enabled\n  icon\n  showInSidebar\n  enableDatafeed\n  dataFeed {\n    ...DataFeedSection_links\n  }\n  totalContentItems\n}\n\nfragment DataFeedSection_links on DataFeedLinks {\n  rss\n  atom\n  json\n}\n"
  }
};
})();

(node as any).hash = "9d30dc430d85eeb27023ebc5dcdfaf83";

export default node;
