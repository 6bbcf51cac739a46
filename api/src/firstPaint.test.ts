import { describe, expect, it } from "vitest";
import { firstPaintAttributes, firstPaintFor, markHtml } from "./firstPaint.js";

/** A Cookie header as the browser sends the web's `user` cookie (web/src/session/cookie.ts writeSession). */
function cookieWith(appSettings: unknown, others = "other=1") {
  const value = encodeURIComponent(JSON.stringify({ user: { id: "u1" }, token: "secret", settings: { appSettings } }));
  return `${others}; user=${value}`;
}

describe("first paint", () => {
  it("takes theme, font and sizes from the user cookie", () => {
    const paint = firstPaintFor(cookieWith({ theme: "pearl", fontFamily: "lato", fontSize: "large", lineHeight: "small" }), "/subscriptions/all");
    expect(paint).toEqual({ theme: "pearl", font: "lato", fontSize: "large", lineHeight: "small", shell: "reader" });
    expect(firstPaintAttributes(paint)).toBe(' data-theme="pearl" data-font="lato" data-font-size="large" data-line-height="small"');
  });

  it("keeps only values from the settings' closed sets (nothing from the cookie reaches the page as written)", () => {
    const paint = firstPaintFor(cookieWith({ theme: '"><script>alert(1)</script>', fontFamily: "comic", fontSize: "toString", lineHeight: 3 }), "/");
    expect(paint).toEqual({ theme: undefined, font: undefined, fontSize: undefined, lineHeight: undefined, shell: "reader" });
    expect(firstPaintAttributes(paint)).toBe("");
  });

  it("gives the defaults without a cookie or with a malformed one", () => {
    for (const header of [null, "", "user=", "user=%7Bnot json", "user=null", "user=%5B%5D", "usern=x; other=2"]) {
      expect(firstPaintAttributes(firstPaintFor(header, "/")), String(header)).toBe("");
    }
  });

  it("marks /pages/* for the top bar alone", () => {
    expect(firstPaintAttributes(firstPaintFor(null, "/pages/login"))).toBe(' data-shell="pages"');
    expect(firstPaintFor(null, "/pagesx").shell).toBe("reader");
  });

  it("puts the attributes on the <html> element", () => {
    expect(markHtml('<!doctype html>\n<html lang="en"><head></head></html>', ' data-theme="snow"')).toBe('<!doctype html>\n<html data-theme="snow" lang="en"><head></head></html>');
    expect(markHtml("<html>", "")).toBe("<html>");
  });
});
