import type { OpmlDocument, OpmlFeedEntry, OpmlOutline } from "./types.js";

const labelOf = (o: OpmlOutline) => o.text ?? o.title;

/**
 * Every outline with a non-empty xmlUrl anywhere in the tree, in document order (the corpus README's
 * feedCount rule). A feed outline that has children is still a feed, and its children are visited too.
 * type="link" outlines carry url, not xmlUrl, so they are not feeds.
 */
export function opmlFeeds(doc: OpmlDocument): OpmlFeedEntry[] {
  const out: OpmlFeedEntry[] = [];
  const walk = (outlines: OpmlOutline[], path: string[]) => {
    for (const o of outlines) {
      if (o.xmlUrl) {
        out.push({ xmlUrl: o.xmlUrl, title: o.text ?? o.title ?? o.xmlUrl, htmlUrl: o.htmlUrl, type: o.type, folderPath: path });
      }
      if (o.children.length) {
        const label = labelOf(o);
        walk(o.children, label ? [...path, label] : path);
      }
    }
  };
  walk(doc.outlines, []);
  return out;
}

/** Separator of nested folder labels in one Rivulet folder name. */
export const FOLDER_PATH_SEPARATOR = " / ";

/**
 * The Rivulet folder a feed goes into. Rivulet folders are one level deep: no ancestor means the top level
 * (null); one ancestor is that folder; deeper paths are joined with " / " (our choice: the whole path is kept,
 * so nothing is lost and an export re-imports into the same folder names). Empty labels are skipped.
 */
export function folderNameFor(folderPath: string[]): string | null {
  const labels = folderPath.map((l) => l.trim()).filter(Boolean);
  return labels.length ? labels.join(FOLDER_PATH_SEPARATOR) : null;
}

/** Counts every <outline> element of the document (feeds, folders and plain outlines). */
export function countOutlines(outlines: OpmlOutline[]): number {
  return outlines.reduce((n, o) => n + 1 + countOutlines(o.children), 0);
}
