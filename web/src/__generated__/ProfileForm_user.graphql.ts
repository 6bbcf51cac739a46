/**
 * @generated SignedSource<<d2d30b9039986ab60645f2b30d6b2b63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileForm_user$data = {
  readonly email: string | null | undefined;
  readonly hasSetPassword: boolean;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "ProfileForm_user";
};
export type ProfileForm_user$key = {
  readonly " $data"?: ProfileForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileForm_user",
  "selections": [
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
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasSetPassword",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ac8c088e05a9e5eb337916e477f5b578";

export default node;
