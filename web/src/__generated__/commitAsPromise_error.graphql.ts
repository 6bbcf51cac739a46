/**
 * @generated SignedSource<<a4edeb897d87d0bf5732feb80b1e0d3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ErrorKey = "ACTION_ALREADY_RUNNING" | "ACTION_RATE_LIMIT_EXCEEDED" | "ALREADY_SUBSCRIBED" | "APP_PASSWORD_NEEDS_EMAIL" | "BILLING_ACCOUNT_NOT_FOUND" | "BILLING_NOT_CONFIGURED" | "BILLING_PROVIDER_ERROR" | "CIRCULAR_REFERENCE" | "COMMENTS_FETCH_FAILED" | "COMMENT_THREAD_NOT_FOUND" | "COMMENT_THREAD_RATE_LIMITED" | "CONTENT_LIST_UNAVAILABLE" | "CURRENT_PASSWORD_REQUIRED" | "DUPLICATE_EMAIL" | "DUPLICATE_FOLDER_NAME" | "DUPLICATE_TAG_NAME" | "DUPLICATE_USERNAME" | "FEED_FETCH_FAILED" | "FEED_NOT_FOUND" | "FORBIDDEN" | "FULL_ARTICLE_FETCH_FAILED" | "FULL_ARTICLE_NOT_FOUND" | "FULL_ARTICLE_NO_LINK" | "IDEMPOTENCY_KEY_REUSED" | "IMAGE_BLOCKED_ADDRESS" | "IMAGE_NOT_SHOWN" | "IMAGE_SIGNATURE_INVALID" | "IMAGE_TOO_LARGE" | "IMAGE_UNAVAILABLE" | "INVALID_COMMENT_THREAD_LINK" | "INVALID_CONTENT_TYPE" | "INVALID_JSON" | "INVALID_PASSWORD" | "INVALID_TOKEN" | "LINKED_ACCOUNT_REQUIRED" | "MAX_AUDIO_DIGESTS_REACHED" | "MAX_CONTENT_ITEMS_TAGGED_REACHED" | "MAX_CONTENT_ITEM_ACTIONS_REACHED" | "MAX_CONTENT_ITEM_FILTERS_REACHED" | "MAX_CONTENT_ITEM_TAGS_REACHED" | "MAX_DIGESTS_REACHED" | "MAX_NEW_FEEDS_REACHED" | "MAX_OUTPUT_FEEDS_REACHED" | "MAX_SCHEDULED_DIGESTS_REACHED" | "MAX_SUBSCRIPTIONS_REACHED" | "MAX_SUBSCRIPTION_TAGS_REACHED" | "MAX_TEXT_DIGESTS_REACHED" | "MAX_WEBSITE_FEEDS_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_AN_IMAGE" | "NOT_FOUND" | "NO_TOKEN" | "PAYLOAD_TOO_LARGE" | "PRIVATE_WEB_FEED" | "RATE_LIMITED" | "TOKEN_EXPIRED" | "TOO_MANY_APP_PASSWORDS" | "UNDO_EXPIRED" | "UPLOAD_FAILED" | "UPLOAD_IN_PROGRESS" | "UPLOAD_SETTINGS_FAILED" | "VALIDATION_ERROR" | "VERIFY_EMAIL_TO_UPGRADE" | "WEBHOOK_SIGNATURE_INVALID" | "WEBSITE_ANALYSIS_FAILED" | "WEBSITE_CONTENT_FAILED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type commitAsPromise_error$data = {
  readonly displayMessageKey: ErrorKey;
  readonly fields?: ReadonlyArray<{
    readonly message: string;
  }>;
  readonly message: string;
  readonly upgradeUrl?: string | null | undefined;
  readonly " $fragmentType": "commitAsPromise_error";
};
export type commitAsPromise_error$key = {
  readonly " $data"?: commitAsPromise_error$data;
  readonly " $fragmentSpreads": FragmentRefs<"commitAsPromise_error">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "commitAsPromise_error"
};

(node as any).hash = "8d67ad57f05f5aa5e8e856bed6ae01b3";

export default node;
