/**
 * @generated SignedSource<<9d254a594c38dad03df3c65c6b920b52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateChannelInput = {
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  name: string;
  promptInstructions?: string | null | undefined;
};
export type channelMutationsCreateMutation$variables = {
  input: CreateChannelInput;
};
export type channelMutationsCreateMutation$data = {
  readonly createChannel: {
    readonly __typename: string;
    readonly channel?: {
      readonly channelId: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChannelForm_channel" | "ChannelHeader_channel">;
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
    } | null | undefined;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type channelMutationsCreateMutation = {
  response: channelMutationsCreateMutation$data;
  variables: channelMutationsCreateMutation$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "channelId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
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
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayMessageKey",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upgradeUrl",
      "storageKey": null
    }
  ],
  "type": "UserError",
  "abstractKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
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
    "name": "channelMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createChannel",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Channel",
                "kind": "LinkedField",
                "name": "channel",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChannelForm_channel"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChannelHeader_channel"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChannelPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "commitAsPromise_error",
                  "selections": [
                    (v4/*:: as any*/),
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "FieldError",
                          "kind": "LinkedField",
                          "name": "fields",
                          "plural": true,
                          "selections": [
                            (v4/*:: as any*/)
                          ],
                          "storageKey": null
                        }
                      ],
                      "type": "ValidationError",
                      "abstractKey": null
                    }
                  ],
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
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
    "name": "channelMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createChannel",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Channel",
                "kind": "LinkedField",
                "name": "channel",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v8/*:: as any*/),
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
                    "name": "promptInstructions",
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
                    "concreteType": "Topic",
                    "kind": "LinkedField",
                    "name": "topics",
                    "plural": true,
                    "selections": [
                      (v9/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextRunAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChannelPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bc3d4fff92141b17c5cd10ceb9986b94",
    "id": null,
    "metadata": {},
    "name": "channelMutationsCreateMutation",
    "operationKind": "mutation",
    "text": "mutation channelMutationsCreateMutation(\n  $input: CreateChannelInput!\n) {\n  createChannel(input: $input) {\n    __typename\n    ... on ChannelPayload {\n      channel {\n        channelId\n        ...ChannelForm_channel\n        ...ChannelHeader_channel\n        id\n      }\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n    ...commitAsPromise_error\n  }\n}\n\nfragment ChannelForm_channel on Channel {\n  name\n  description\n  promptInstructions\n  enabled\n  topics {\n    id\n    name\n  }\n}\n\nfragment ChannelHeader_channel on Channel {\n  id\n  channelId\n  name\n  description\n  enabled\n  nextRunAt\n  topics {\n    id\n    name\n  }\n}\n\nfragment commitAsPromise_error on Error {\n  __isError: __typename\n  message\n  displayMessageKey\n  ... on UserError {\n    upgradeUrl\n  }\n  ... on ValidationError {\n    fields {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e982604276fa36696e6fc3b7336007f7";

export default node;
