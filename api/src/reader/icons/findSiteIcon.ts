import { Parser } from "htmlparser2";
import type { Fetcher } from "../fetch/fetchDocument.js";
import { fetchImage, ImageFetchError, type FetchedImage } from "../images/fetchImage.js";

export interface SiteIcon extends FetchedImage {
  /** Where it was fetched from. */
  url: string;
}

export interface IconLimits {
  /** Largest icon kept (an icon is a few KB; a bigger file is skipped for the next candidate). */
  maxBytes: number;
  /** Each fetch's own timeout (the page, then each candidate). */
  timeoutMs: number;
  /** How many icon candidates to try at most, /favicon.ico included. */
  maxCandidates?: number;
}

interface IconLink {
  url: string;
  /** Lower is better. */
  rank: number;
}

const PAGE_MAX_BYTES = 512 * 1024;

/**
 * The icons a page declares in its <head> (<link rel="icon">, "shortcut icon", "apple-touch-icon"), best
 * first: plain icons before touch icons, and among them the size nearest 32 px (what the reader shows at 16 px
 * on a dense screen). Mask icons are left out (monochrome silhouettes meant to be tinted). Relative addresses
 * resolve against the page (and its <base>).
 */
export function iconLinks(html: string, pageUrl: string): string[] {
  const found: IconLink[] = [];
  let base = pageUrl;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (done) return;
        if (name === "body") {
          done = true;
          return;
        }
        if (name === "base" && attribs.href) {
          try {
            base = new URL(attribs.href, pageUrl).href;
          } catch {
            /* keep the page's address */
          }
          return;
        }
        if (name !== "link" || !attribs.href) return;
        const rel = (attribs.rel ?? "").toLowerCase().split(/\s+/);
        const touch = rel.includes("apple-touch-icon") || rel.includes("apple-touch-icon-precomposed");
        if (!rel.includes("icon") && !touch) return;
        let url: string;
        try {
          url = new URL(attribs.href, base).href;
        } catch {
          return;
        }
        if (!/^https?:/i.test(url)) return;
        const size = Math.max(0, ...(attribs.sizes ?? "").split(/\s+/).map((s) => Number(/^(\d+)x\d+$/i.exec(s)?.[1] ?? 0)));
        found.push({ url, rank: (touch ? 1000 : 0) + (size ? Math.abs(size - 32) : 20) });
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return [...new Map(found.sort((a, b) => a.rank - b.rank).map((l) => [l.url, l])).keys()];
}

/**
 * Finds and fetches a site's icon: the icons its page declares, then the site's /favicon.ico. Every fetch goes
 * through the guarded fetcher (private-address guard, redirects, timeout) and must sniff as an image no larger
 * than the cap. Null when the site has none we can use.
 */
export async function findSiteIcon(fetcher: Fetcher, pageUrl: string, limits: IconLimits): Promise<SiteIcon | null> {
  let candidates: string[] = [];
  try {
    const page = await fetcher.fetchDocument(pageUrl, { accept: "text/html,application/xhtml+xml", maxBytes: PAGE_MAX_BYTES, timeoutMs: limits.timeoutMs });
    if (page.kind === "ok" && /html|xml/i.test(page.contentType ?? "text/html")) candidates = iconLinks(page.body.toString("utf8"), page.url);
  } catch {
    // No page (or not one we may fetch): the site's /favicon.ico may still answer.
  }
  try {
    candidates.push(new URL("/favicon.ico", pageUrl).href);
  } catch {
    /* not an absolute URL */
  }
  for (const url of [...new Set(candidates)].slice(0, limits.maxCandidates ?? 3)) {
    try {
      return { url, ...(await fetchImage(fetcher, url, { maxBytes: limits.maxBytes, timeoutMs: limits.timeoutMs })) };
    } catch (e) {
      // This candidate failed (missing, too big, not an image, blocked): try the next.
      if (!(e instanceof ImageFetchError)) throw e;
    }
  }
  return null;
}
