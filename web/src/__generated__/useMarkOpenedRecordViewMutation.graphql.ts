/**
 * @generated SignedSource<<5de7bbcf29af1df123e08263d82742bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordContentItemViewInput = {
  id: string;
};
export type useMarkOpenedRecordViewMutation$variables = {
  input: RecordContentItemViewInput;
};
export type useMarkOpenedRecordViewMutation$data = {
  readonly recordContentItemView: {
    readonly __typename: "RecordContentItemViewPayload";
    readonly contentItem: {
      readonly engagementScore: number;
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkOpenedRecordViewMutation = {
  response: useMarkOpenedRecordViewMutation$data;
  variables: useMarkOpenedRecordViewMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "recordContentItemView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentItem",
            "kind": "LinkedField",
            "name": "contentItem",
            "plural": false,
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
                "name": "engagementScore",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RecordContentItemViewPayload",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkOpenedRecordViewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkOpenedRecordViewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9b60c2be980410c7b1416fa405d7dd17",
    "id": null,
    "metadata": {},
    "name": "useMarkOpenedRecordViewMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkOpenedRecordViewMutation(\n  $input: RecordContentItemViewInput!\n) {\n  recordContentItemView(input: $input) {\n    __typename\n    ... on RecordContentItemViewPayload {\n      contentItem {\n        id\n        engagementScore\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "80ec9fdff224929ab91babc42cf53c55";

export default node;
