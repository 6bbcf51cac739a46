import { shownTagUnread, type TagCount } from "../../core/tagCounts.js";
import type { ContentItemTag } from "../../generated/prisma/client.js";

/** The spec's content item tag (part 2 section 3), with its unread count beside totalContentItems. */
export function presentTag(tag: Pick<ContentItemTag, "id" | "name" | "slug" | "enabled" | "isSystem" | "properties">, count: TagCount | undefined) {
  return {
    id: tag.id,
    name: tag.name,
    slug: tag.slug,
    enabled: tag.enabled,
    isSystem: tag.isSystem,
    totalContentItems: count?.total ?? 0,
    unreadCount: shownTagUnread(tag, count),
    properties: { icon: null, showInSidebar: false, enableDatafeed: false, ...(tag.properties as object) },
  };
}

export type ContentItemTagView = ReturnType<typeof presentTag>;
