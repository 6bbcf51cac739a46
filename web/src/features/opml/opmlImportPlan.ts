import { folderNameFor, opmlFeeds, type OpmlDocument, type OpmlOutline } from "../../../../api/src/reader/opml/index";

/** One outline of the file as the import tab shows it. */
export interface OpmlTreeNode {
  key: string;
  label: string;
  /** feed: has an xmlUrl (it may still hold children); folder: holds outlines; other: neither (skipped). */
  kind: "feed" | "folder" | "other";
  xmlUrl: string | null;
  /** For feeds: the index of its entry in `OpmlImportPlan.entries`. */
  entryIndex: number | null;
  /** Entry indexes of every feed below this outline (a folder's success/failure counts). */
  descendantEntries: number[];
  children: OpmlTreeNode[];
}

/** One feed to subscribe to, in document order. */
export interface OpmlImportEntry {
  url: string;
  /** The outline's own name, sent as the subscription title; null when it has none (the URL stands in). */
  title: string | null;
  /** The Rivulet folder (nested outline labels joined by the shared folderNameFor), or null for the top level. */
  folderName: string | null;
}

export interface OpmlImportPlan {
  title: string | null;
  roots: OpmlTreeNode[];
  entries: OpmlImportEntry[];
  /** Distinct folder names in order of first use. */
  folderNames: string[];
}

/**
 * What importing a parsed file will do. Which outlines are feeds and which folder each lands in come from the
 * shared OPML module (opmlFeeds, folderNameFor), exactly as the server's own import decides; the tree mirrors
 * the file so each outline can show its state. opmlFeeds lists feeds in document order, the order this walk
 * meets outlines with an xmlUrl, so the n-th feed node is the n-th entry.
 */
export function planOpmlImport(doc: OpmlDocument): OpmlImportPlan {
  const feeds = opmlFeeds(doc);
  const entries: OpmlImportEntry[] = feeds.map((f) => ({
    url: f.xmlUrl,
    title: f.title !== f.xmlUrl ? f.title : null,
    folderName: folderNameFor(f.folderPath),
  }));
  let next = 0;
  const build = (outline: OpmlOutline, key: string): OpmlTreeNode => {
    const entryIndex = outline.xmlUrl ? next++ : null;
    const children = outline.children.map((c, i) => build(c, `${key}.${i}`));
    return {
      key,
      label: outline.text ?? outline.title ?? outline.xmlUrl ?? "(untitled)",
      kind: outline.xmlUrl ? "feed" : children.length ? "folder" : "other",
      xmlUrl: outline.xmlUrl,
      entryIndex,
      descendantEntries: children.flatMap((c) => [...(c.entryIndex !== null ? [c.entryIndex] : []), ...c.descendantEntries]),
      children,
    };
  };
  const roots = doc.outlines.map((o, i) => build(o, String(i)));
  const folderNames = [...new Set(entries.flatMap((e) => (e.folderName ? [e.folderName] : [])))];
  return { title: doc.title, roots, entries, folderNames };
}

/** Splits a list into runs of `size` (spec part 1 section 9: OPML batch size 10). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
