/**
 * A small allow-list sanitiser for HTML the browser fetches itself (an item's jesterContentEncodedUrl): that
 * body never passes through the server's sanitize-html, so it is cleaned here before it reaches the page.
 * sanitize-html is not used in the bundle: it pulls postcss and Node built-ins in. DOMParser builds an inert
 * document (no scripts run, nothing loads), the walker below cleans it, and the body is serialised back.
 *
 * The decisions (which element, which attribute, which URL) are plain functions, tested without a browser;
 * `sanitizeTree` works on the few DOM members it needs so it can be tested on a stand-in tree too.
 */

/** Elements removed together with everything inside them: active content, forms, foreign markup. */
const DROP_WITH_CONTENT = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "input", "button", "textarea",
  "select", "option", "optgroup", "datalist", "noscript", "noembed", "noframes", "template", "svg", "math", "link", "meta",
  "base", "title", "head", "canvas", "dialog", "portal", "xmp", "plaintext", "xml", "slot",
]);

/** Elements kept as they are (with their allowed attributes); anything else is unwrapped (its children stay). */
const KEEP = new Set([
  "a", "abbr", "b", "bdi", "bdo", "blockquote", "br", "caption", "cite", "code", "col", "colgroup", "dd", "del", "details",
  "dfn", "div", "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd",
  "li", "mark", "ol", "p", "picture", "pre", "q", "s", "samp", "small", "source", "span", "strong", "sub", "summary", "sup",
  "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var", "wbr", "audio", "video", "track",
]);

const GLOBAL_ATTRIBUTES = new Set(["title", "lang", "dir"]);
const ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(["href"]),
  img: new Set(["src", "srcset", "sizes", "alt", "width", "height"]),
  source: new Set(["src", "srcset", "sizes", "type", "media"]),
  video: new Set(["src", "poster", "width", "height"]),
  audio: new Set(["src"]),
  track: new Set(["src", "kind", "srclang", "label"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  col: new Set(["span"]),
  colgroup: new Set(["span"]),
  ol: new Set(["start", "reversed", "type"]),
  li: new Set(["value"]),
  time: new Set(["datetime"]),
  blockquote: new Set(["cite"]),
  q: new Set(["cite"]),
  del: new Set(["cite", "datetime"]),
  ins: new Set(["cite", "datetime"]),
  details: new Set(["open"]),
};

/** Attributes whose value is one URL (srcset, a list of them, is handled apart). */
const URL_ATTRIBUTES = new Set(["href", "src", "poster", "cite"]);

export type ElementDecision = "keep" | "drop" | "unwrap";

/** What happens to an element by its (lower-case) tag name. */
export function elementDecision(tag: string): ElementDecision {
  const name = tag.toLowerCase();
  if (DROP_WITH_CONTENT.has(name)) return "drop";
  return KEEP.has(name) ? "keep" : "unwrap";
}

/** Whether an attribute may stay on a kept element (its value is checked apart for URLs). */
export function isAllowedAttribute(tag: string, attribute: string): boolean {
  const name = attribute.toLowerCase();
  // Event handlers are never on the allow-list; said out loud so a future addition cannot slip one in.
  if (name.startsWith("on")) return false;
  return GLOBAL_ATTRIBUTES.has(name) || (ATTRIBUTES[tag.toLowerCase()]?.has(name) ?? false);
}

/** Raster image data URIs only: an SVG data URI can carry script when opened on its own. */
const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/**
 * A URL that is safe to keep, resolved against `base`, or null. Links may be http(s) or mailto; media and
 * images http(s), and images also a raster data URI. javascript:, vbscript:, data:text/html, file: and the
 * like are refused whatever their spelling (the URL parser strips the tabs and newlines tricks rely on).
 */
export function safeUrl(value: string, kind: "link" | "media", base?: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (kind === "media" && DATA_IMAGE.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = base ? new URL(trimmed, base) : new URL(trimmed);
  } catch {
    return null;
  }
  const allowed = kind === "link" ? ["http:", "https:", "mailto:"] : ["http:", "https:"];
  return allowed.includes(url.protocol) ? url.href : null;
}

/** A srcset with every candidate's URL checked; null when none is left. */
export function safeSrcset(value: string, base?: string): string | null {
  const candidates = value
    .split(",")
    .map((c) => c.trim().split(/\s+/))
    .flatMap(([url = "", ...descriptor]) => {
      const safe = safeUrl(url, "media", base);
      // A data URI holds commas of its own and cannot be split reliably: srcset drops them.
      return safe && !safe.startsWith("data:") ? [[safe, ...descriptor].join(" ")] : [];
    });
  return candidates.length ? candidates.join(", ") : null;
}

/** The cleaned value of an allowed attribute, or null to remove it. */
export function cleanAttribute(tag: string, attribute: string, value: string, base?: string): string | null {
  const name = attribute.toLowerCase();
  if (!isAllowedAttribute(tag, name)) return null;
  if (name === "srcset") return safeSrcset(value, base);
  if (URL_ATTRIBUTES.has(name)) return safeUrl(value, name === "href" || name === "cite" ? "link" : "media", base);
  return value;
}

/** The DOM members the walker uses: a real Element satisfies it, and tests build a stand-in. */
export interface SanitizableNode {
  readonly nodeType: number;
  readonly childNodes: ArrayLike<SanitizableNode>;
  remove(): void;
}
export interface SanitizableElement extends SanitizableNode {
  readonly tagName: string;
  getAttributeNames(): string[];
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  replaceWith(...nodes: SanitizableNode[]): void;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Attributes every kept element of a kind gets: links open in a new tab, media have controls. */
function addForcedAttributes(el: SanitizableElement, tag: string) {
  if (tag === "a") {
    el.setAttribute("target", "_blank");
    el.setAttribute("rel", "noopener noreferrer nofollow");
  } else if (tag === "img") {
    el.setAttribute("loading", "lazy");
    el.setAttribute("decoding", "async");
  } else if (tag === "audio" || tag === "video") {
    el.setAttribute("controls", "");
    el.setAttribute("preload", "none");
  }
}

/** Cleans the children of `root` in place (the root itself is the container and stays as it is). */
export function sanitizeTree(root: SanitizableNode, base?: string): void {
  // A copy: the live list changes as nodes are removed or unwrapped.
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === TEXT_NODE) continue;
    if (node.nodeType !== ELEMENT_NODE) {
      node.remove(); // comments, processing instructions, CDATA
      continue;
    }
    const el = node as SanitizableElement;
    const tag = el.tagName.toLowerCase();
    const decision = elementDecision(tag);
    if (decision === "drop") {
      el.remove();
      continue;
    }
    // Children first, so an unwrapped element hands up children that are already clean.
    sanitizeTree(el, base);
    if (decision === "unwrap") {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const name of el.getAttributeNames()) {
      const cleaned = cleanAttribute(tag, name, el.getAttribute(name) ?? "", base);
      if (cleaned === null) el.removeAttribute(name);
      else if (cleaned !== el.getAttribute(name)) el.setAttribute(name, cleaned);
    }
    addForcedAttributes(el, tag);
  }
}

/**
 * The sanitised body of an HTML document or fragment. `base` resolves relative URLs (the article's own
 * address). Without DOMParser (not a browser) nothing is trusted: the answer is empty.
 */
export function sanitizeHtml(html: string, base?: string): string {
  if (typeof DOMParser === "undefined") return "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  sanitizeTree(doc.body as unknown as SanitizableNode, base);
  return doc.body.innerHTML;
}
