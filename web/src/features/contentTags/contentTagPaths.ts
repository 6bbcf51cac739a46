/** The system tag every user has (spec part 1 section 1: "a built-in read-later tag (slug read-later)"). */
export const READ_LATER_SLUG = "read-later";

/**
 * A tag's page (spec part 1 section 2.1: /content/tags/{id} and /content/tags/read-later). System tags are
 * addressed by slug, which never changes; user tags by their raw id, because renaming changes the slug.
 */
export function contentTagPath(tag: { contentItemTagId: string; slug: string; isSystem: boolean }): string {
  return `/content/tags/${tag.isSystem ? tag.slug : tag.contentItemTagId}`;
}

/** Whether `pathname` shows this tag's page (its list or a modal on top of it), by raw id or by slug. */
export function isOnTagPage(pathname: string, tag: { contentItemTagId: string; slug: string; isSystem: boolean }): boolean {
  const [, content, tags, key] = pathname.split("/");
  return content === "content" && tags === "tags" && (key === tag.contentItemTagId || (tag.isSystem && key === tag.slug));
}
