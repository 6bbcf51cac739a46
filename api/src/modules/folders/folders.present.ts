import { folderUnread, type SubscriptionCount } from "../../core/unreadCounts.js";
import type { Folder } from "../../generated/prisma/client.js";

/** The spec's subscription tag (folder). */
export interface FolderView {
  id: string;
  name: string;
  enabled: boolean;
  unreadCount: number;
  subscriptionCount: number;
  properties: Record<string, unknown>;
}

export function presentFolder(folder: Folder & { memberships: Array<{ subscriptionId: string }> }, counts: Map<string, SubscriptionCount>): FolderView {
  const members = folder.memberships.map((m) => m.subscriptionId);
  return {
    id: folder.id,
    name: folder.name,
    enabled: folder.enabled,
    unreadCount: folderUnread(folder, members, counts),
    subscriptionCount: members.length,
    properties: folder.properties as Record<string, unknown>,
  };
}
