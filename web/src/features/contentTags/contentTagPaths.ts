/** The system tag every user has (spec part 1 section 1: "a built-in read-later tag (slug read-later)"). */
export const READ_LATER_SLUG = "read-later";

/** A tag as its address needs it: only system tags have a slug (spec part 3 sections 2 and 3). */
export interface TagAddress {
  contentItemTagId: string;
  slug?: string | null;
}

/**
 * A tag's page (spec part 1 section 2.1: /content/tags/{id} and /content/tags/read-later). A system tag is
 * addressed by its slug, which never changes; the user's own tags have none and go by their raw id.
 */
export function contentTagPath(tag: TagAddress): string {
  return `/content/tags/${tag.slug ?? tag.contentItemTagId}`;
}

/** Whether `pathname` shows this tag's page (its list or a modal on top of it), by raw id or by slug. */
export function isOnTagPage(pathname: string, tag: TagAddress): boolean {
  const [, content, tags, key] = pathname.split("/");
  return content === "content" && tags === "tags" && (key === tag.contentItemTagId || (Boolean(tag.slug) && key === tag.slug));
}
