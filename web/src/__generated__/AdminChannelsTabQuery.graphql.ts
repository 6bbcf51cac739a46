/**
 * @generated SignedSource<<403f116929a20aeef2ee76124d04552b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminChannelsTabQuery$variables = {
  page: number;
  search?: string | null | undefined;
};
export type AdminChannelsTabQuery$data = {
  readonly adminChannels: {
    readonly channels: ReadonlyArray<{
      readonly channelId: string;
      readonly description: string;
      readonly digestCounts: {
        readonly completed: number;
        readonly failed: number;
        readonly pending: number;
      };
      readonly enabled: boolean;
      readonly id: string;
      readonly name: string;
      readonly nextRunAt: any | null | undefined;
    }>;
    readonly hasNextPage: boolean;
    readonly page: number;
  };
};
export type AdminChannelsTabQuery = {
  response: AdminChannelsTabQuery$data;
  variables: AdminChannelsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "AdminChannelPage",
    "kind": "LinkedField",
    "name": "adminChannels",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "page",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Channel",
        "kind": "LinkedField",
        "name": "channels",
        "plural": true,
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
            "name": "channelId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
            "name": "enabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextRunAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ChannelDigestCounts",
            "kind": "LinkedField",
            "name": "digestCounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pending",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failed",
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminChannelsTabQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminChannelsTabQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "737d93ebb53c530c2992c9310803a1ce",
    "id": null,
    "metadata": {},
    "name": "AdminChannelsTabQuery",
    "operationKind": "query",
    "text": "query AdminChannelsTabQuery(\n  $search: String\n  $page: Int!\n) {\n  adminChannels(search: $search, page: $page) {\n    page\n    hasNextPage\n    channels {\n      id\n      channelId\n      name\n      description\n      enabled\n      nextRunAt\n      digestCounts {\n        completed\n        pending\n        failed\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "05b77361a1259909ca8449fcb1e45412";

export default node;
