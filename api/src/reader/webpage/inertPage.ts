import render from "dom-serializer";
import { descendants, parsePage, type Element } from "./dom.js";
import { resolveUrl } from "./extractItems.js";

/**
 * A page made inert for the manual picker (GET /webfeeds/sitecontent): the page's own scripts never run in our
 * origin or anywhere else. Dropped: script, noscript, iframe/frame, object/embed/applet, base (ours replaces it),
 * meta refresh, link other than stylesheets and icons, forms' targets; every on* attribute, srcdoc, and URLs with
 * javascript:, vbscript: or data: (data:image stays for pictures). URLs are resolved against the page, so the
 * copy renders with the site's styles and pictures. The transport adds a CSP sandbox header and the editor shows
 * it in a sandboxed frame without same-origin: three layers, any one of which keeps scripts out.
 */
const DROP = new Set(["script", "noscript", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "portal", "template"]);
const URL_ATTRS = new Set(["href", "src", "action", "formaction", "poster", "background", "cite", "data", "xlink:href", "ping", "manifest"]);

function inertUrl(name: string, value: string, base: string): string | null {
  const v = value.trim();
  if (/^data:image\//i.test(v) && (name === "src" || name === "poster")) return v;
  if (v.startsWith("#")) return v;
  return resolveUrl(v, base);
}

export function inertPage(html: string, pageUrl: string): string {
  const doc = parsePage(html);
  const remove: Element[] = [];
  for (const el of descendants(doc)) {
    if (DROP.has(el.name)) {
      remove.push(el);
      continue;
    }
    if (el.name === "meta" && (el.attribs["http-equiv"] ?? "").toLowerCase() !== "content-type" && el.attribs["http-equiv"]) {
      remove.push(el);
      continue;
    }
    if (el.name === "link" && !/\b(stylesheet|icon)\b/i.test(el.attribs.rel ?? "")) {
      remove.push(el);
      continue;
    }
    for (const [name, value] of Object.entries(el.attribs)) {
      if (name.startsWith("on") || name === "srcdoc" || name === "target" || name === "formtarget" || name === "nonce" || name === "integrity") {
        delete el.attribs[name];
      } else if (URL_ATTRS.has(name)) {
        const url = inertUrl(name, value, pageUrl);
        if (url === null) delete el.attribs[name];
        else el.attribs[name] = url;
      } else if (name === "srcset" || name === "imagesrcset") {
        el.attribs[name] = value
          .split(",")
          .map((part) => {
            const [u, size] = part.trim().split(/\s+/, 2);
            const url = u ? resolveUrl(u, pageUrl) : null;
            return url ? `${url}${size ? ` ${size}` : ""}` : "";
          })
          .filter(Boolean)
          .join(", ");
      } else if (name === "style" && /expression\s*\(|javascript:|behavior\s*:/i.test(value)) {
        delete el.attribs[name];
      }
    }
  }
  for (const el of remove) {
    const siblings = el.parent?.children;
    if (siblings) siblings.splice(siblings.indexOf(el), 1);
  }
  return render(doc, { encodeEntities: "utf8" });
}
