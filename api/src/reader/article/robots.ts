/**
 * Robots directives that decide whether an article may be kept (issue 20 section 2: honour `noarchive` only where
 * the site says so). Our reading, written down in README (Full articles):
 *
 * - `noarchive` means "do not keep a copy of this page". A page that says it is extracted and shown to the reader
 *   who asked, and never stored: the next reader's request fetches it again. `nocache` (Bing's spelling of the
 *   same wish) counts too. `none`, `noindex`, `nofollow`, `nosnippet` and the rest are about search engines'
 *   indexes and result pages, which Rivulet is not: they change nothing here.
 * - The site says it in the page (`<meta name="robots" content="noarchive">`) or in the answer's header
 *   (`X-Robots-Tag: noarchive`). Either may address a crawler by name (`<meta name="googlebot">`,
 *   `X-Robots-Tag: googlebot: noarchive`): only directives for every robot, or for Rivulet by name
 *   (`rivulet`, the first word of our User-Agent), apply to us.
 * - robots.txt is not read: a full article is one page a reader's subscription points at, fetched because a reader
 *   follows the feed that links it (as their browser would), not a crawl.
 */
export const ROBOTS_AGENT = "rivulet";

/** Directives whose value follows a colon (Google's list): `max-snippet: 20` is no user agent named max-snippet. */
const VALUED_DIRECTIVES = new Set(["unavailable_after", "max-snippet", "max-image-preview", "max-video-preview"]);
const NO_KEEPING = new Set(["noarchive", "nocache"]);

/** Whether a directive list for one robot (a meta's content, or a header's part) forbids keeping a copy. */
export function directivesForbidKeeping(directives: string): boolean {
  return directives.split(/[,\s]+/).some((d) => NO_KEEPING.has(d.trim().toLowerCase()));
}

/**
 * Whether X-Robots-Tag header values forbid keeping a copy for us. Each value is a comma list whose entries may
 * name an agent (`googlebot: noarchive`). Google reads a bare entry after a named one as that agent's too, but by
 * the time headers reach us several X-Robots-Tag lines are joined with commas (`googlebot: nofollow` and
 * `noarchive` arrive as `googlebot: nofollow, noarchive`), so which agent a bare entry meant is lost. We take
 * the site's side: only an entry that itself names another agent is not ours; every bare entry applies.
 */
export function headerForbidsKeeping(values: string | null | undefined): boolean {
  if (!values) return false;
  for (const raw of values.split(",")) {
    const entry = raw.trim();
    const named = /^([a-z0-9_.-]+)\s*:\s*(.*)$/i.exec(entry);
    if (named && !VALUED_DIRECTIVES.has(named[1]!.toLowerCase())) {
      if (named[1]!.toLowerCase() === ROBOTS_AGENT && directivesForbidKeeping(named[2]!)) return true;
      continue;
    }
    if (directivesForbidKeeping(entry)) return true;
  }
  return false;
}

/** Whether the page's robots meta tags forbid keeping a copy for us (`robots`, or `rivulet` by name). */
export function metaForbidsKeeping(metas: Iterable<{ name: string | null; content: string | null }>): boolean {
  for (const { name, content } of metas) {
    const who = name?.trim().toLowerCase();
    if ((who === "robots" || who === ROBOTS_AGENT) && content && directivesForbidKeeping(content)) return true;
  }
  return false;
}
