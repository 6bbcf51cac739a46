/**
 * http:// pictures in an https page are mixed content, and the app's Content-Security-Policy (img-src 'self'
 * https: data:) refuses them anyway: they are served through our own image endpoint instead. https pictures stay
 * direct, except for Pro readers, whose every picture goes through the signed anonymous proxy (rewriteImages).
 */
export function isInsecureImageUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && /^http:\/\//i.test(url);
}

/** Whether `url` is a picture on the web (http or https), which Pro's anonymous proxy serves. */
export function isWebImageUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && /^https?:\/\//i.test(url);
}

/** `url` through `proxy` when `which` picks it (insecure ones by default), else as it is. */
export function secureImageUrl(url: string | null, proxy: (url: string) => string, which: (url: string) => boolean = isInsecureImageUrl): string | null {
  return url !== null && which(url) ? proxy(url) : url;
}

const decodeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const encodeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

// Picture-bearing attributes: <img src/srcset>, <picture><source srcset> and a video's poster. (<source src> of a
// video or audio is media, not a picture: the image endpoint would refuse it.)
const PICTURE_TAG = /<(img|source|video)\b[^>]*>/gi;
const PICTURE_ATTRIBUTE = /(\s)(src|srcset|poster)="([^"]*)"/g;

/**
 * `html` with every insecure picture address sent through `proxy`. Works on our sanitiser's output only
 * (sanitize-html's own serialisation: every attribute double-quoted, no raw `<` in text and no raw `>` inside
 * attribute values), which is what every stored body is, so a pattern finds each tag and attribute exactly.
 */
export function rewriteInsecureImages(html: string, proxy: (url: string) => string): string {
  if (!/http:\/\//i.test(html)) return html;
  return rewriteImages(html, proxy, isInsecureImageUrl);
}

/**
 * `html` with every picture address `which` picks sent through `proxy` (Pro: every http(s) one, through the
 * anonymous proxy). Same tags, attributes and serialisation rules as rewriteInsecureImages.
 */
export function rewriteImages(html: string, proxy: (url: string) => string, which: (url: string) => boolean): string {
  return html.replace(PICTURE_TAG, (tag, name: string) =>
    tag.replace(PICTURE_ATTRIBUTE, (whole, space: string, attribute: string, value: string) => {
      if (attribute === "src" && name.toLowerCase() !== "img") return whole;
      if (attribute === "srcset") {
        const candidates = decodeAttribute(value).split(",").map((candidate) => {
          const [url = "", ...descriptor] = candidate.trim().split(/\s+/);
          return [secureImageUrl(url, proxy, which), ...descriptor].join(" ");
        });
        return `${space}${attribute}="${encodeAttribute(candidates.join(", "))}"`;
      }
      return `${space}${attribute}="${encodeAttribute(secureImageUrl(decodeAttribute(value), proxy, which) ?? "")}"`;
    }),
  );
}

/**
 * Whether stored HTML shows `url` as a picture: how the image endpoint checks that an address it is asked for is
 * one the item really carries (it proxies those only, never any address a visitor makes up). The stored form
 * escapes `&` (and `"`) in attribute values.
 */
export function htmlMentions(html: string | null, url: string): boolean {
  return !!html && html.includes(encodeAttribute(url));
}
