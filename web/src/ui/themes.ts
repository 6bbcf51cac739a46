/**
 * The four themes of the spec (names from part 1 section 3); palettes are ours. Every pair the app draws text
 * with reads at 4.5:1 or more (WCAG AA), checked by axe in tests/e2e/accessibility.test.ts: fg and fgMuted on bg,
 * panel, subtle, muted and accentSubtle; accent on all of those (links, the current drawer entry) and as the focus
 * ring (3:1 is enough there); accentFg on accent.
 */
export interface ThemeDefinition {
  id: "obsidian" | "slate" | "pearl" | "snow";
  name: string;
  description: string;
  dark: boolean;
  palette: {
    bg: string;
    panel: string;
    subtle: string;
    muted: string;
    fg: string;
    fgMuted: string;
    border: string;
    accent: string;
    accentFg: string;
    accentSubtle: string;
  };
}

export const THEMES: ThemeDefinition[] = [
  {
    id: "obsidian",
    name: "Obsidian",
    description: "Near-black and calm, for reading at night.",
    dark: true,
    palette: {
      bg: "#101114", panel: "#17191d", subtle: "#1d2025", muted: "#262a30", fg: "#e8e9eb", fgMuted: "#a0a4ab",
      border: "#2c3037", accent: "#3fb6a8", accentFg: "#06201d", accentSubtle: "#143430",
    },
  },
  {
    id: "slate",
    name: "Slate",
    description: "Blue-grey dark with soft contrast.",
    dark: true,
    palette: {
      bg: "#1b2430", panel: "#222d3b", subtle: "#283445", muted: "#314055", fg: "#e3e9f1", fgMuted: "#9eabbd",
      border: "#34445a", accent: "#6ea8fe", accentFg: "#0b1d36", accentSubtle: "#223a5c",
    },
  },
  {
    id: "pearl",
    name: "Pearl",
    description: "Warm paper tones that are easy on the eyes.",
    dark: false,
    palette: {
      bg: "#f6f1e7", panel: "#fbf8f1", subtle: "#efe8da", muted: "#e6dcc9", fg: "#2d2a26", fgMuted: "#635d53",
      border: "#ddd2bd", accent: "#934e26", accentFg: "#fff8f1", accentSubtle: "#f1dccb",
    },
  },
  {
    id: "snow",
    name: "Snow",
    description: "Bright white with crisp contrast.",
    dark: false,
    palette: {
      bg: "#ffffff", panel: "#ffffff", subtle: "#f4f6f8", muted: "#e9edf1", fg: "#15181c", fgMuted: "#5b6370",
      border: "#dde2e8", accent: "#1a65c6", accentFg: "#ffffff", accentSubtle: "#e3eefc",
    },
  },
];

export const THEME_BY_ID = Object.fromEntries(THEMES.map((t) => [t.id, t])) as Record<ThemeDefinition["id"], ThemeDefinition>;

export const FONTS = [
  { id: "roboto", name: "Roboto", family: "'Roboto', sans-serif" },
  { id: "open-sans", name: "Open Sans", family: "'Open Sans', sans-serif" },
  { id: "lato", name: "Lato", family: "'Lato', sans-serif" },
  { id: "montserrat", name: "Montserrat", family: "'Montserrat', sans-serif" },
  { id: "nunito", name: "Nunito", family: "'Nunito', sans-serif" },
  { id: "poppins", name: "Poppins", family: "'Poppins', sans-serif" },
] as const;

/** Spec part 1 section 9. */
export const FONT_SIZE_MULTIPLIERS: Record<string, number> = { small: 0.7, medium: 1, large: 1.2, xlarge: 1.4 };
export const LINE_HEIGHT_MULTIPLIERS: Record<string, number> = { small: 0.9, medium: 1, large: 1.4, xlarge: 2 };
export const SIZE_STEPS = ["small", "medium", "large", "xlarge"] as const;

/**
 * The appearance stylesheet: every theme's palette (CSS variables Chakra's semantic tokens point at), font and
 * size multipliers, keyed by attributes of <html>: data-theme, data-font, data-font-size, data-line-height.
 * The build inlines it in index.html (web/vite.config.ts) and the server sets the attributes from the `user`
 * cookie (api/src/firstPaint.ts), so the very first paint, before any script, is in the reader's theme;
 * applyAppearance then keeps the attributes in step with the settings. Without attributes: obsidian, medium.
 */
export function appearanceStylesheet(): string {
  const themes = THEMES.map(({ id, dark, palette: p }) => {
    const vars = Object.entries(p).map(([k, v]) => `--rv-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${v}`);
    const selector = id === "obsidian" ? `:root,html[data-theme="${id}"]` : `html[data-theme="${id}"]`;
    return `${selector}{${vars.join(";")};color-scheme:${dark ? "dark" : "light"}}`;
  });
  const fonts = FONTS.map((f) => `html[data-font="${f.id}"]{--rv-font-family:${f.family}}`);
  const sizes = Object.entries(FONT_SIZE_MULTIPLIERS).map(([k, v]) => `html[data-font-size="${k}"]{--rv-font-scale:${v}}`);
  const lines = Object.entries(LINE_HEIGHT_MULTIPLIERS).map(([k, v]) => `html[data-line-height="${k}"]{--rv-line-scale:${v}}`);
  return [...themes, ...fonts, ...sizes, ...lines].join("\n");
}
