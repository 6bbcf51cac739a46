/**
 * @generated SignedSource<<7efc069335a81e5da45762b32daab04e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppSettingsInput = {
  defaultLayoutView?: string | null | undefined;
  defaultShowRead?: boolean | null | undefined;
  defaultSortBy?: string | null | undefined;
  fontFamily?: string | null | undefined;
  fontSize?: string | null | undefined;
  hideStaleFolders?: boolean | null | undefined;
  lineHeight?: string | null | undefined;
  theme?: string | null | undefined;
  userCSS?: string | null | undefined;
};
export type useAppSettingsMutation$variables = {
  input: AppSettingsInput;
};
export type useAppSettingsMutation$data = {
  readonly updateAppSettings: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly message?: string;
    readonly settings?: {
      readonly " $fragmentSpreads": FragmentRefs<"AppearanceSync_settings" | "AppearanceTab_settings" | "DefaultsTab_settings">;
    };
  };
};
export type useAppSettingsMutation = {
  response: useAppSettingsMutation$data;
  variables: useAppSettingsMutation$variables;
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
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": (v3/*:: as any*/),
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAppSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAppSettings",
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
                    "name": "AppearanceSync_settings"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AppearanceTab_settings"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DefaultsTab_settings"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SettingsPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "useAppSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAppSettings",
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
                        "name": "theme",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fontFamily",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fontSize",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lineHeight",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userCSS",
                        "storageKey": null
                      },
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hideStaleFolders",
                        "storageKey": null
                      }
                    ],
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
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8119bf732104d1e9b99a3c10e5cca372",
    "id": null,
    "metadata": {},
    "name": "useAppSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useAppSettingsMutation(\n  $input: AppSettingsInput!\n) {\n  updateAppSettings(input: $input) {\n    __typename\n    ... on SettingsPayload {\n      settings {\n        ...AppearanceSync_settings\n        ...AppearanceTab_settings\n        ...DefaultsTab_settings\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fields {\n        message\n      }\n    }\n  }\n}\n\nfragment AppearanceSync_settings on Settings {\n  appSettings {\n    theme\n    fontFamily\n    fontSize\n    lineHeight\n    userCSS\n  }\n}\n\nfragment AppearanceTab_settings on Settings {\n  appSettings {\n    theme\n    fontFamily\n    fontSize\n    lineHeight\n    userCSS\n  }\n}\n\nfragment DefaultsTab_settings on Settings {\n  appSettings {\n    defaultLayoutView\n    defaultSortBy\n    defaultShowRead\n    hideStaleFolders\n  }\n}\n"
  }
};
})();

(node as any).hash = "636536ba8a7223998dcc24932b30c151";

export default node;
