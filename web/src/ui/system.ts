import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const v = (name: string) => ({ value: `var(--rv-${name})` });

/**
 * Chakra's semantic colours point at the active theme's CSS variables (ui/themes.ts), so every Chakra
 * component follows a theme change at once without re-rendering.
 */
const config = defineConfig({
  theme: {
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
    html: { fontSize: "calc(16px * var(--rv-font-scale, 1))" },
    body: {
      bg: "bg",
      color: "fg",
      fontFamily: "var(--rv-font-family, 'Roboto', sans-serif)",
      lineHeight: "calc(1.5 * var(--rv-line-scale, 1))",
    },
  },
});

export const system = createSystem(defaultConfig, config);
