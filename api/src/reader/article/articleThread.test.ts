import { afterAll, describe, expect, it } from "vitest";
import { ArticleReaderThread } from "./articleThread.js";
import { readArticlePage } from "./extractArticle.js";

const PARAGRAPH =
  "The harbour board voted on Thursday to rebuild the north pier in stone, ending a decade of patching timber that the winter storms broke again every year. ";

function page(title: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>window.x=1</script></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav><main><article><h1>${title}</h1>
<p>${PARAGRAPH.repeat(3)}</p><p>${PARAGRAPH.repeat(2)}<a href="/piers">Earlier piers</a></p><img src="/pier.jpg" alt="The pier"></article></main>
<footer>© The Harbour Gazette</footer></body></html>`;
}

describe("ArticleReaderThread: article pages read in a thread of their own", () => {
  const thread = new ArticleReaderThread(200);
  afterAll(() => thread.close());

  it("answers what readArticlePage answers, for bytes and text, while this thread stays free", async () => {
    const url = "https://gazette.example/news/pier";
    const bytes = Buffer.from(page("Pier to be rebuilt in stone"));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const [fromBytes, fromText] = await Promise.all([thread.read(bytes, url, { contentType: "text/html; charset=utf-8" }), thread.read(page("Second"), url)]);
    clearInterval(timer);
    expect(thread.started).toBe(true);
    expect(fromBytes).toEqual(readArticlePage(bytes, url, { contentType: "text/html; charset=utf-8" }));
    expect(fromText).toEqual(readArticlePage(page("Second"), url));
    expect(fromBytes.article?.html).toContain('href="https://gazette.example/piers"');
    expect(fromBytes.article?.html).not.toContain("<script");
    // The event loop here kept turning while the thread parsed (the first page also starts the thread).
    expect(ticks).toBeGreaterThan(0);
  });

  it("stops when idle and starts again for the next page", async () => {
    await thread.read(page("One"), "https://gazette.example/a");
    await new Promise((r) => setTimeout(r, 600));
    expect(thread.started).toBe(false);
    const again = await thread.read(page("Two"), "https://gazette.example/b");
    expect(again.article?.title).toBe("Two");
    expect(thread.started).toBe(true);
  });

  it("answers too-complex for a page that exhausts the thread's heap, and reads the next page in a new thread", async () => {
    // A thread with a small heap stands for a page too large for the real one.
    const small = new ArticleReaderThread(200, 64);
    try {
      const huge = `<html><body><article>${`<p>${PARAGRAPH}</p>`.repeat(20_000)}</article></body></html>`;
      const [failed, next] = await Promise.all([small.read(huge, "https://gazette.example/huge"), small.read(page("After"), "https://gazette.example/c")]);
      expect(failed).toEqual({ article: null, noarchive: false, reason: "too-complex" });
      expect(next.article?.title).toBe("After");
    } finally {
      await small.close();
    }
  });
});
