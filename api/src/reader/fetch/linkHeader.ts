/** One link of an HTTP `Link` header (RFC 8288): its target, resolved, and its relation types in lower case. */
export interface HeaderLink {
  href: string;
  rels: string[];
}

/**
 * Reads `Link` header values (RFC 8288): `<https://hub.example/>; rel="hub", </feed>; rel=self`. Targets are
 * resolved against `base` (the answer's URL); a link without a rel, or whose target is not a URL, is left out.
 * Commas and semicolons inside quoted values or the target do not split. Several header lines may be passed
 * joined with commas, as fetch joins them.
 */
export function parseLinkHeader(value: string | null | undefined, base: string): HeaderLink[] {
  if (!value) return [];
  const links: HeaderLink[] = [];
  let i = 0;
  const n = value.length;
  while (i < n) {
    const open = value.indexOf("<", i);
    if (open < 0) break;
    const close = value.indexOf(">", open + 1);
    if (close < 0) break;
    const target = value.slice(open + 1, close).trim();
    i = close + 1;
    // Parameters up to the next comma outside quotes.
    let rel: string | null = null;
    while (i < n && value[i] !== ",") {
      if (value[i] !== ";") {
        i += 1;
        continue;
      }
      i += 1;
      const eq = value.indexOf("=", i);
      const nextSep = nextSeparator(value, i);
      if (eq < 0 || eq > nextSep) {
        i = nextSep;
        continue;
      }
      const name = value.slice(i, eq).trim().toLowerCase();
      let j = eq + 1;
      while (j < n && value[j] === " ") j += 1;
      let param: string;
      if (value[j] === '"') {
        let k = j + 1;
        let out = "";
        while (k < n && value[k] !== '"') {
          if (value[k] === "\\" && k + 1 < n) k += 1;
          out += value[k];
          k += 1;
        }
        param = out;
        i = k + 1;
      } else {
        const end = nextSeparator(value, j);
        param = value.slice(j, end).trim();
        i = end;
      }
      // RFC 8288: only the first occurrence of rel counts.
      if (name === "rel" && rel === null) rel = param;
    }
    if (value[i] === ",") i += 1;
    if (!rel) continue;
    let href: string;
    try {
      href = new URL(target, base).href;
    } catch {
      continue;
    }
    links.push({ href, rels: rel.toLowerCase().split(/\s+/).filter(Boolean) });
  }
  return links;
}

/** The index of the next `;` or `,` at or after `from` (or the end). */
function nextSeparator(value: string, from: number): number {
  for (let k = from; k < value.length; k++) if (value[k] === ";" || value[k] === ",") return k;
  return value.length;
}
