import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseFeedDate } from "./dates.js";
import { parseFeed } from "./parseFeed.js";
import { FeedParseError } from "./types.js";

describe("parseFeedDate", () => {
  it.each([
    ["Sun, 22 Nov 2026 10:00:00 GMT", "2026-11-22T10:00:00.000Z"],
    ["Sun, 22 Nov 2026 10:00:00 -0500", "2026-11-22T15:00:00.000Z"],
    ["22 Nov 26 10:00 PST", "2026-11-22T18:00:00.000Z"],
    ["2026-11-22T10:00:00+02:00", "2026-11-22T08:00:00.000Z"],
    ["2026-11-22T10:00Z", "2026-11-22T10:00:00.000Z"],
    ["2026-11-22", "2026-11-22T00:00:00.000Z"],
    ["20261122T100000Z", "2026-11-22T10:00:00.000Z"],
    ["2026-11-22 10:00:00.123", "2026-11-22T10:00:00.123Z"],
  ])("%s", (raw, iso) => expect(parseFeedDate(raw)).toBe(iso));

  it("returns null for nonsense", () => {
    expect(parseFeedDate("yesterday-ish")).toBeNull();
    expect(parseFeedDate("")).toBeNull();
  });

  it("reads the common shapes (read by hand) as its general path does, out-of-range fields and odd zones included", () => {
    let seed = 11;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n);
    const two = (n: number) => String(n).padStart(2, "0");
    const days = ["Sun", "Mon", "Thu", "Xyz", "S1n"];
    const months = ["Jan", "Nov", "DEC", "may", "Foo"];
    const zones = ["GMT", "UTC", "EST", "+0000", "-0530", "+1400", "+99:9", "gmt"];
    const samples: string[] = [];
    for (let i = 0; i < 3_000; i++) {
      const [y, mo, d, h, mi, s] = [1999 + next(40), next(14), next(33), next(26), next(61), next(62)];
      samples.push(`${y}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}:${two(s)}${["Z", "z", "+01:00", "Y"][next(4)]}`);
      samples.push(`${days[next(5)]}, ${two(d)} ${months[next(5)]} ${y} ${two(h)}:${two(mi)}:${two(s)} ${zones[next(8)]}`);
    }
    // With spaces around it a value skips the shortcut (its length differs) and the general path reads it.
    const differing = samples.filter((s) => parseFeedDate(s) !== parseFeedDate(` ${s} `));
    expect(differing.slice(0, 5)).toEqual([]);
    expect(samples.filter((s) => parseFeedDate(s) !== null).length).toBeGreaterThan(3_000);
  });
});

describe("parseFeed", () => {
  it("resolves xml:base and relative links, sanitises content and makes a stable guid", () => {
    const feed = parseFeed({
      url: "https://blog.example/feed.atom",
      body: `<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://blog.example/en/"><title>B</title>
        <link href="/"/><entry xml:base="posts/"><title type="html">A &lt;b&gt;bold&lt;/b&gt; title</title>
        <link href="one.html"/><updated>2026-11-20T08:00:00Z</updated>
        <content type="html">&lt;p onclick="x()"&gt;Hi &lt;img src="pic.png"&gt;&lt;script&gt;bad()&lt;/script&gt;&lt;/p&gt;</content></entry></feed>`,
    });
    expect(feed).toMatchObject({ format: "atom", title: "B", link: "https://blog.example/" });
    const [item] = feed.items;
    expect(item).toMatchObject({ title: "A bold title", link: "https://blog.example/en/posts/one.html", updated: "2026-11-20T08:00:00.000Z" });
    expect(item?.guid).toBe("https://blog.example/en/posts/one.html");
    expect(item?.contentHtml).toContain('src="https://blog.example/en/posts/pic.png"');
    expect(item?.contentHtml).not.toMatch(/onclick|script/);
    expect(item?.imageUrl).toBe("https://blog.example/en/posts/pic.png");
  });

  it("takes a Reddit entry's permalink as its comments link", () => {
    const feed = parseFeed({
      body: `<feed xmlns="http://www.w3.org/2005/Atom"><title>r/rust</title><entry><id>t3_x</id><title>Post</title>
        <link href="https://www.reddit.com/r/rust/comments/abc/post/"/><content type="html">&lt;a href="https://blog.example/a"&gt;[link]&lt;/a&gt;</content></entry></feed>`,
    });
    expect(feed.items[0]?.commentsUrl).toBe("https://www.reddit.com/r/rust/comments/abc/post/");
  });

  it("reads comment counts: slash:comments in RSS, thr:total or a replies link's thr:count in Atom", () => {
    const rss = parseFeed({
      body: `<rss version="2.0" xmlns:slash="http://purl.org/rss/1.0/modules/slash/"><channel><title>W</title>
        <item><guid>a</guid><title>A</title><comments>https://w.example/a#comments</comments><slash:comments>12</slash:comments></item>
        <item><guid>b</guid><title>B</title><slash:comments>lots</slash:comments></item></channel></rss>`,
    });
    expect(rss.items.map((i) => [i.commentsUrl, i.commentCount])).toEqual([["https://w.example/a#comments", 12], [null, null]]);
    const atom = parseFeed({
      body: `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:thr="http://purl.org/syndication/thread/1.0"><title>T</title>
        <entry><id>1</id><title>One</title><thr:total>4</thr:total></entry>
        <entry><id>2</id><title>Two</title><link rel="replies" type="text/html" href="https://t.example/2#c" thr:count="7"/></entry>
        <entry><id>3</id><title>Three</title></entry></feed>`,
    });
    expect(atom.items.map((i) => i.commentCount)).toEqual([4, 7, null]);
    expect(atom.items[1]?.commentsUrl).toBe("https://t.example/2#c");
  });

  it("reads a Reddit listing: score, comment count, comments page, self text and preview image", () => {
    const post = (over: Record<string, unknown>) => ({ kind: "t3", data: { subreddit_name_prefixed: "r/rust", author: "ferris", created_utc: 1_790_000_000, ...over } });
    const feed = parseFeed({
      url: "https://www.reddit.com/r/rust/.json",
      contentType: "application/json; charset=UTF-8",
      body: JSON.stringify({ kind: "Listing", data: { after: "t3_b", children: [
        post({ name: "t3_a", title: "Rust &amp; you", url: "https://blog.example/rust", permalink: "/r/rust/comments/a/rust_you/", score: 1234, num_comments: 56,
          preview: { images: [{ source: { url: "https://preview.redd.it/x.png?width=640&amp;s=abc" } }] } }),
        post({ name: "t3_b", title: "Ask: lifetimes?", url: "https://www.reddit.com/r/rust/comments/b/ask/", permalink: "/r/rust/comments/b/ask/", score: 3, num_comments: 0,
          is_self: true, selftext_html: "&lt;div class=\"md\"&gt;&lt;p&gt;Why &lt;script&gt;x()&lt;/script&gt;?&lt;/p&gt;&lt;/div&gt;", thumbnail: "self" }),
      ] } }),
    });
    expect(feed).toMatchObject({ format: "json", title: "r/rust", link: "https://www.reddit.com/r/rust/" });
    const [a, b] = feed.items;
    expect(a).toMatchObject({
      guid: "t3_a", title: "Rust & you", link: "https://blog.example/rust", author: "ferris", score: 1234, commentCount: 56,
      commentsUrl: "https://www.reddit.com/r/rust/comments/a/rust_you/", imageUrl: "https://preview.redd.it/x.png?width=640&s=abc",
      published: new Date(1_790_000_000_000).toISOString(),
    });
    expect(b).toMatchObject({ guid: "t3_b", score: 3, commentCount: 0, imageUrl: null });
    // The self text is the body, sanitised like any feed HTML.
    expect(b?.contentHtml).toContain("<p>Why");
    expect(b?.contentHtml).not.toContain("script");
  });

  it("reads JSON Feed with a non-URL version and attachments", () => {
    const feed = parseFeed({
      url: "https://j.example/feed.json",
      body: JSON.stringify({ version: "1.0", title: "J", home_page_url: "/", items: [
        { id: "1", url: "/p/1", content_text: "a < b", date_published: "2026-01-02T03:04:05Z", attachments: [{ url: "/a.mp3", mime_type: "audio/mpeg", size_in_bytes: 10 }] },
      ] }),
    });
    expect(feed.link).toBe("https://j.example/");
    expect(feed.items[0]).toMatchObject({ guid: "1", link: "https://j.example/p/1", contentHtml: "a &lt; b", enclosures: [{ url: "https://j.example/a.mp3", type: "audio/mpeg", length: 10 }] });
  });

  it("reads the WebSub hubs and self address a feed advertises (RSS and Atom atom:link, JSON Feed hubs)", () => {
    const rss = parseFeed({
      url: "https://r.example/feed",
      body: `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>R</title>
        <atom:link rel="hub" href="https://hub.example/"/><atom:link rel="hub" href="/local-hub"/><atom:link rel="self" href="https://r.example/feed.xml"/>
        <atom:link rel="hub" href="javascript:alert(1)"/></channel></rss>`,
    });
    expect(rss).toMatchObject({ hubUrls: ["https://hub.example/", "https://r.example/local-hub"], selfUrl: "https://r.example/feed.xml" });
    const atom = parseFeed({
      url: "https://a.example/atom",
      body: `<feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><link rel="self" href="/atom.xml"/><link rel="hub" href="http://pubsubhubbub.example/"/><link href="/"/></feed>`,
    });
    expect(atom).toMatchObject({ hubUrls: ["http://pubsubhubbub.example/"], selfUrl: "https://a.example/atom.xml", link: "https://a.example/" });
    const json = parseFeed({
      url: "https://j.example/feed.json",
      body: JSON.stringify({ version: "https://jsonfeed.org/version/1.1", title: "J", feed_url: "https://j.example/feed.json", items: [],
        hubs: [{ type: "rssCloud", url: "https://cloud.example/" }, { type: "WebSub", url: "https://websub.example/hub" }] }),
    });
    expect(json).toMatchObject({ hubUrls: ["https://websub.example/hub"], selfUrl: "https://j.example/feed.json" });
    expect(parseFeed({ body: `<rss version="2.0"><channel><title>Plain</title></channel></rss>` })).toMatchObject({ hubUrls: [], selfUrl: null });
  });

  it("decodes by BOM, HTTP charset and XML declaration", () => {
    const latin1 = Buffer.from(`<?xml version="1.0" encoding="iso-8859-1"?><rss version="2.0"><channel><title>Caf\xe9</title></channel></rss>`, "latin1");
    expect(parseFeed({ body: latin1 }).title).toBe("Café");
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<rss version="2.0"><channel><title>Ünï</title></channel></rss>`, "utf16le")]);
    expect(parseFeed({ body: utf16 }).title).toBe("Ünï");
  });

  it("refuses HTML pages and empty documents with a clear code", () => {
    expect(() => parseFeed({ body: "<!doctype html><html><body>x</body></html>" })).toThrow(FeedParseError);
    expect(() => parseFeed({ body: "   " })).toThrowError(expect.objectContaining({ code: "EMPTY_DOCUMENT" }));
    expect(() => parseFeed({ body: "{not json" })).toThrowError(expect.objectContaining({ code: "INVALID_JSON" }));
  });
});

describe("rivulet parse CLI", () => {
  const run = promisify(execFile);
  const cli = (args: string[]) =>
    run(process.execPath, ["--import", "tsx", path.resolve(import.meta.dirname, "../../../../scripts/rivulet.ts"), ...args]).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    );

  it("prints one JSON object with the documented keys", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "rivulet-cli-"));
    const file = path.join(dir, "feed.xml");
    writeFileSync(file, `<rss version="2.0"><channel><title>T</title><link>/</link><item><title>I</title><link>/i</link><pubDate>Sun, 22 Nov 2026 10:00:00 GMT</pubDate><enclosure url="/a.mp3" type="audio/mpeg" length="5"/><comments>/c</comments></item></channel></rss>`);
    const { code, out } = await cli(["parse", file, "--url", "https://x.example/feed"]);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual(["title", "link", "description", "imageUrl", "items"]);
    expect(Object.keys(json.items[0])).toEqual(["guid", "title", "link", "published", "updated", "author", "summary", "contentHtml", "imageUrl", "enclosures", "commentsUrl"]);
    expect(json.items[0]).toMatchObject({ link: "https://x.example/i", published: "2026-11-22T10:00:00.000Z", commentsUrl: "https://x.example/c", enclosures: [{ url: "https://x.example/a.mp3", type: "audio/mpeg", length: 5 }] });
  });

  it("prints an error object and exits 1 for a document it cannot parse", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "rivulet-cli-"));
    const file = path.join(dir, "page.html");
    writeFileSync(file, "<html><body>not a feed</body></html>");
    const { code, out } = await cli(["parse", file]);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual({ error: { code: "NOT_A_FEED", message: expect.any(String) } });
  });
});
