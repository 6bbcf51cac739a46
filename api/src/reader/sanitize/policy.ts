import { absolute, stripTrackingParams } from "../urls.js";

export { stripTrackingParams };

/**
 * What feed HTML may keep (the allow-lists) and how kept elements are rewritten (URLs resolved, tracking removed,
 * images lazy, links opened safely, iframes sandboxed, hidden elements and monospace text recognised). One
 * policy for both sanitisers: the streaming rewriter (sanitizeFeedHtml.ts) and sanitize-html, which cleans the
 * rare fragments the rewriter hands it (sanitizeWithSanitizeHtml.ts).
 */
/** Hosts whose players may be embedded; each iframe is also sandboxed. */
export const IFRAME_HOSTS = [
  "www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com", "www.dailymotion.com",
  "player.twitch.tv", "clips.twitch.tv", "open.spotify.com", "w.soundcloud.com", "bandcamp.com", "embed.podcasts.apple.com",
  "www.tiktok.com", "player.bilibili.com", "archive.org",
];

export const TEXT_TAGS = [
  "a", "abbr", "acronym", "address", "article", "aside", "b", "bdi", "bdo", "big", "blockquote", "br", "caption",
  "center", "cite", "code", "col", "colgroup", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption",
  "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "ins", "kbd", "keygen", "li",
  "main", "mark", "nav", "ol", "p", "pre", "q", "rp", "rt", "ruby", "s", "samp", "section", "small", "span", "strike",
  "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "tt", "u", "ul",
  "var", "wbr",
];
export const MEDIA_TAGS = ["img", "picture", "source", "audio", "video", "track", "iframe"];

// Removed together with everything inside them: code, styles, embedded documents and forms.
export const DROP_WITH_CONTENT = [
  "script", "style", "noscript", "template", "textarea", "select", "option", "form", "button", "input", "object",
  "embed", "applet", "frame", "frameset", "noframes", "head", "title", "meta", "link", "base", "svg", "math", "xml",
];

// Harmless attributes that carry meaning, not looks (feedparser's acceptable list minus presentation and anything
// that can carry a URL or script). No tabindex or role: feed content must not take part in the app's keyboard
// order or pretend to be a control.
export const GLOBAL_ATTRIBUTES = [
  "title", "lang", "dir", "style", "abbr", "axis", "char", "charoff", "colspan", "coords", "datetime", "gutter",
  "headers", "hreflang", "rev", "rowspan", "scope", "shape", "span", "start", "summary", "type", "value", "reversed",
  "label",
];
/** Alignment of table cells is data layout (numbers right-aligned), not decoration. */
export const CELL_ATTRIBUTES = ["align", "valign"];
/** Intrinsic size: the aspect ratio a picture or player reserves before it loads (CSS caps the width). */
export const SIZE_ATTRIBUTES = ["width", "height"];

const WORD = /^[a-z-]+$/i;

// Only styles that are emphasis or text layout survive; values are bounded so none can reach outside the text.
export const ALLOWED_STYLES: Record<string, RegExp[]> = {
  "font-weight": [/^(\d{3}|bold|bolder|lighter|normal)$/i],
  "font-style": [/^(normal|italic|oblique)$/i],
  "text-decoration": [/^(none|underline|line-through|overline)(\s+(underline|line-through|overline))*$/i],
  "text-decoration-line": [/^(none|underline|line-through|overline)(\s+(underline|line-through|overline))*$/i],
  "text-align": [/^(left|right|center|justify|start|end)$/i],
  "vertical-align": [/^(baseline|sub|super)$/i],
  // Wrapping kinds only: nowrap and pre would push a long line off a phone screen.
  "white-space": [/^(normal|pre-wrap|pre-line|break-spaces)$/i],
  "list-style-type": [WORD],
};

/** A font stack that is only monospace faces: the publisher's way of writing code in a WYSIWYG editor. */
const MONOSPACE_STACK = /^\s*(['"]?(courier( new)?|consolas|monaco|menlo|lucida console|andale mono|source code pro|fira (code|mono)|dejavu sans mono|liberation mono|ubuntu mono|jetbrains mono|roboto mono|sf mono|monospace)['"]?\s*,?\s*)+$/i;
/** What a hidden element is renamed to, so the exclusive filter drops it (never in the output). */
export const HIDDEN = "rivulet-hidden";
/** Inline elements whose monospace text becomes <code> (font and tt are legacy; span is what editors write). */
export const INLINE_CODE_CANDIDATES = new Set(["span", "font", "tt"]);

/** The value of one property in an inline style attribute (last one wins, as in CSS), lower-cased. */
function styleValue(style: string | undefined, property: string): string | null {
  if (!style) return null;
  let found: string | null = null;
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property) {
      found = declaration.slice(colon + 1).replace(/!important/i, "").trim().toLowerCase();
    }
  }
  return found;
}

/** Whether the publisher hid the element: it was never part of what readers saw (preheaders, hidden spam). */
export function isHidden(attribs: Record<string, string>): boolean {
  return styleValue(attribs.style, "display") === "none" || styleValue(attribs.style, "visibility") === "hidden" || "hidden" in attribs;
}

/** The face of a <font> or the font-family of a style, when it names monospace faces only. */
export function isMonospace(tagName: string, attribs: Record<string, string>): boolean {
  const family = styleValue(attribs.style, "font-family") ?? (tagName === "font" ? (attribs.face ?? null) : null);
  return tagName === "tt" || (family !== null && MONOSPACE_STACK.test(family));
}

// Web-bug hosts and paths seen in real feeds (Feedburner, WordPress stats, analytics beacons).
// FeedFlare (feeds.feedburner.com/~ff/) images are share and ad buttons, not the article.
const TRACKER_SRC =
  /^https?:\/\/([^/]*\.)?(feeds\.feedburner\.com\/~(r|ff)\/|feedburner\.google\.com\/~r\/|pixel\.wp\.com|stats\.wordpress\.com|www\.google-analytics\.com|pixel\.quantserve\.com|b\.scorecardresearch\.com|ad\.doubleclick\.net|feeds\.feedblitz\.com\/~\/i\/|pi\.feedsportal\.com|www\.assoc-amazon\.com\/e\/ir)/i;

const TINY = /^\s*[01](px)?\s*$/i;
const tiny = (v: string | undefined) => v !== undefined && TINY.test(v);

export function isTrackingPixel(attribs: Record<string, string>): boolean {
  return isTrackingImage(attribs.width, attribs.height, attribs.src);
}

/** isTrackingPixel of an image with these attributes (undefined: absent). */
export function isTrackingImage(width: string | undefined, height: string | undefined, src: string | undefined): boolean {
  if (tiny(width) && tiny(height)) return true;
  return TRACKER_SRC.test(src ?? "");
}

/** The data: URLs an image may keep (a data:text/html "image" is a script vector in some browsers). */
export const SAFE_DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|avif|bmp);/i;

function resolveSrcset(srcset: string, base: string | null | undefined): string {
  return srcset
    .split(",")
    .map((candidate) => {
      const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
      const abs = absolute(url, base);
      return abs ? [abs, ...descriptor].join(" ") : "";
    })
    .filter(Boolean)
    .join(", ");
}

/** Makes the named URL attributes absolute (in place: order and other attributes stay), dropping unresolvable ones. */
export function withUrls(out: Record<string, string>, base: string | null | undefined, names: string[]) {
  for (const name of names) {
    if (out[name] === undefined) continue;
    const abs = absolute(out[name], base);
    if (abs === null) delete out[name];
    else out[name] = name === "href" ? stripTrackingParams(abs) : abs;
  }
  if (out.srcset !== undefined) out.srcset = resolveSrcset(out.srcset, base);
  return out;
}

/** Which attributes each tag keeps ("*": every tag). */
export const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  "*": GLOBAL_ATTRIBUTES,
  a: ["href", "name", "target", "rel"],
  img: ["src", "srcset", "sizes", "alt", "loading", "decoding", "referrerpolicy", ...SIZE_ATTRIBUTES],
  source: ["src", "srcset", "sizes", "media", "type"],
  audio: ["src", "controls", "preload", "loop", "muted"],
  video: ["src", "poster", "controls", "preload", "loop", "muted", "playsinline", ...SIZE_ATTRIBUTES],
  track: ["src", "kind", "srclang", "label", "default"],
  iframe: ["src", "allowfullscreen", "sandbox", "loading", "referrerpolicy", "allow", ...SIZE_ATTRIBUTES],
  td: CELL_ATTRIBUTES, th: CELL_ATTRIBUTES, tr: CELL_ATTRIBUTES, col: CELL_ATTRIBUTES, colgroup: CELL_ATTRIBUTES,
  thead: CELL_ATTRIBUTES, tbody: CELL_ATTRIBUTES, tfoot: CELL_ATTRIBUTES,
  blockquote: ["cite"], q: ["cite"], del: ["cite"], ins: ["cite"], ol: ["start", "reversed", "type"], li: ["value"],
  time: ["datetime"],
};

/** URL schemes links and sources may use; images and sources may also be data: (only data:image survives, below). */
export const ALLOWED_SCHEMES = ["http", "https", "mailto"];
export const ALLOWED_SCHEMES_BY_TAG: Record<string, string[]> = { img: ["http", "https", "data"], source: ["http", "https", "data"] };
/** The attributes whose values are URLs checked against the schemes above. */
export const URL_ATTRIBUTES = ["href", "src", "cite", "poster", "srcset"];

/**
 * Rewrites a kept element's attributes in place (the caller owns the object): attributes keep their order, new ones
 * are added at the end, as sanitize-html's transforms left them.
 */
export type Transform = (attribs: Record<string, string>, base: string | null | undefined) => Record<string, string>;

export const LINK = { target: "_blank", rel: "noopener noreferrer nofollow ugc" };
export const IMAGE = { loading: "lazy", decoding: "async", referrerpolicy: "no-referrer" };
const PLAYER = { controls: "", preload: "none" };
const FRAME = {
  sandbox: "allow-scripts allow-same-origin allow-popups allow-presentation",
  loading: "lazy",
  referrerpolicy: "strict-origin-when-cross-origin",
  allowfullscreen: "",
};

export const TRANSFORMS: Record<string, Transform> = {
  a: (attribs, base) => Object.assign(withUrls(attribs, base, ["href"]), LINK),
  img: (attribs, base) => {
    const out = withUrls(attribs, base, ["src"]);
    // Only data: *images*.
    if (out.src?.startsWith("data:") && !SAFE_DATA_IMAGE.test(out.src)) delete out.src;
    return Object.assign(out, IMAGE);
  },
  source: (attribs, base) => withUrls(attribs, base, ["src"]),
  audio: (attribs, base) => Object.assign(withUrls(attribs, base, ["src"]), PLAYER),
  video: (attribs, base) => Object.assign(withUrls(attribs, base, ["src", "poster"]), PLAYER),
  track: (attribs, base) => withUrls(attribs, base, ["src"]),
  iframe: (attribs, base) => Object.assign(withUrls(attribs, base, ["src"]), FRAME),
  blockquote: (attribs, base) => withUrls(attribs, base, ["cite"]),
  q: (attribs, base) => withUrls(attribs, base, ["cite"]),
};

/**
 * After the tag's own transform, for every element: what the publisher hid becomes the HIDDEN sentinel (dropped
 * with its content), monospace inline text becomes code the theme styles; else the name stays.
 */
export function renamed(tagName: string, attribs: Record<string, string>): string {
  if (isHidden(attribs)) return HIDDEN;
  if (INLINE_CODE_CANDIDATES.has(tagName) && isMonospace(tagName, attribs)) return "code";
  return tagName;
}

/** Elements dropped with what was written inside them once they close: hidden ones, pixels, empty media. */
export function excluded(tag: string, renamedTo: string | undefined, attribs: Record<string, string>): boolean {
  return renamedTo === HIDDEN || (tag === "img" && (isTrackingPixel(attribs) || !attribs.src)) || (tag === "iframe" && !attribs.src);
}
