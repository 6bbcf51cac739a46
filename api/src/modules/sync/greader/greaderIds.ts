/**
 * Google Reader's names for things, both ways. Item ids are our 64-bit syncIds: decimal in stream/items/ids
 * (`"123"`), and the long form `tag:google.com,2005:reader/item/` + 16 hex digits in contents and the Atom feed;
 * clients send either back. Streams are `feed/{feed id}` (our feed's UUID; a subscribe may send `feed/{url}`),
 * `user/-/label/{name}` (a folder, else a content tag of that name) and `user/-/state/com.google/…` states
 * (`user/{anything}/…` is taken as `user/-/…`).
 */

export const LONG_ITEM_PREFIX = "tag:google.com,2005:reader/item/";
export const STATE_PREFIX = "user/-/state/com.google/";
export const LABEL_PREFIX = "user/-/label/";
export const READING_LIST = `${STATE_PREFIX}reading-list`;
export const READ = `${STATE_PREFIX}read`;
export const STARRED = `${STATE_PREFIX}starred`;

export type Stream =
  | { kind: "reading-list" }
  | { kind: "starred" }
  | { kind: "read" }
  | { kind: "unread" }
  | { kind: "kept-unread" }
  /** States we keep no record of (broadcast, like, tracking-*, fresh): accepted and ignored. */
  | { kind: "ignored"; id: string }
  | { kind: "feed"; ref: string }
  | { kind: "label"; name: string };

/** Reads a stream id; null for one that is none of Google Reader's forms. */
export function parseStream(raw: string): Stream | null {
  const id = raw.trim().replace(/^user\/[^/]+\//, "user/-/");
  if (id.startsWith("feed/") && id.length > 5) return { kind: "feed", ref: id.slice(5) };
  if (id.startsWith(LABEL_PREFIX) && id.length > LABEL_PREFIX.length) return { kind: "label", name: id.slice(LABEL_PREFIX.length) };
  if (id.startsWith(STATE_PREFIX)) {
    const state = id.slice(STATE_PREFIX.length);
    if (state === "reading-list" || state === "starred" || state === "read" || state === "kept-unread" || state === "unread") return { kind: state };
    return { kind: "ignored", id };
  }
  return null;
}

/** The long item id of a syncId. */
export function longItemId(syncId: string): string {
  return LONG_ITEM_PREFIX + BigInt(syncId).toString(16).padStart(16, "0");
}

/**
 * A syncId (decimal text) from an item id as clients send it: the long form (hex), a bare 16-digit hex (zero
 * padded or with a-f), or a decimal, signed decimals as Google Reader wrote them included. Null when it is none.
 */
export function parseItemId(raw: string): string | null {
  const id = raw.trim();
  let value: bigint;
  try {
    if (id.startsWith(LONG_ITEM_PREFIX)) {
      const hex = id.slice(LONG_ITEM_PREFIX.length);
      if (!/^[0-9a-f]{1,16}$/i.test(hex)) return null;
      value = BigInt(`0x${hex}`);
    } else if (/^[0-9a-f]{16}$/i.test(id) && (/[a-f]/i.test(id) || id.startsWith("0"))) {
      value = BigInt(`0x${id}`);
    } else if (/^-?\d{1,20}$/.test(id)) {
      value = BigInt.asUintN(64, BigInt(id));
    } else return null;
  } catch {
    return null;
  }
  return value > 0n && value < 2n ** 63n ? value.toString() : null;
}

/** A Google Reader time parameter (ot, nt: seconds; ts: microseconds, also taken in seconds, ms or ns). */
export function parseTime(raw: string | null, unit: "s" | "auto"): Date | null {
  if (!raw || !/^\d{1,20}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  if (n <= 0) return null;
  if (unit === "s") return new Date(n * 1000);
  // By magnitude: seconds until year 5138, then milliseconds, microseconds, nanoseconds.
  const ms = n < 1e11 ? n * 1000 : n < 1e14 ? n : n < 1e17 ? n / 1000 : n / 1e6;
  return new Date(ms);
}
