import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scanFeed } from "./parseFeed.js";
import { unshared } from "./unshared.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Heap growth, in bytes, of keeping what `keep` returns from each of `count` documents of about 200 KB. */
function retainedBy(count: number, keep: (doc: string, n: number) => unknown): number {
  const kept: unknown[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let n = 0; n < count; n++) {
    // Distinct documents (not one string repeated), each with a long filler V8 cannot share between them.
    const filler = `<p>${String(n).padStart(6, "0").repeat(33_000)}</p>`;
    const doc =
      `<?xml version="1.0"?><rss version="2.0"><channel><title>A feed with a long enough title ${n}</title>` +
      `<link>https://site-${n}.example.com/blog/</link><description>About things, number ${n}</description>` +
      `<item><title>Post</title><link>https://site-${n}.example.com/blog/post</link><description><![CDATA[${filler}]]></description></item>` +
      `</channel></rss>`;
    kept.push(keep(doc, n));
  }
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  expect(kept).toHaveLength(count);
  return grown;
}

describe("a feed's own fields after its parse", () => {
  it("do not keep the document alive (its site-icon and WebSub look-ups outlive the refresh)", () => {
    // The control: a plain substring does keep each document (about 20 MB for 100 of them)...
    expect(retainedBy(100, (doc) => doc.slice(doc.indexOf("https://"), doc.indexOf("</link>")))).toBeGreaterThan(10_000_000);
    // ...and the feed's fields from scanFeed do not.
    const grown = retainedBy(100, (doc, n) => {
      const feed = scanFeed({ body: doc, url: `https://site-${n}.example.com/feed.xml` });
      expect(feed.link).toBe(`https://site-${n}.example.com/blog/`);
      return [feed.title, feed.link, feed.description];
    });
    expect(grown).toBeLessThan(2_000_000);
  });

  it("unshared keeps every code unit, lone surrogates included", () => {
    const doc = `xxxxxxxxxxxxxxxxxxxx\uD800 a title with an emoji 🦊 and a lone surrogate yyyyyyyyyyyyyyyy`;
    const part = doc.slice(20, doc.length - 16);
    expect(unshared(part)).toBe(part);
    expect(unshared(null)).toBeNull();
  });
});
