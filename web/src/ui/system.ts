import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe, alertSlotRecipe, animationStyles, avatarSlotRecipe, badgeRecipe, breakpoints, buttonRecipe, cardSlotRecipe,
  checkboxSlotRecipe, checkmarkRecipe, codeRecipe, containerRecipe, cssVarsPrefix, cssVarsRoot, dataListSlotRecipe, dialogSlotRecipe,
  emptyStateSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, fileUploadSlotRecipe, globalCss, headingRecipe, iconRecipe, inputAddonRecipe,
  inputRecipe, kbdRecipe, keyframes, layerStyles, linkRecipe, listSlotRecipe, menuSlotRecipe, nativeSelectSlotRecipe,
  popoverSlotRecipe, progressSlotRecipe, radioCardSlotRecipe, radiomarkRecipe, semanticTokens, separatorRecipe,
  skeletonRecipe, sliderSlotRecipe, spinnerRecipe, statSlotRecipe, switchSlotRecipe, tableSlotRecipe, tabsSlotRecipe,
  textareaRecipe, textStyles, toastSlotRecipe, tokens, tooltipSlotRecipe,
} from "@chakra-ui/react/theme";
import { menuAnatomy } from "@chakra-ui/react/anatomy";

const v = (name: string) => ({ value: `var(--rv-${name})` });

// The reader's font size and line height (Appearance; spec part 1 section 9 multipliers) set the reading text
// only: article bodies and titles, item titles and teasers in lists. Menus, buttons, forms and the drawer keep
// their size, so "Small" never shrinks the interface to 11 px and "Extra large" never breaks it.
const scaled = (rem: number) => ({ value: `calc(${rem}rem * var(--rv-font-scale, 1))` });

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
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
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
    slotRecipes: {
      menu: {
        slots: menuAnatomy.keys(),
        base: {
          // A menu keeps focus on itself and marks the entry the arrow keys reach (aria-activedescendant): while the
          // menu has keyboard focus, that entry shows the ring too (Chakra's faint highlight alone is about 1.2:1).
          item: { _highlighted: { "[role=menu]:focus-visible &": { outline: "2px solid var(--rv-accent)", outlineOffset: "-2px" } } },
        },
      },
    },
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
        // Subtle text (teasers, secondary icons) is still text: it takes the muted colour, which reads at 4.5:1.
        fg: {
          DEFAULT: v("fg"),
          muted: v("fg-muted"),
          subtle: v("fg-muted"),
          // Chakra's status colours (red.500, orange.600, green.600 on light) read below 4.5:1 on our light themes.
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } },
          warning: { value: { _light: "{colors.orange.800}", _dark: "{colors.orange.300}" } },
          success: { value: { _light: "{colors.green.800}", _dark: "{colors.green.300}" } },
        },
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
        // One focus ring for every control in every theme: the theme's accent, 5:1 or more against its backgrounds
        // (Chakra's gray ring, gray.400, is 2.6:1 on white; its orange and green rings are lighter still). White text
        // on Chakra's orange.600 and green.600 (badges, swipe actions) reads 3.6:1 and 3.3:1 (and dark mode puts black on
        // them): a little darker (5:1 with white, still orange and green; Chakra's next shades are brown), white text in
        // every theme.
        gray: { focusRing: v("accent") },
        red: { focusRing: v("accent") },
        blue: { focusRing: v("accent") },
        orange: { focusRing: v("accent"), solid: { value: "#c2410c" }, contrast: { value: "white" } },
        green: { focusRing: v("accent"), solid: { value: "#15803d" }, contrast: { value: "white" } },
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
    // Plain links (item titles, article text, footers) get the same visible ring as Chakra's controls, whose own
    // focus styles are more specific and win.
    "a:focus-visible": { outline: "2px solid var(--rv-accent)", outlineOffset: "2px", borderRadius: "2px" },
  },
});

// One merge of the three (createSystem merges what it is given).
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
