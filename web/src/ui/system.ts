import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe, animationStyles, avatarSlotRecipe, badgeRecipe, breakpoints, buttonRecipe, cardSlotRecipe,
  checkboxSlotRecipe, checkmarkRecipe, codeRecipe, cssVarsPrefix, cssVarsRoot, dataListSlotRecipe, dialogSlotRecipe,
  emptyStateSlotRecipe, fieldSlotRecipe, fileUploadSlotRecipe, globalCss, headingRecipe, iconRecipe, inputAddonRecipe,
  inputRecipe, keyframes, layerStyles, linkRecipe, listSlotRecipe, menuSlotRecipe, nativeSelectSlotRecipe,
  popoverSlotRecipe, progressSlotRecipe, radioCardSlotRecipe, radiomarkRecipe, semanticTokens, separatorRecipe,
  skeletonRecipe, sliderSlotRecipe, spinnerRecipe, statSlotRecipe, switchSlotRecipe, tableSlotRecipe, tabsSlotRecipe,
  textareaRecipe, textStyles, toastSlotRecipe, tokens, tooltipSlotRecipe,
} from "@chakra-ui/react/theme";

const v = (name: string) => ({ value: `var(--rv-${name})` });

/**
 * Chakra's default theme (tokens, semantic tokens, global CSS) with only the recipes of the components the app
 * uses, instead of `defaultConfig` and its ~80 recipes: a smaller entry chunk and a faster `createSystem` at
 * start. A component added later needs its recipe here (key as in Chakra's `theme/recipes.js` /
 * `slot-recipes.js`), or it renders unstyled.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      slider: sliderSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

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

// One merge of the three (createSystem merges what it is given).
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
