/**
 * @generated SignedSource<<f2d780c27b95097b4a573135f0bd7211>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LinkedAccountsTab_user$data = {
  readonly id: string;
  readonly linkedAccounts: ReadonlyArray<{
    readonly configured: boolean;
    readonly connected: boolean;
    readonly connectedAt: any | null | undefined;
    readonly email: string | null | undefined;
    readonly label: string;
    readonly providerUserId: string | null | undefined;
    readonly purpose: string;
    readonly service: string;
  }>;
  readonly " $fragmentType": "LinkedAccountsTab_user";
};
export type LinkedAccountsTab_user$key = {
  readonly " $data"?: LinkedAccountsTab_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkedAccountsTab_user">;
};

import LinkedAccountsTabRefetchQuery_graphql from './LinkedAccountsTabRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": LinkedAccountsTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "LinkedAccountsTab_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkedAccount",
      "kind": "LinkedField",
      "name": "linkedAccounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "service",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purpose",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "configured",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connected",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "providerUserId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connectedAt",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "44f226303ee2c8c1d1e84d8c7c84704e";

export default node;
