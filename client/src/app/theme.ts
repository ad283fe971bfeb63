import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { LATER_RECIPES, LATER_SLOT_RECIPES } from './theme-later-keys';

type TokenTree = { [key: string]: unknown };

/**
 * Chakra's semantic tokens with their light-mode values only. The app has no dark mode, and every `_dark` value is
 * one more CSS rule Chakra builds on every visit before the first render (about a quarter of that start-up work).
 * Adding a dark mode means dropping this filter.
 */
function lightModeOnly<T extends TokenTree>(tree: T): T {
  const visit = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if ('value' in node) {
      const { value } = node as { value: unknown };
      const light =
        value !== null && typeof value === 'object' && '_light' in value
          ? (value as { _light: unknown })._light
          : value;
      return { ...node, value: light };
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
  };
  return visit(tree) as T;
}

/**
 * Chakra's tokens and only the recipes of the components the app uses. The stock `defaultConfig` carries the styles
 * of every Chakra component (about 50 KB gzip more on every page). A component whose recipe is missing here and in
 * theme-later-recipes.ts renders unstyled: add its recipe when a page starts using one.
 *
 * Here only the recipes of what the home page and the layout around every page show before any interaction (the
 * first screen of most visits); every other recipe is in theme-later-recipes.ts, which loads with any other page, on
 * the first navigation, or once the home page has settled (`loadLaterRecipes`, App.tsx): about 6.5 KB gzip less before
 * the home page is usable.
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
    semanticTokens: lightModeOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {},
  },
});

// System fonts, and the Sinhala and Tamil fonts bundled from npm (loaded only with that language): nothing may load
// from the internet.
const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, 'Noto Sans Sinhala', 'Noto Sans Tamil', sans-serif";

const config = defineConfig({
  globalCss: {
    html: {
      colorPalette: 'brand',
      // Anchored sections land below the sticky header.
      scrollPaddingTop: '5rem',
    },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: systemFonts }, body: { value: systemFonts } },
      colors: {
        // Deep lagoon teal; 700 on white keeps text at AA contrast.
        brand: {
          50: { value: '#effcf9' },
          100: { value: '#c9f4ea' },
          200: { value: '#94e8d6' },
          300: { value: '#57d4bd' },
          400: { value: '#27b9a2' },
          500: { value: '#0f9d89' },
          600: { value: '#0a7e70' },
          700: { value: '#0c655b' },
          800: { value: '#0f514a' },
          900: { value: '#11433e' },
          950: { value: '#032724' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
        // Saffron for calls to action; darker than orange.600 so white text stays at AA contrast.
        accent: {
          solid: { value: '#c2410c' },
          contrast: { value: 'white' },
          fg: { value: '{colors.orange.700}' },
          muted: { value: '{colors.orange.200}' },
          subtle: { value: '{colors.orange.100}' },
          emphasized: { value: '{colors.orange.300}' },
          focusRing: { value: '{colors.orange.400}' },
          border: { value: '{colors.orange.500}' },
        },
      },
    },
  },
});

let whole: SystemContext | undefined;
let forApp: SystemContext | undefined;
let later: Promise<void> | undefined;
let laterLoaded = false;
let laterFailure: { error: unknown } | undefined;

/**
 * The whole system, its global CSS included (client/global-css-plugin.ts writes that CSS into index.html). Built on
 * first use rather than when this module loads, so main.tsx can build it in a task of its own. Until
 * `loadLaterRecipes` has run it has only the first screen's recipes.
 */
export function getSystem(): SystemContext {
  return (whole ??= createSystem(defaultBaseConfig, chakraTheme, config));
}

/**
 * Loads the recipes of the components the first screen does not show and adds them to the system (Chakra reads
 * `theme.recipes` when a component first asks for its recipe). Loads once; a failed load is tried again on the next
 * call, and until then a component waiting for them gets the error (as a lazy page whose code failed to load).
 */
export function loadLaterRecipes(): Promise<void> {
  if (!later) laterFailure = undefined; // a new attempt
  return (later ??= import('./theme-later-recipes').then(
    ({ laterRecipes, laterSlotRecipes }) => {
      // createSystem keeps this very object and reads its recipes on each first ask.
      const theme = getSystem()._config.theme!;
      theme.recipes = { ...theme.recipes, ...laterRecipes };
      theme.slotRecipes = { ...theme.slotRecipes, ...laterSlotRecipes };
      laterLoaded = true;
    },
    (error: unknown) => {
      later = undefined;
      laterFailure = { error };
      throw error;
    },
  ));
}

const laterKeys = new Set<string>([...LATER_RECIPES, ...LATER_SLOT_RECIPES]);

/**
 * What the app renders with: the same system without its global CSS, which index.html already carries, so the
 * browser does not serialize and parse 36 KB of CSS on every visit. Tests render with it too (jsdom needs no CSS).
 * A component asking for a recipe of theme-later-recipes.ts before it has loaded suspends (its nearest <Suspense>
 * shows its fallback) until it has, rather than rendering unstyled: Chakra would keep the empty recipe it was given.
 */
export function getAppSystem(): SystemContext {
  if (forApp) return forApp;
  const system = getSystem();
  const waitFor = (key: string) => {
    if (laterLoaded || !laterKeys.has(key)) return;
    if (laterFailure) throw laterFailure.error;
    throw loadLaterRecipes();
  };
  const getRecipeFn: SystemContext['getRecipeFn'] = (key, fallback) => (
    waitFor(key),
    system.getRecipeFn(key, fallback)
  );
  const getSlotRecipeFn: SystemContext['getSlotRecipeFn'] = (key, fallback) => (
    waitFor(key),
    system.getSlotRecipeFn(key, fallback)
  );
  forApp = Object.create(system, {
    _global: { value: [] },
    getRecipeFn: { value: getRecipeFn },
    getSlotRecipeFn: { value: getSlotRecipeFn },
  }) as SystemContext;
  return forApp;
}
