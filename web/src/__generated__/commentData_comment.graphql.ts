/**
 * @generated SignedSource<<28524103cc640635675a1881eadbf74b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type commentData_comment$data = {
  readonly author: string | null | undefined;
  readonly body: string | null | undefined;
  readonly created: any;
  readonly deleted: boolean;
  readonly depth: number;
  readonly descendantCount: number;
  readonly hiddenReplyCount: number;
  readonly id: string;
  readonly link: string;
  readonly parentId: string | null | undefined;
  readonly score: number | null | undefined;
  readonly " $fragmentType": "commentData_comment";
};
export type commentData_comment$key = {
  readonly " $data"?: commentData_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"commentData_comment">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "commentData_comment"
};

(node as any).hash = "b0e4012aa0a2f55dee3142cdf38bbcfb";

export default node;
