/**
 * URL work of the feed parser and the sanitiser, with shortcuts for the URLs feeds are made of. Every link of
 * every entry and every link and image of every stored body passes here (a content-heavy feed has dozens per
 * entry), and a WHATWG URL parse costs about a microsecond, so URLs already in the form the URL parser would
 * write them are recognised by their characters and kept, and simple relative ones are joined to the base by hand. The shapes are narrow enough that the URL parser provably
 * writes the same thing (urls.test.ts compares them on the corpus's URLs and on fuzzed ones); every other URL
 * still goes through `new URL`.
 */

/**
 * An http(s) URL the URL parser leaves as it is: lower-case scheme, a lower-case host name whose last label starts
 * with a letter (not an IPv4 address) and no port or credentials, a path, and characters that no part re-encodes.
 * DOTTY rules out dot segments (which the parser removes) and punycode labels (which it validates).
 */
const CANONICAL =
  /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?(?:#[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*)?$/;
const DOTTY = /\/\.|%2e|xn--/i;
/** A path from the root ("/img/a.png"), with the same characters. */
const ROOT_PATH = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%][A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?(?:#[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*)?$/;
/** A path relative to the base's folder ("img/a.png"): no colon (it would read as a scheme), not starting with a dot. */
const FOLDER_PATH = /^[A-Za-z0-9\-_~!$&'()*+,;=@%][A-Za-z0-9\-._~!$&'()*+,;=@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?(?:#[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*)?$/;

interface Base {
  text: string | null | undefined;
  /** Whether `new URL(x, base)` can succeed at all (an unparseable base fails every URL). */
  valid: boolean;
  /** "https://host[:port]" when the base is http(s) without credentials, else null (no shortcuts). */
  origin: string | null;
  /** The base's folder: its path up to and including the last slash. */
  folder: string;
}

/** The last URL found canonical (a link's is checked again for tracking parameters right after). */
let lastCanonical = "";

/** The last base seen: a fragment's URLs share one, and so do a feed's entries more often than not. */
let lastBase: Base = { text: undefined, valid: true, origin: null, folder: "/" };

function baseOf(text: string | null | undefined): Base {
  if (lastBase.text === text) return lastBase;
  let valid = true;
  let origin: string | null = null;
  let folder = "/";
  if (text != null && CANONICAL.test(text) && !DOTTY.test(text)) {
    // Written as the URL parser writes it (an item's link, mostly): its origin and folder are read off the text.
    const hostEnd = text.indexOf("/", text.indexOf("//") + 2);
    let pathEnd = text.length;
    for (let i = hostEnd; i < pathEnd; i++) {
      const c = text.charCodeAt(i);
      if (c === 63 /* ? */ || c === 35 /* # */) pathEnd = i;
    }
    origin = text.slice(0, hostEnd);
    folder = text.slice(hostEnd, text.lastIndexOf("/", pathEnd - 1) + 1);
  } else if (text != null) {
    try {
      const u = new URL(text);
      if ((u.protocol === "https:" || u.protocol === "http:") && u.username === "" && u.password === "") {
        origin = `${u.protocol}//${u.host}`;
        folder = u.pathname.slice(0, u.pathname.lastIndexOf("/") + 1);
      }
    } catch {
      valid = false;
    }
  }
  return (lastBase = { text, valid, origin, folder });
}

/**
 * `new URL(url, base).href` for a trimmed, non-empty url, or undefined when the URL parser has to decide (it then
 * may also throw).
 */
function resolvedByHand(url: string, base: string | null | undefined): string | undefined {
  const b = baseOf(base);
  if (!b.valid || DOTTY.test(url)) return undefined;
  if (CANONICAL.test(url)) return (lastCanonical = url);
  if (b.origin === null) return undefined;
  const c = url.charCodeAt(0);
  if (c === 47 /* / */) return url.charCodeAt(1) !== 47 && ROOT_PATH.test(url) ? b.origin + url : undefined;
  return FOLDER_PATH.test(url) ? b.origin + b.folder + url : undefined;
}

/** The URL made absolute against the base; null when it cannot be (kept as written when there is no base). */
export function absolute(url: string, base: string | null | undefined): string | null {
  lastHttp = false;
  const trimmed = url.trim();
  if (!trimmed) return null;
  const quick = resolvedByHand(trimmed, base);
  if (quick !== undefined) {
    lastHttp = true;
    return quick;
  }
  try {
    const u = new URL(trimmed, base ?? undefined);
    // A host may hold a " (not a forbidden host code point); every other part has it percent-encoded.
    lastHttp = (u.protocol === "https:" || u.protocol === "http:") && !u.host.includes('"');
    return u.href;
  } catch {
    return base ? null : trimmed; // unresolvable without a base: keep as-is and let the scheme filter decide
  }
}

/** Whether the last absolute() gave an http(s) URL as the URL parser writes it (see absoluteWasHttp). */
let lastHttp = false;

/**
 * Whether the URL the last call of absolute() gave is http(s) and written as the URL parser writes it, with no " in
 * its host: then it holds no < > " or space (the parser percent-encodes them in every other part, and < > and
 * space are forbidden in a host) and its scheme is allowed everywhere, which the sanitiser would otherwise find
 * out by reading the URL again (a URL joined to its base is a new string, and every read of it would first copy
 * it into one piece). stripTrackingParams keeps both properties.
 */
export function absoluteWasHttp(): boolean {
  return lastHttp;
}

const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|yclid|ref_src|oly_[a-z_]+)$/i;
/** A query parameter URLSearchParams writes back exactly as it reads it (name=value of unreserved characters). */
const PLAIN_PARAM = /^[A-Za-z0-9*\-._]+=[A-Za-z0-9*\-._]*$/;

/** Removes tracking query parameters (utm_*, fbclid, …) from an absolute http(s) URL. */
export function stripTrackingParams(url: string): string {
  // No query, no tracking parameter: most links, and the URL is not parsed a second time.
  if (!url.includes("?") || !/^https?:/i.test(url)) return url;
  const quick = strippedByHand(url);
  if (quick !== undefined) return quick;
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

/**
 * What stripTrackingParams gives for a canonical URL whose parameter names need no decoding, or undefined. The
 * query is split as URLSearchParams splits it (on &, empty pieces skipped, the name up to the first =); when a
 * parameter goes, URLSearchParams writes the others back in its own encoding, so they must be plain for the
 * result to be known without it.
 */
function strippedByHand(url: string): string | undefined {
  if (url !== lastCanonical && (!CANONICAL.test(url) || DOTTY.test(url))) return undefined;
  const q = url.indexOf("?");
  const hash = url.indexOf("#", q);
  const end = hash === -1 ? url.length : hash;
  let kept = "";
  let tracked = false;
  let plain = true;
  // The query's pieces between ampersands, as split("&") gives them, read in place.
  for (let start = q + 1; start <= end; ) {
    let amp = url.indexOf("&", start);
    if (amp === -1 || amp > end) amp = end;
    let eq = url.indexOf("=", start);
    if (eq === -1 || eq > amp) eq = amp;
    const name = url.slice(start, eq);
    if (name.includes("%") || name.includes("+")) return undefined;
    if (TRACKING_PARAM.test(name)) tracked = true;
    else if (amp > start) {
      const pair = eq === amp ? name : url.slice(start, amp);
      plain &&= PLAIN_PARAM.test(pair);
      kept += (kept === "" ? "?" : "&") + pair;
    }
    start = amp + 1;
  }
  if (!tracked) return url;
  if (!plain) return undefined;
  return url.slice(0, q) + kept + (hash === -1 ? "" : url.slice(hash));
}
