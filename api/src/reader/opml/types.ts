/** One <outline> element. Attribute values are entity-decoded and trimmed; an absent or empty one is null. */
export interface OpmlOutline {
  text: string | null;
  title: string | null;
  xmlUrl: string | null;
  htmlUrl: string | null;
  type: string | null;
  children: OpmlOutline[];
}

export interface OpmlDocument {
  /** head/title of the first <head>. */
  title: string | null;
  /** The outlines of the first <body>, in document order. */
  outlines: OpmlOutline[];
}

/** A feed found anywhere in the outline tree (an outline with a non-empty xmlUrl). */
export interface OpmlFeedEntry {
  xmlUrl: string;
  /** The outline's text, else its title, else the xmlUrl. */
  title: string;
  htmlUrl: string | null;
  type: string | null;
  /** Labels (text, else title) of the enclosing outlines, outermost first; unlabeled ones are skipped. */
  folderPath: string[];
}

/** The spec's import error: its message is what the import tab shows ("Failed to parse OPML"). */
export class OpmlParseError extends Error {
  constructor(readonly detail: string) {
    super("Failed to parse OPML");
    this.name = "OpmlParseError";
  }
}
