import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const v = (name: string) => ({ value: `var(--rv-${name})` });

/**
 * Chakra's semantic colours point at the active theme's CSS variables (ui/themes.ts), so every Chakra
 * component follows a theme change at once without re-rendering.
 */
// The reader's font size and line height (Appearance; spec part 1 section 9 multipliers) set the reading text
// only: article bodies and titles, item titles and teasers in lists. Menus, buttons, forms and the drawer keep
// their size, so "Small" never shrinks the interface to 11 px and "Extra large" never breaks it.
const scaled = (rem: number) => ({ value: `calc(${rem}rem * var(--rv-font-scale, 1))` });

const config = defineConfig({
  theme: {
    tokens: {
      fontSizes: {
        read: { xs: scaled(0.75), sm: scaled(0.875), md: scaled(1), lg: scaled(1.125), xl: scaled(1.25), "2xl": scaled(1.5), title: scaled(1.75) },
      },
      lineHeights: {
        read: { value: "calc(1.5 * var(--rv-line-scale, 1))" },
      },
    },
    semanticTokens: {
      colors: {
        bg: { DEFAULT: v("bg"), panel: v("panel"), subtle: v("subtle"), muted: v("muted") },
        fg: { DEFAULT: v("fg"), muted: v("fg-muted") },
        border: { DEFAULT: v("border") },
        brand: {
          solid: v("accent"),
          contrast: v("accent-fg"),
          fg: v("accent"),
          muted: v("accent-subtle"),
          subtle: v("accent-subtle"),
          emphasized: v("accent"),
          focusRing: v("accent"),
        },
      },
    },
  },
  globalCss: {
    body: {
      bg: "bg",
      color: "fg",
      fontFamily: "var(--rv-font-family, 'Roboto', sans-serif)",
      lineHeight: "1.5",
    },
  },
});

export const system = createSystem(defaultConfig, config);
