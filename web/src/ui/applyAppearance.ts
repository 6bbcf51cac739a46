export { findExternalCssReference } from "../../../api/src/modules/settings/cssGuard";
import { FONT_SIZE_MULTIPLIERS, FONTS, LINE_HEIGHT_MULTIPLIERS, THEME_BY_ID, themeStylesheet } from "./themes";

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
 * Applies appearance settings to the document: theme (data-theme + Chakra's dark class), font family, font
 * size and line height multipliers, and the user's custom CSS (last, so it wins).
 */
export function applyAppearance(a: Appearance): void {
  const root = document.documentElement;
  styleElement("rv-themes").textContent ||= themeStylesheet();
  const theme = THEME_BY_ID[a.theme as keyof typeof THEME_BY_ID] ?? THEME_BY_ID.obsidian;
  root.dataset.theme = theme.id;
  root.classList.toggle("dark", theme.dark);
  root.classList.toggle("light", !theme.dark);
  root.style.colorScheme = theme.dark ? "dark" : "light";
  const font = FONTS.find((f) => f.id === a.fontFamily) ?? FONTS[0];
  root.style.setProperty("--rv-font-family", font.family);
  root.style.setProperty("--rv-font-scale", String(FONT_SIZE_MULTIPLIERS[a.fontSize] ?? 1));
  root.style.setProperty("--rv-line-scale", String(LINE_HEIGHT_MULTIPLIERS[a.lineHeight] ?? 1));
  styleElement("rv-user-css").textContent = a.userCSS ?? "";
}

