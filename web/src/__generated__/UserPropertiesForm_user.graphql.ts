/**
 * @generated SignedSource<<1934787e0312dfdb3dae1a5a9a35036a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserPropertiesForm_user$data = {
  readonly auditLog: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"AuditLogList_entries">;
  }>;
  readonly createdAt: any;
  readonly email: string | null | undefined;
  readonly hasVerifiedEmail: boolean;
  readonly id: string;
  readonly isGuest: boolean;
  readonly settings: {
    readonly accountSettings: {
      readonly isAdmin: boolean;
      readonly premiumUntil: any | null | undefined;
      readonly tier: string;
    };
  };
  readonly userId: string;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "UserPropertiesForm_user";
};
export type UserPropertiesForm_user$key = {
  readonly " $data"?: UserPropertiesForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserPropertiesForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserPropertiesForm_user",
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
      "name": "userId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
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
      "name": "isGuest",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasVerifiedEmail",
      "storageKey": null
    },
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
          "concreteType": "AccountSettings",
          "kind": "LinkedField",
          "name": "accountSettings",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isAdmin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tier",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "premiumUntil",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d1490f3af3fdc4c2421bbf1f750e3dcb";

export default node;
