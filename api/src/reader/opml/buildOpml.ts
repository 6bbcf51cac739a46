/** A feed to export. */
export interface OpmlExportFeed {
  kind?: "feed";
  title: string;
  xmlUrl: string;
  htmlUrl?: string | null;
}

/** A folder to export: one level of outlines holding its feeds. */
export interface OpmlExportFolder {
  kind: "folder";
  name: string;
  feeds: OpmlExportFeed[];
}

export type OpmlExportEntry = (OpmlExportFeed & { kind: "feed" }) | OpmlExportFolder;

export interface BuildOpmlInput {
  title: string;
  dateCreated?: Date;
  ownerName?: string | null;
  /** Top-level entries in reading-list order. */
  entries: OpmlExportEntry[];
}

// Characters XML 1.0 forbids even as references; a feed title with one would make the file unreadable.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for a double-quoted attribute or element content; newlines and tabs survive as references. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
}

function feedOutline(feed: OpmlExportFeed, indent: string): string {
  const title = escapeXml(feed.title || feed.xmlUrl);
  const html = feed.htmlUrl ? ` htmlUrl="${escapeXml(feed.htmlUrl)}"` : "";
  return `${indent}<outline type="rss" text="${title}" title="${title}" xmlUrl="${escapeXml(feed.xmlUrl)}"${html}/>`;
}

/**
 * Builds an OPML 2.0 document (UTF-8): feeds as `type="rss"` outlines with both text and title, folders as
 * outlines holding their feeds. dateCreated is RFC 822 as OPML 2.0 asks. An empty folder is kept as a bare
 * outline (it re-imports as nothing, as it holds no feed).
 */
export function buildOpml({ title, dateCreated, ownerName, entries }: BuildOpmlInput): string {
  const head = [
    `    <title>${escapeXml(title)}</title>`,
    ...(dateCreated ? [`    <dateCreated>${dateCreated.toUTCString()}</dateCreated>`] : []),
    ...(ownerName ? [`    <ownerName>${escapeXml(ownerName)}</ownerName>`] : []),
  ];
  const body = entries.flatMap((entry) => {
    if (entry.kind === "feed") return [feedOutline(entry, "    ")];
    const name = escapeXml(entry.name);
    if (!entry.feeds.length) return [`    <outline text="${name}" title="${name}"/>`];
    return [`    <outline text="${name}" title="${name}">`, ...entry.feeds.map((f) => feedOutline(f, "      ")), "    </outline>"];
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<opml version="2.0">`,
    "  <head>",
    ...head,
    "  </head>",
    "  <body>",
    ...body,
    "  </body>",
    "</opml>",
    "",
  ].join("\n");
}
