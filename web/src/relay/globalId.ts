/**
 * Relay global ids as the API encodes them (Pothos' default: base64 of "Type:rawId"). Routes carry the raw
 * ids the spec's URLs use (/subscriptions/{subscriptionId}); queries need the global id for node(id:).
 */
export function toGlobalId(type: "FeedSubscription" | "Folder" | "Feed" | "FeedTag" | "User" | "ContentItem" | "ContentItemTag" | "ScheduledDigest" | "Digest" | "Topic" | "Story", rawId: string): string {
  return btoa(`${type}:${rawId}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a raw id from a URL can name a row (the API's ids are UUIDs): anything else is "not found" without asking. */
export function isRawId(id: string): boolean {
  return UUID.test(id);
}
