import { describe, expect, it } from "vitest";
import { cleanAttribute, elementDecision, isAllowedAttribute, safeSrcset, safeUrl, sanitizeHtml, sanitizeTree, type SanitizableElement, type SanitizableNode } from "./sanitizeHtml";

// Tests run in Node (no DOMParser): the decisions are tested directly, and the walker on a small stand-in
// tree with the DOM members it uses. The real DOMParser path runs in Chromium in tests/e2e/contentItem.test.ts.

class FakeText implements SanitizableNode {
  readonly nodeType: number;
  readonly childNodes: FakeNode[] = [];
  parent: FakeElement | null = null;
  constructor(
    readonly text: string,
    nodeType = 3,
  ) {
    this.nodeType = nodeType;
  }
  remove() {
    this.parent?.removeChild(this);
  }
}

class FakeElement implements SanitizableElement {
  readonly nodeType = 1;
  readonly childNodes: FakeNode[] = [];
  parent: FakeElement | null = null;
  private attrs = new Map<string, string>();
  constructor(
    readonly tagName: string,
    attrs: Record<string, string> = {},
    children: FakeNode[] = [],
  ) {
    for (const [k, v] of Object.entries(attrs)) this.attrs.set(k, v);
    for (const c of children) this.append(c);
  }
  append(c: FakeNode) {
    c.parent = this;
    this.childNodes.push(c);
  }
  removeChild(c: FakeNode) {
    this.childNodes.splice(this.childNodes.indexOf(c), 1);
    c.parent = null;
  }
  getAttributeNames() {
    return [...this.attrs.keys()];
  }
  getAttribute(n: string) {
    return this.attrs.get(n) ?? null;
  }
  setAttribute(n: string, v: string) {
    this.attrs.set(n, v);
  }
  removeAttribute(n: string) {
    this.attrs.delete(n);
  }
  remove() {
    this.parent?.removeChild(this);
  }
  replaceWith(...nodes: SanitizableNode[]) {
    const parent = this.parent!;
    const at = parent.childNodes.indexOf(this);
    const moved = nodes as FakeNode[];
    for (const n of moved) n.parent = parent;
    parent.childNodes.splice(at, 1, ...moved);
    this.parent = null;
  }
  serialize(): string {
    const attrs = [...this.attrs].map(([k, v]) => ` ${k}="${v}"`).join("");
    const inner = this.childNodes.map((c) => (c instanceof FakeElement ? c.serialize() : c.nodeType === 3 ? (c as FakeText).text : "")).join("");
    return `<${this.tagName.toLowerCase()}${attrs}>${inner}</${this.tagName.toLowerCase()}>`;
  }
}
type FakeNode = FakeElement | FakeText;

const el = (tag: string, attrs: Record<string, string> = {}, ...children: Array<FakeNode | string>) =>
  new FakeElement(tag.toUpperCase(), attrs, children.map((c) => (typeof c === "string" ? new FakeText(c) : c)));

function clean(...children: Array<FakeNode | string>) {
  const root = el("body", {}, ...children);
  sanitizeTree(root, "https://site.example/post/1");
  return root.childNodes.map((c) => (c instanceof FakeElement ? c.serialize() : (c as FakeText).text)).join("");
}

describe("element decisions", () => {
  it("drops active content and forms with everything inside", () => {
    for (const tag of ["script", "style", "iframe", "object", "embed", "form", "svg", "math", "noscript", "template", "link", "meta", "base"]) {
      expect(elementDecision(tag)).toBe("drop");
    }
  });
  it("keeps prose and media, unwraps the unknown", () => {
    for (const tag of ["p", "a", "img", "h2", "blockquote", "pre", "table", "figure", "video", "audio"]) expect(elementDecision(tag)).toBe("keep");
    for (const tag of ["font", "center", "article", "section", "custom-widget"]) expect(elementDecision(tag)).toBe("unwrap");
    expect(elementDecision("SCRIPT")).toBe("drop");
  });
});

describe("attributes and urls", () => {
  it("refuses every event handler and anything off the list", () => {
    expect(isAllowedAttribute("img", "onerror")).toBe(false);
    expect(isAllowedAttribute("a", "OnClick")).toBe(false);
    expect(isAllowedAttribute("p", "style")).toBe(false);
    expect(isAllowedAttribute("div", "class")).toBe(false);
    expect(isAllowedAttribute("a", "href")).toBe(true);
    expect(isAllowedAttribute("p", "title")).toBe(true);
    expect(isAllowedAttribute("p", "href")).toBe(false);
  });
  it("keeps http(s) and mailto links, resolves relative ones, refuses script schemes however spelt", () => {
    expect(safeUrl("https://a.example/x", "link")).toBe("https://a.example/x");
    expect(safeUrl("/about", "link", "https://site.example/post/1")).toBe("https://site.example/about");
    expect(safeUrl("mailto:me@a.example", "link")).toBe("mailto:me@a.example");
    for (const bad of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)", "vbscript:x", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd"]) {
      expect(safeUrl(bad, "link", "https://site.example/")).toBeNull();
    }
    expect(safeUrl("", "link")).toBeNull();
    expect(safeUrl("relative/without-base", "link")).toBeNull();
  });
  it("allows raster data images as media but not svg or html data", () => {
    expect(safeUrl("data:image/png;base64,iVBORw0KGgo=", "media")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(safeUrl("data:image/svg+xml;base64,PHN2Zz4=", "media")).toBeNull();
    expect(safeUrl("data:image/png;base64,iVBORw0KGgo=", "link")).toBeNull();
    expect(safeUrl("mailto:me@a.example", "media")).toBeNull();
  });
  it("checks each srcset candidate", () => {
    expect(safeSrcset("a.jpg 1x, javascript:alert(1) 2x, https://cdn.example/b.jpg 640w", "https://site.example/p/")).toBe("https://site.example/p/a.jpg 1x, https://cdn.example/b.jpg 640w");
    expect(safeSrcset("javascript:alert(1) 1x")).toBeNull();
  });
  it("cleans by attribute kind", () => {
    expect(cleanAttribute("a", "href", "javascript:alert(1)")).toBeNull();
    expect(cleanAttribute("img", "src", "//cdn.example/i.png", "https://site.example/")).toBe("https://cdn.example/i.png");
    expect(cleanAttribute("img", "alt", "A cat")).toBe("A cat");
    expect(cleanAttribute("img", "onload", "alert(1)")).toBeNull();
  });
});

describe("sanitizeTree", () => {
  it("removes scripts, handlers and unsafe links, keeps the prose", () => {
    const html = clean(
      el("p", { onclick: "alert(1)", style: "color:red" }, "Hello ", el("a", { href: "javascript:alert(1)" }, "there")),
      el("script", {}, "alert(1)"),
      el("img", { src: "/i.png", onerror: "alert(1)", alt: "pic" }),
    );
    // (The stand-in serialiser closes every element, img included.)
    expect(html).toBe('<p>Hello <a target="_blank" rel="noopener noreferrer nofollow">there</a></p><img src="https://site.example/i.png" alt="pic" loading="lazy" decoding="async"></img>');
  });
  it("unwraps unknown elements keeping their cleaned children, drops comments and whole forbidden subtrees", () => {
    const html = clean(
      el("font", { color: "red" }, "a", el("b", {}, "b"), el("iframe", { src: "https://evil.example" }, "x")),
      new FakeText("comment", 8),
      el("svg", {}, el("a", { href: "https://ok.example" }, "inside svg")),
      el("section", {}, el("p", {}, "kept")),
    );
    expect(html).toBe("a<b>b</b><p>kept</p>");
  });
  it("resolves link targets and opens them in a new tab", () => {
    const html = clean(el("a", { href: "/next", title: "Next" }, "next"));
    expect(html).toBe('<a href="https://site.example/next" title="Next" target="_blank" rel="noopener noreferrer nofollow">next</a>');
  });
  it("gives media players controls and never autoplay", () => {
    const html = clean(el("video", { src: "https://v.example/a.mp4", autoplay: "", onplay: "x" }));
    expect(html).toBe('<video src="https://v.example/a.mp4" controls="" preload="none"></video>');
  });
});

describe("sanitizeHtml outside a browser", () => {
  it("trusts nothing without DOMParser", () => {
    expect(sanitizeHtml("<p>hi</p>")).toBe("");
  });
});
