/**
 * @generated SignedSource<<71dfc6183bbdcf5b9ea015612bae7923>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateSettingInput = {
  key: string;
  value: any;
};
export type useListPrefsSaveViewMutation$variables = {
  input: UpdateSettingInput;
};
export type useListPrefsSaveViewMutation$data = {
  readonly updateSetting: {
    readonly __typename: "SettingsPayload";
    readonly settings: {
      readonly " $fragmentSpreads": FragmentRefs<"listDefaults_settings">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useListPrefsSaveViewMutation = {
  response: useListPrefsSaveViewMutation$data;
  variables: useListPrefsSaveViewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useListPrefsSaveViewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSetting",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                    "name": "listDefaults_settings"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SettingsPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useListPrefsSaveViewMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSetting",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                    "concreteType": "AppSettings",
                    "kind": "LinkedField",
                    "name": "appSettings",
                    "plural": false,
                    "selections": [
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SettingsPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d47b32629ec0c1282475a91065bf6535",
    "id": null,
    "metadata": {},
    "name": "useListPrefsSaveViewMutation",
    "operationKind": "mutation",
    "text": "mutation useListPrefsSaveViewMutation(\n  $input: UpdateSettingInput!\n) {\n  updateSetting(input: $input) {\n    __typename\n    ... on SettingsPayload {\n      settings {\n        ...listDefaults_settings\n        id\n      }\n    }\n  }\n}\n\nfragment listDefaults_settings on Settings {\n  appSettings {\n    defaultLayoutView\n    defaultSortBy\n    defaultShowRead\n  }\n  allSubscriptionsContentFeed\n  discoverAllContentFeed\n  discoverStoriesFeed\n  discoverContentFeed\n}\n"
  }
};
})();

(node as any).hash = "9efeed20400bf16fd4cc9aaf8c3ee436";

export default node;
