/**
 * Where the privacy policy and terms of service are fetched from (spec part 3 section 2: "fetched as HTML from the
 * product's own site"): VITE_LEGAL_PAGES_URL at build time, else /legal on this server (web/public/legal, so a
 * deployment replaces those files or points the address at its own site). Each page is `<base>/<slug>.html`.
 */
export const LEGAL_PAGES_URL = (import.meta.env.VITE_LEGAL_PAGES_URL as string | undefined)?.replace(/\/$/, "") ?? "/legal";

const DROP = "script, style, iframe, object, embed, link, meta, base, form";

/**
 * The page's HTML, cleaned: it is ours, but it is still markup arriving over the network, so anything that runs
 * or loads (scripts, frames, event handlers, javascript: links) is removed before React renders it.
 */
export function cleanLegalHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const el of doc.body.querySelectorAll(DROP)) el.remove();
  for (const el of doc.body.querySelectorAll("*")) {
    for (const attr of [...el.attributes]) {
      const unsafe = attr.name.startsWith("on") || (["href", "src", "xlink:href"].includes(attr.name) && /^\s*(javascript|data):/i.test(attr.value));
      if (unsafe || attr.name === "style") el.removeAttribute(attr.name);
    }
  }
  return doc.body.innerHTML;
}

/** Fetches `<base>/<slug>.html`; a failure throws an Error whose text the page shows. */
export async function fetchLegalHtml(slug: string, signal: AbortSignal): Promise<string> {
  const res = await fetch(`${LEGAL_PAGES_URL}/${slug}.html`, { signal, headers: { accept: "text/html" } });
  if (!res.ok) throw new Error(`Request failed with status code ${res.status}`);
  return cleanLegalHtml(await res.text());
}
