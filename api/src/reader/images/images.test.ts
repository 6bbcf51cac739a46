import { describe, expect, it } from "vitest";
import { bigJpeg, ico, png, SVG } from "../../../../tests/fixtures/images.js";
import { iconLinks } from "../icons/findSiteIcon.js";
import { sanitizeFeedHtml } from "../sanitize/sanitizeFeedHtml.js";
import { htmlMentions, rewriteInsecureImages } from "./insecureImages.js";
import { sniffImage } from "./sniffImage.js";

describe("sniffImage", () => {
  it("knows images by their bytes", () => {
    expect(sniffImage(png(2, 2))?.mime).toBe("image/png");
    expect(sniffImage(bigJpeg(10))?.mime).toBe("image/jpeg");
    expect(sniffImage(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"))?.mime).toBe("image/gif");
    expect(sniffImage(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))?.mime).toBe("image/webp");
    expect(sniffImage(Buffer.from("\x00\x00\x00\x1cftypmif1\x00\x00\x00\x00mif1avifmiaf", "latin1"))?.mime).toBe("image/avif");
    expect(sniffImage(ico())?.mime).toBe("image/x-icon");
    expect(sniffImage(Buffer.from(SVG))).toEqual({ mime: "image/svg+xml", vector: true });
    expect(sniffImage(Buffer.from(`\uFEFF<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg/>`))?.mime).toBe("image/svg+xml");
  });

  it("refuses everything else, whatever its name or type claims", () => {
    expect(sniffImage(Buffer.from("<!doctype html><html><body><svg></svg></body></html>"))).toBeNull();
    expect(sniffImage(Buffer.from("BM is not a bitmap without its header"))).toBeNull();
    expect(sniffImage(Buffer.from('{"json": true}'))).toBeNull();
    expect(sniffImage(Buffer.from("\x00\x00\x00\x1cftypisom\x00\x00\x00\x00isommp41", "latin1"))).toBeNull(); // an MP4 video
    expect(sniffImage(Buffer.alloc(2))).toBeNull();
  });
});

describe("rewriteInsecureImages", () => {
  const proxy = (url: string) => `https://app.example/img?url=${encodeURIComponent(url)}`;

  it("sends http:// pictures through the proxy and leaves https ones, links and media alone", () => {
    const html = sanitizeFeedHtml(
      `<p><a href="http://site.example/page"><img src="http://site.example/a.png?x=1&y=2" srcset="http://site.example/a2.png 2x, https://cdn.example/a3.png 3x"></a></p>` +
        `<img src="https://cdn.example/b.png"><picture><source srcset="http://site.example/c.webp" type="image/webp"></picture>` +
        `<video src="http://site.example/v.mp4" poster="http://site.example/poster.jpg"><source src="http://site.example/v.webm"></video>` +
        `<p>Text about src="http://site.example/not-a-tag.png" stays.</p>`,
    );
    const out = rewriteInsecureImages(html, proxy);
    expect(out).toContain(`src="${proxy("http://site.example/a.png?x=1&y=2")}"`);
    expect(out).toContain(`srcset="${proxy("http://site.example/a2.png")} 2x, https://cdn.example/a3.png 3x"`);
    expect(out).toContain(`src="https://cdn.example/b.png"`);
    expect(out).toContain(`<source srcset="${proxy("http://site.example/c.webp")}"`);
    expect(out).toContain(`poster="${proxy("http://site.example/poster.jpg")}"`);
    expect(out).toContain(`href="http://site.example/page"`);
    expect(out).toContain(`src="http://site.example/v.mp4"`);
    expect(out).toContain(`<source src="http://site.example/v.webm"`);
    expect(out).toContain(`src="http://site.example/not-a-tag.png" stays`);
  });

  it("knows whether stored HTML shows an address (as the sanitiser escaped it)", () => {
    const html = sanitizeFeedHtml(`<img src="http://site.example/a.png?x=1&y=2">`);
    expect(htmlMentions(html, "http://site.example/a.png?x=1&y=2")).toBe(true);
    expect(htmlMentions(html, "http://elsewhere.example/a.png")).toBe(false);
    expect(htmlMentions(null, "http://site.example/a.png")).toBe(false);
  });
});

describe("iconLinks", () => {
  it("lists a page's icons best first, resolved against the page and its <base>", () => {
    const html = `<html><head><base href="/static/"><link rel="apple-touch-icon" href="touch.png" sizes="180x180">
      <link rel="mask-icon" href="mask.svg"><link rel="icon" href="big.png" sizes="192x192"><link rel="shortcut icon" href="/favicon-32.png" sizes="32x32">
      <link rel="stylesheet" href="s.css"></head><body><link rel="icon" href="late.png"></body></html>`;
    expect(iconLinks(html, "https://site.example/blog/post")).toEqual([
      "https://site.example/favicon-32.png",
      "https://site.example/static/big.png",
      "https://site.example/static/touch.png",
    ]);
  });
});
