import { FONT_FAMILIES, SIZE_STEPS, THEMES } from "./modules/settings/settings.schemas.js";

/**
 * The first paint of the web app (issue 12 section 4): index.html draws a skeleton of the reader's frame
 * before any script runs, in the colours, font and sizes of the stylesheet it carries, chosen by attributes of
 * <html> (web/src/ui/themes.ts appearanceStylesheet). The server sets those attributes when it serves the page,
 * from the appearance fields the web keeps in the spec's `user` cookie, so there is no flash of the default
 * theme; the app then sets the same ones (applyAppearance).
 *
 * Only the four appearance fields are read, each checked against its closed set; the rest of the cookie (the
 * token among it) is ignored and nothing here authenticates anyone: the page is the same for everyone but its
 * colours. A missing or malformed cookie gives the defaults (no attributes: obsidian, Roboto, medium).
 */
export interface FirstPaint {
  theme?: (typeof THEMES)[number];
  font?: (typeof FONT_FAMILIES)[number];
  fontSize?: (typeof SIZE_STEPS)[number];
  lineHeight?: (typeof SIZE_STEPS)[number];
  /** /pages/* (sign-in, static pages) draw their own frame: the skeleton there is the top bar alone. */
  shell: "reader" | "pages";
}

const COOKIE = "user";

function oneOf<T extends string>(set: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (set as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The `user` cookie's value from a Cookie header, or null. */
function userCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** What the first paint of `pathname` looks like for the request's cookies. */
export function firstPaintFor(cookieHeader: string | null, pathname: string): FirstPaint {
  const shell = pathname === "/pages" || pathname.startsWith("/pages/") ? "pages" : "reader";
  const raw = userCookie(cookieHeader);
  if (!raw) return { shell };
  let settings: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as { settings?: { appSettings?: unknown } } | null;
    const a = parsed?.settings?.appSettings;
    settings = a && typeof a === "object" ? (a as Record<string, unknown>) : undefined;
  } catch {
    return { shell };
  }
  if (!settings) return { shell };
  return {
    theme: oneOf(THEMES, settings.theme),
    font: oneOf(FONT_FAMILIES, settings.fontFamily),
    fontSize: oneOf(SIZE_STEPS, settings.fontSize),
    lineHeight: oneOf(SIZE_STEPS, settings.lineHeight),
    shell,
  };
}

/** The <html> attributes for a first paint, e.g. ` data-theme="pearl" data-font="lato"` (values from closed sets). */
export function firstPaintAttributes(p: FirstPaint): string {
  const attrs: Array<[string, string | undefined]> = [
    ["data-theme", p.theme],
    ["data-font", p.font],
    ["data-font-size", p.fontSize],
    ["data-line-height", p.lineHeight],
    ["data-shell", p.shell === "pages" ? "pages" : undefined],
  ];
  return attrs.filter(([, v]) => v).map(([k, v]) => ` ${k}="${v}"`).join("");
}

/** index.html with the attributes on its <html> element (the first one; the page is ours). */
export function markHtml(html: string, attributes: string): string {
  return attributes ? html.replace(/<html\b/i, (tag) => `${tag}${attributes}`) : html;
}
