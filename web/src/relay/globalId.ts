/**
 * Relay global ids as the API encodes them (Pothos' default: base64 of "Type:rawId"). Routes carry the raw
 * ids the spec's URLs use (/subscriptions/{subscriptionId}); queries need the global id for node(id:).
 */
export function toGlobalId(type: "FeedSubscription" | "Folder" | "Feed" | "FeedTag" | "User" | "ContentItem" | "ContentItemTag" | "ScheduledDigest" | "Digest", rawId: string): string {
  return btoa(`${type}:${rawId}`);
}
