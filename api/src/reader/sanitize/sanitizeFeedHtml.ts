import sanitizeHtml from "sanitize-html";

/**
 * Every piece of feed HTML passes through here before it is stored, so nothing a publisher writes can run in a
 * reader's browser. Allow-list based (sanitize-html on htmlparser2): unknown tags are unwrapped (their text
 * kept), dangerous containers are dropped with their content, attributes and CSS properties are allow-listed,
 * and URLs must be http(s), mailto or (images only) data:image. On top: relative URLs are resolved, tracking
 * parameters and pixels removed, images lazy-loaded, links opened safely, iframes limited to video hosts.
 */
export interface SanitizeOptions {
  /** Base for relative URLs (the item link or feed URL, after xml:base). */
  baseUrl?: string | null;
}

/** Hosts whose players may be embedded; each iframe is also sandboxed. */
export const IFRAME_HOSTS = [
  "www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com", "www.dailymotion.com",
  "player.twitch.tv", "clips.twitch.tv", "open.spotify.com", "w.soundcloud.com", "bandcamp.com", "embed.podcasts.apple.com",
  "www.tiktok.com", "player.bilibili.com", "archive.org",
];

const TEXT_TAGS = [
  "a", "abbr", "acronym", "address", "article", "aside", "b", "bdi", "bdo", "big", "blockquote", "br", "caption",
  "center", "cite", "code", "col", "colgroup", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption",
  "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "ins", "kbd", "keygen", "li",
  "main", "mark", "nav", "ol", "p", "pre", "q", "rp", "rt", "ruby", "s", "samp", "section", "small", "span", "strike",
  "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "tt", "u", "ul",
  "var", "wbr",
];
const MEDIA_TAGS = ["img", "picture", "source", "audio", "video", "track", "iframe"];

// Removed together with everything inside them: code, styles, embedded documents and forms.
const DROP_WITH_CONTENT = [
  "script", "style", "noscript", "template", "textarea", "select", "option", "form", "button", "input", "object",
  "embed", "applet", "frame", "frameset", "noframes", "head", "title", "meta", "link", "base", "svg", "math", "xml",
];

// Harmless presentational attributes (feedparser's acceptable list, minus anything that can carry a URL or script).
const GLOBAL_ATTRIBUTES = [
  "title", "lang", "dir", "style", "align", "valign", "abbr", "axis", "char", "charoff", "clear", "color", "cols",
  "colspan", "compact", "coords", "datetime", "face", "gutter", "headers", "hreflang", "hspace", "nowrap", "rev",
  "rows", "rowspan", "rules", "scope", "shape", "size", "span", "start", "summary", "tabindex", "type", "value",
  "vspace", "width", "height", "border", "cellpadding", "cellspacing", "frame", "reversed", "label", "role",
];

const SIZE = /^-?\d+(\.\d+)?(px|em|rem|%|pt|in|cm|mm|ex|ch|vw|vh)?$/i;
const SIZES = /^(-?\d+(\.\d+)?(px|em|rem|%|pt|in|cm|mm|ex|ch)?\s*){1,4}$/i;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]+)$/i;
const WORD = /^[a-z-]+$/i;
const BORDER = /^[\w\s.#%,()-]+$/i;

const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: [COLOR], "background-color": [COLOR], "text-align": [WORD], "text-decoration": [/^[a-z\s-]+$/i],
  "font-weight": [/^(\d{3}|bold|bolder|lighter|normal)$/i], "font-style": [WORD], "font-size": [SIZE, WORD],
  "font-family": [/^[\w\s,'"-]+$/], "line-height": [SIZE, /^\d+(\.\d+)?$/], "vertical-align": [WORD, SIZE],
  "white-space": [WORD], "list-style-type": [WORD], "text-indent": [SIZE], "letter-spacing": [SIZE],
  width: [SIZE, /^auto$/], height: [SIZE, /^auto$/], "max-width": [SIZE], "min-width": [SIZE],
  margin: [SIZES, /^auto$/], "margin-top": [SIZE, /^auto$/], "margin-right": [SIZE, /^auto$/],
  "margin-bottom": [SIZE, /^auto$/], "margin-left": [SIZE, /^auto$/], padding: [SIZES], "padding-top": [SIZE],
  "padding-right": [SIZE], "padding-bottom": [SIZE], "padding-left": [SIZE], border: [BORDER], "border-top": [BORDER],
  "border-bottom": [BORDER], "border-left": [BORDER], "border-right": [BORDER], "border-color": [COLOR],
  "border-style": [WORD], "border-width": [SIZES], "border-collapse": [WORD], float: [WORD], clear: [WORD],
  display: [/^(block|inline|inline-block|none|table|table-cell|table-row|list-item|flex)$/i],
};

const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|yclid|ref_src|oly_[a-z_]+)$/i;
// Web-bug hosts and paths seen in real feeds (Feedburner, WordPress stats, analytics beacons).
const TRACKER_SRC =
  /^https?:\/\/([^/]*\.)?(feeds\.feedburner\.com\/~r\/|feedburner\.google\.com\/~r\/|pixel\.wp\.com|stats\.wordpress\.com|www\.google-analytics\.com|pixel\.quantserve\.com|b\.scorecardresearch\.com|ad\.doubleclick\.net|feeds\.feedblitz\.com\/~\/i\/|pi\.feedsportal\.com|www\.assoc-amazon\.com\/e\/ir)/i;

function absolute(url: string, base: string | null | undefined): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed, base ?? undefined).href;
  } catch {
    return base ? null : trimmed; // unresolvable without a base: keep as-is and let the scheme filter decide
  }
}

/** Removes tracking query parameters (utm_*, fbclid, …) from an absolute http(s) URL. */
export function stripTrackingParams(url: string): string {
  if (!/^https?:/i.test(url)) return url;
  try {
    const u = new URL(url);
    const keys = [...u.searchParams.keys()];
    if (!keys.some((k) => TRACKING_PARAM.test(k))) return url;
    for (const k of keys) if (TRACKING_PARAM.test(k)) u.searchParams.delete(k);
    return u.href;
  } catch {
    return url;
  }
}

function isTrackingPixel(attribs: Record<string, string>): boolean {
  const tiny = (v: string | undefined) => v !== undefined && /^\s*[01](px)?\s*$/i.test(v);
  if (tiny(attribs.width) && tiny(attribs.height)) return true;
  return TRACKER_SRC.test(attribs.src ?? "");
}

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

function withUrls(attribs: Record<string, string>, base: string | null | undefined, names: string[]) {
  const out = { ...attribs };
  for (const name of names) {
    if (out[name] === undefined) continue;
    const abs = absolute(out[name], base);
    if (abs === null) delete out[name];
    else out[name] = name === "href" ? stripTrackingParams(abs) : abs;
  }
  if (out.srcset !== undefined) out.srcset = resolveSrcset(out.srcset, base);
  return out;
}

/** Sanitises one HTML fragment from a feed. Safe to call on plain text (it is escaped as needed). */
export function sanitizeFeedHtml(html: string, opts: SanitizeOptions = {}): string {
  const base = opts.baseUrl;
  return sanitizeHtml(html, {
    allowedTags: [...TEXT_TAGS, ...MEDIA_TAGS],
    nonTextTags: DROP_WITH_CONTENT,
    disallowedTagsMode: "discard",
    allowedAttributes: {
      "*": GLOBAL_ATTRIBUTES,
      a: ["href", "name", "target", "rel"],
      img: ["src", "srcset", "sizes", "alt", "loading", "decoding", "referrerpolicy"],
      source: ["src", "srcset", "sizes", "media", "type"],
      audio: ["src", "controls", "preload", "loop", "muted"],
      video: ["src", "poster", "controls", "preload", "loop", "muted", "playsinline"],
      track: ["src", "kind", "srclang", "label", "default"],
      iframe: ["src", "allowfullscreen", "frameborder", "sandbox", "loading", "referrerpolicy", "allow"],
      blockquote: ["cite"], q: ["cite"], del: ["cite"], ins: ["cite"], ol: ["start", "reversed", "type"], li: ["value"],
      time: ["datetime"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["http", "https", "data"], source: ["http", "https", "data"] },
    allowedSchemesAppliedToAttributes: ["href", "src", "cite", "poster", "srcset"],
    allowProtocolRelative: false,
    allowedIframeHostnames: IFRAME_HOSTS,
    allowIframeRelativeUrls: false,
    allowedStyles: { "*": ALLOWED_STYLES },
    parseStyleAttributes: true,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...withUrls(attribs, base, ["href"]), target: "_blank", rel: "noopener noreferrer nofollow ugc" },
      }),
      img: (tagName, attribs) => {
        const out = withUrls(attribs, base, ["src"]);
        // Only data: *images* (a data:text/html "image" is a script vector in some browsers).
        if (out.src?.startsWith("data:") && !/^data:image\/(png|gif|jpe?g|webp|avif|bmp);/i.test(out.src)) delete out.src;
        return { tagName, attribs: { ...out, loading: "lazy", decoding: "async", referrerpolicy: "no-referrer" } };
      },
      source: (tagName, attribs) => ({ tagName, attribs: withUrls(attribs, base, ["src"]) }),
      audio: (tagName, attribs) => ({ tagName, attribs: { ...withUrls(attribs, base, ["src"]), controls: "", preload: "none" } }),
      video: (tagName, attribs) => ({
        tagName,
        attribs: { ...withUrls(attribs, base, ["src", "poster"]), controls: "", preload: "none" },
      }),
      track: (tagName, attribs) => ({ tagName, attribs: withUrls(attribs, base, ["src"]) }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...withUrls(attribs, base, ["src"]),
          sandbox: "allow-scripts allow-same-origin allow-popups allow-presentation",
          loading: "lazy",
          referrerpolicy: "strict-origin-when-cross-origin",
          allowfullscreen: "",
        },
      }),
      blockquote: (tagName, attribs) => ({ tagName, attribs: withUrls(attribs, base, ["cite"]) }),
      q: (tagName, attribs) => ({ tagName, attribs: withUrls(attribs, base, ["cite"]) }),
    },
    exclusiveFilter: (frame) =>
      (frame.tag === "img" && (isTrackingPixel(frame.attribs) || !frame.attribs.src)) ||
      (frame.tag === "iframe" && !frame.attribs.src),
  });
}
