export { findExternalCssReference } from "../../../api/src/modules/settings/cssGuard";
import { appearanceStylesheet, FONT_SIZE_MULTIPLIERS, FONTS, LINE_HEIGHT_MULTIPLIERS, THEME_BY_ID } from "./themes";

export interface Appearance {
  theme: string;
  fontFamily: string;
  fontSize: string;
  lineHeight: string;
  userCSS?: string | null;
}

function styleElement(id: string): HTMLStyleElement {
  let el = document.getElementById(id) as HTMLStyleElement | null;
  if (!el) {
    el = document.createElement("style");
    el.id = id;
    document.head.appendChild(el);
  }
  return el;
}

/**
 * Applies appearance settings to the document: <html>'s data-theme, data-font, data-font-size and
 * data-line-height (the appearance stylesheet maps them to colours, font and multipliers; the server sets the
 * same attributes on the first load, so nothing changes here then), Chakra's dark / light class, and the
 * user's custom CSS (last, so it wins).
 */
export function applyAppearance(a: Appearance): void {
  const root = document.documentElement;
  // index.html carries the stylesheet; a document without it (a test page) gets it here.
  styleElement("rv-appearance").textContent ||= appearanceStylesheet();
  const theme = THEME_BY_ID[a.theme as keyof typeof THEME_BY_ID] ?? THEME_BY_ID.obsidian;
  root.dataset.theme = theme.id;
  root.classList.toggle("dark", theme.dark);
  root.classList.toggle("light", !theme.dark);
  root.dataset.font = (FONTS.find((f) => f.id === a.fontFamily) ?? FONTS[0]).id;
  root.dataset.fontSize = Object.hasOwn(FONT_SIZE_MULTIPLIERS, a.fontSize) ? a.fontSize : "medium";
  root.dataset.lineHeight = Object.hasOwn(LINE_HEIGHT_MULTIPLIERS, a.lineHeight) ? a.lineHeight : "medium";
  styleElement("rv-user-css").textContent = a.userCSS ?? "";
}
