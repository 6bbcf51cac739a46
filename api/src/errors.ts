import { NUL_MESSAGE } from "./lib/nulCharacters.js";

/**
 * The one error table. Every error a user or client can act on is a DomainError with a spec
 * `display_message_key`; its HTTP status and GraphQL shape come from this table alone.
 */
export const ERROR_TABLE = {
  // Spec part 1, section 8.
  DUPLICATE_USERNAME: { status: 409, message: "This username is already taken" },
  DUPLICATE_EMAIL: { status: 409, message: "This email is already taken" },
  // 401 on token errors is safe for the web: verify, reset and user update are on the redirect skip list.
  TOKEN_EXPIRED: { status: 401, message: "Token has expired" },
  INVALID_TOKEN: { status: 401, message: "Token is invalid" },
  INVALID_PASSWORD: { status: 401, message: "Password is invalid" },
  RATE_LIMITED: { status: 429, message: "Too many recent requests, please wait and try again later" },
  CURRENT_PASSWORD_REQUIRED: { status: 400, message: "Please re-enter your current password to change your password." },
  ACTION_RATE_LIMIT_EXCEEDED: {
    status: 429,
    message: "This action has been rate limited. Please reduce the number of matching items and re-enable.",
  },
  // Tier limits (spec: 'You have reached the maximum number of X for this account tier').
  MAX_CONTENT_ITEM_ACTIONS_REACHED: { status: 403, message: limit("actions") },
  MAX_CONTENT_ITEMS_TAGGED_REACHED: { status: 403, message: limit("tagged items") },
  MAX_CONTENT_ITEM_TAGS_REACHED: { status: 403, message: limit("tags") },
  MAX_CONTENT_ITEM_FILTERS_REACHED: { status: 403, message: limit("filters") },
  MAX_SUBSCRIPTIONS_REACHED: { status: 403, message: limit("subscriptions") },
  MAX_SUBSCRIPTION_TAGS_REACHED: { status: 403, message: limit("folders") },
  MAX_NEW_FEEDS_REACHED: { status: 403, message: limit("new feeds per week") },
  MAX_SCHEDULED_DIGESTS_REACHED: { status: 403, message: limit("scheduled digests") },
  MAX_OUTPUT_FEEDS_REACHED: { status: 403, message: limit("output feeds") },
  MAX_WEBSITE_FEEDS_REACHED: { status: 403, message: limit("website feeds") },
  MAX_DIGESTS_REACHED: { status: 403, message: limit("digests") },
  MAX_AUDIO_DIGESTS_REACHED: { status: 403, message: limit("audio digests") },
  MAX_TEXT_DIGESTS_REACHED: { status: 403, message: limit("text digests") },
  // Keys the spec does not name; messages follow its client-side wording where it has one.
  FEED_NOT_FOUND: { status: 422, message: "No feed results found for this URL." },
  // The message is always the plain sentence for the fetch or parse code (api/src/reader/feedFailures.ts).
  FEED_FETCH_FAILED: { status: 422, message: "The feed could not be fetched." },
  // A second re-run of an action while one runs (POST /actions/{id}/run) is refused, not doubled.
  ACTION_ALREADY_RUNNING: { status: 409, message: "This action is already running. Wait for it to finish and try again." },
  CIRCULAR_REFERENCE: { status: 400, message: "A subscription cannot come after itself in a folder." },
  DUPLICATE_FOLDER_NAME: { status: 409, message: "A folder with this name already exists" },
  DUPLICATE_TAG_NAME: { status: 409, message: "A tag with this name already exists" },
  // Spec part 2 section 8 (list load failure): a missing, another user's, or disabled list alike.
  CONTENT_LIST_UNAVAILABLE: { status: 404, message: "Failed to load content list. It may have been disabled, removed, or made private" },
  // The image endpoints (http:// pictures served from our origin, issue 12).
  IMAGE_NOT_SHOWN: { status: 404, message: "This image is not part of the item or feed" },
  IMAGE_UNAVAILABLE: { status: 404, message: "The image could not be loaded from its source" },
  IMAGE_BLOCKED_ADDRESS: { status: 403, message: "The image's address is on a private network" },
  IMAGE_TOO_LARGE: { status: 413, message: "The image is larger than this server passes on" },
  NOT_AN_IMAGE: { status: 415, message: "The address does not point to an image" },
  // Comment threads (spec part 2 sections 5 and 8; the spec names no keys). The fetch failures carry the upstream
  // status in their message ('Failed to fetch comments: 404'); a thread Reddit cannot serve (5xx, timeout, not
  // JSON) is a bad gateway, the one 5xx this API answers on purpose.
  INVALID_COMMENT_THREAD_LINK: { status: 400, message: "Invalid Reddit comment thread link" },
  COMMENT_THREAD_NOT_FOUND: { status: 404, message: "Failed to fetch comments: 404" },
  COMMENT_THREAD_RATE_LIMITED: { status: 429, message: "Failed to fetch comments: 429" },
  COMMENTS_FETCH_FAILED: { status: 502, message: "Failed to fetch comments: 502" },
  // Pro's anonymous image proxy serves only addresses this server signed for a Pro reader.
  IMAGE_SIGNATURE_INVALID: { status: 403, message: "This image address is not signed by this server" },
  // Billing (issue 16). The spec names no keys for these; the upgrade message is its button text.
  BILLING_NOT_CONFIGURED: { status: 404, message: "Billing is not configured on this server" },
  VERIFY_EMAIL_TO_UPGRADE: { status: 403, message: "Verify Email to Upgrade" },
  ALREADY_SUBSCRIBED: { status: 409, message: "You already have a Pro subscription: manage it from the billing portal" },
  BILLING_ACCOUNT_NOT_FOUND: { status: 404, message: "There is no billing account for this user yet: subscribe to Pro first" },
  BILLING_PROVIDER_ERROR: { status: 502, message: "The payment provider could not be reached, please try again" },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: "The webhook signature is missing or invalid" },
  // Website feeds (spec part 3 section 8, part 2 section 2; the spec names no keys for these).
  WEBSITE_ANALYSIS_FAILED: { status: 422, message: "Failed to analyze the website. Please check the URL and try again." },
  WEBSITE_CONTENT_FAILED: { status: 422, message: "Failed to load website content" },
  // Two spaces after the first sentence, as the spec writes it.
  PRIVATE_WEB_FEED: { status: 403, message: "This is a private web feed.  View its content through your subscription to this feed." },
  // Full articles (issue 20 section 2; the spec names no keys). The fetch and no-article messages are the plain
  // sentence for what happened (api/src/reader/article/articleFailures.ts); these are the fallbacks. Both are what the
  // publisher's page did, so 422 (the request was fine, its target is not usable), never a 5xx.
  FULL_ARTICLE_NO_LINK: { status: 422, message: "This item has no link to a web page to load the article from." },
  FULL_ARTICLE_FETCH_FAILED: { status: 422, message: "The article's page could not be fetched." },
  FULL_ARTICLE_NOT_FOUND: { status: 422, message: "No article was found on this page." },
  // Uploads of digest videos (spec part 3 sections 6 and 8; the spec names no keys). The account message names the
  // platform when raised; the client links to /settings#accounts.
  LINKED_ACCOUNT_REQUIRED: { status: 403, message: "Connect your account in Settings to upload" },
  UPLOAD_SETTINGS_FAILED: { status: 502, message: "Error fetching upload settings" },
  UPLOAD_FAILED: { status: 502, message: "Error uploading" },
  // The same request while its upload still runs: ask again (same body or Idempotency-Key) for its result.
  UPLOAD_IN_PROGRESS: { status: 409, message: "This upload is still running: ask again in a minute for its result" },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: "This Idempotency-Key was already used for a different upload request" },
  // Undo of a mark-all-read after its window, twice, after a newer mark, or with another user's token.
  UNDO_EXPIRED: { status: 410, message: "This can no longer be undone." },
  // App passwords for sync apps (issue 20; the spec names none of these).
  APP_PASSWORD_NEEDS_EMAIL: { status: 403, message: "Add an email to your account first: sync apps sign in with it and an app password" },
  TOO_MANY_APP_PASSWORDS: { status: 403, message: "An account can have at most 50 app passwords: revoke one you no longer use first" },
  NO_TOKEN: { status: 401, message: "No Token - Not logged in." },
  FORBIDDEN: { status: 403, message: "You do not have access to this resource" },
  NOT_FOUND: { status: 404, message: "Not Found" },
  VALIDATION_ERROR: { status: 400, message: "Schema Validation error" },
  INVALID_CONTENT_TYPE: { status: 415, message: "API request is of invalid contentType" },
  INVALID_JSON: { status: 400, message: "Request body is not valid JSON" },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Request body is too large" },
  METHOD_NOT_ALLOWED: { status: 405, message: "Method not allowed" },
} as const satisfies Record<string, { status: number; message: string }>;

function limit(what: string): string {
  return `You have reached the maximum number of ${what} for this account tier`;
}

export type ErrorKey = keyof typeof ERROR_TABLE;

/** Keys a client may offer an "Upgrade your account" link for (to /settings#billing). */
export const TIER_LIMIT_KEYS = (Object.keys(ERROR_TABLE) as ErrorKey[]).filter((k) => /^MAX_.*_REACHED$/.test(k));

/** A failure the user can act on. `fields` carries per-field form messages (spec part 1 section 5). */
export class DomainError extends Error {
  readonly key: ErrorKey;
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;

  constructor(key: ErrorKey, opts: { message?: string; fields?: Record<string, string>; retryAfterSeconds?: number } = {}) {
    super(opts.message ?? ERROR_TABLE[key].message);
    this.name = "DomainError";
    this.key = key;
    this.status = ERROR_TABLE[key].status;
    this.fields = opts.fields ?? {};
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}

/** A form validation failure (key VALIDATION_ERROR) carrying per-field messages. */
export class ValidationFailure extends DomainError {}

/** Builds a ValidationFailure; `message` is the first field's message so simple clients can show just that. */
export function validationError(fields: Record<string, string>, message?: string): ValidationFailure {
  const first = message ?? Object.values(fields)[0];
  return new ValidationFailure("VALIDATION_ERROR", { fields, ...(first ? { message: first } : {}) });
}

/**
 * PostgreSQL data exceptions that only a request's own values can cause (class 22), each with what the user is
 * told. A guard at the transport (REST refuses NUL characters up front) keeps most of them from reaching the
 * database; this is the net under every other way in (GraphQL arguments, a field a guard does not know).
 */
const INPUT_DATA_ERRORS: Record<string, string> = {
  "22021": NUL_MESSAGE,
  "22P05": "Text contains a character that cannot be stored",
  "22001": "A value is longer than allowed",
  "22003": "A number is out of range",
};

/** The database's code of a failed query, wherever the driver adapter put it. */
function databaseCodeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const o = e as { originalCode?: unknown; meta?: { driverAdapterError?: { cause?: unknown } }; cause?: unknown };
    if (typeof o.originalCode === "string") return o.originalCode;
    e = o.meta?.driverAdapterError?.cause ?? o.cause;
  }
  return undefined;
}

/** A thrown value as the DomainError the client is shown, or null when it is a fault of ours (masked, logged). */
export function domainErrorOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  const code = databaseCodeOf(error);
  const message = code === undefined ? undefined : INPUT_DATA_ERRORS[code];
  return message ? new ValidationFailure("VALIDATION_ERROR", { message }) : null;
}

/** Shape of every REST error body. */
export interface ErrorBody {
  message: string;
  display_message_key: string;
  fields?: Record<string, string>;
}

export function errorBody(e: DomainError): ErrorBody {
  return {
    message: e.message,
    display_message_key: e.key,
    ...(Object.keys(e.fields).length ? { fields: e.fields } : {}),
  };
}
