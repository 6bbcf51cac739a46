import { VIEWED_LIMIT } from "./channelOptions";

/** The key a channel's viewed digest ids live under in localStorage (one list per channel). */
export const viewedKey = (channelId: string) => `rivulet.channel.${channelId}.viewed`;

/** A channel's viewed digest ids, oldest first; anything unreadable is an empty list. */
export function readViewed(storage: Pick<Storage, "getItem">, channelId: string): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(viewedKey(channelId)) ?? "[]") as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** The list with `digestId` as the newest viewed, at most the last VIEWED_LIMIT (spec part 3 section 9). */
export function withViewed(viewed: readonly string[], digestId: string, limit = VIEWED_LIMIT): string[] {
  return [...viewed.filter((id) => id !== digestId), digestId].slice(-limit);
}

/** Records a digest as viewed; a full or unavailable storage is not an error (the player goes on). */
export function markViewed(storage: Pick<Storage, "getItem" | "setItem">, channelId: string, digestId: string): string[] {
  const next = withViewed(readViewed(storage, channelId), digestId);
  try {
    storage.setItem(viewedKey(channelId), JSON.stringify(next));
  } catch {
    // Private browsing or a full quota: this session still knows.
  }
  return next;
}
