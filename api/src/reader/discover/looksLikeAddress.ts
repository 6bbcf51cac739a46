// Browser-safe: the web's Add subscription dialog and the server's feed search decide alike whether what a
// user typed is an address (discover a feed there) or words (search known feeds).

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;
/** Labels of letters, digits and hyphens (any script), ending in a top-level domain of letters or xn--. */
const DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)\.?$/iu;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * True for anything that looks like a web address, with or without a scheme: `https://…`, `example.com`,
 * `blog.example.com/feed`, `127.0.0.1:8080/rss.xml`, `[::1]:3000`, `localhost:8080`, `intranet:8080/feed`.
 * A single word without a dot or port ("gardening"), anything with spaces, and other schemes are not.
 */
export function looksLikeAddress(text: string): boolean {
  const t = text.trim();
  if (!t || /\s/.test(t)) return false;
  if (/^https?:\/\//i.test(t)) return true;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(t)) return false;
  const authority = t.split(/[/?#]/, 1)[0]!.replace(/^[^@]*@/, "");
  const v6 = /^\[[0-9a-f:.]+\](?::\d{1,5})?$/i.test(authority);
  if (v6) return true;
  const m = /^([^:]+)(?::(\d{1,5}))?$/.exec(authority);
  if (!m) return false;
  const [, host, port] = m;
  if (IPV4.test(host!) || DOMAIN.test(host!)) return true;
  // A bare name is an address only with a port (localhost:8080, intranet:8080): "gardening" stays a search.
  return Boolean(port) && LABEL.test(host!);
}
