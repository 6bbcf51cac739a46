import type { Feed } from "../../generated/prisma/client.js";
import { feedFailureSentence } from "../../reader/feedFailures.js";

/** What readers are told about a feed that is not being read: the drawer's marker, the list's banner, REST's `failure`. */
export interface FeedFailure {
  /** A fetch or parse code (FETCH_NOT_FOUND, NOT_A_FEED, …) or FEED_DELETED. */
  code: string;
  /** The plain sentence for the code (api/src/reader/feedFailures.ts). */
  message: string;
  /** When the failing fetch ran. */
  lastRunAt: Date | null;
  /** When the feed was last read successfully (null: never). */
  lastSuccessAt: Date | null;
  consecutiveErrorCount: number;
  /** Whether a Retry can help (a feed an admin removed cannot be retried). */
  retryable: boolean;
}

type FailureFields = Pick<Feed, "status" | "lastRunResult" | "lastErrorCode" | "lastErrorStatus" | "lastRunAt" | "lastSuccessAt" | "consecutiveErrorCount">;

/**
 * A feed is reported as failing when its last fetch failed and it has never been read (a new feed that does not
 * work shows at once), or when it has failed often enough to be in status error (spec part 2 section 4: a feed
 * that worked gets ERROR_AFTER_FAILURES tries, so one blip on the publisher's side alarms nobody), or when it
 * is gone (410, or removed by an admin).
 */
export function feedFailure(feed: FailureFields): FeedFailure | null {
  let code: string;
  if (feed.status === "deleted") {
    code = feed.lastErrorCode === "FETCH_GONE" ? "FETCH_GONE" : "FEED_DELETED";
  } else {
    if (feed.lastRunResult !== "error" || !feed.lastErrorCode) return null;
    if (feed.lastSuccessAt && feed.status !== "error") return null;
    code = feed.lastErrorCode;
  }
  return {
    code,
    message: feedFailureSentence(code, feed.lastErrorStatus),
    lastRunAt: feed.lastRunAt,
    lastSuccessAt: feed.lastSuccessAt,
    consecutiveErrorCount: feed.consecutiveErrorCount,
    retryable: code !== "FEED_DELETED",
  };
}
