import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { getSystem } from './src/app/theme';

const GLOBAL_CSS_MARK = '<!--chakra-global-css-->';
const CHAKRA_SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's global CSS (the layer order, the reset, `globalCss` and every token's CSS variable, about 36 KB) as
 * emotion would insert it: the same serializer and stylis plugins, run once here instead of on every visit.
 */
export function chakraGlobalCss(): string {
  const system = getSystem();
  const cache = createCache({ key: 'css' });
  // On the server (no document) emotion's insert returns the rules instead of inserting them.
  const rules = (styles: unknown) =>
    cache.insert('', serializeStyles([styles as never]), cache.sheet, false) as unknown as string;
  return rules(system.layers.atRule) + rules(system._global);
}

/**
 * Chakra builds its global CSS in the browser on every visit: `createSystem` turns every token into a CSS variable
 * and `ChakraProvider` serializes and parses the result (together the largest single piece of start-up work on the
 * main thread). Here the build does it once:
 * - index.html gets the CSS in a <style> (at the `<!--chakra-global-css-->` mark), so the first paint is styled;
 * - the app renders with `getAppSystem()` (theme.ts), whose global CSS is empty;
 * - Chakra's `createSystem` builds its global CSS only when asked (no one asks in the browser). The rewrite is
 *   checked: a Chakra version whose code differs fails the build instead of silently doing the work again.
 */
export function chakraGlobalCssPlugin(): Plugin {
  return {
    name: 'tripmate-chakra-global-css',
    transform(code, id) {
      if (!CHAKRA_SYSTEM.test(id)) return undefined;
      if (!code.includes(EAGER_GLOBAL) || !/^ {4}_global,$/m.test(code)) {
        throw new Error(`${id}: Chakra's createSystem changed; update client/global-css-plugin.ts`);
      }
      // Line for line, so the source map stays true.
      const lazy = code
        .replace(EAGER_GLOBAL, 'let _global;')
        .replace(
          /^ {4}_global,$/m,
          '    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },',
        );
      return { code: lazy, map: null };
    },
    transformIndexHtml(html) {
      if (!html.includes(GLOBAL_CSS_MARK)) throw new Error(`index.html has no ${GLOBAL_CSS_MARK} placeholder`);
      return html.replace(GLOBAL_CSS_MARK, `<style data-chakra-global>${chakraGlobalCss()}</style>`);
    },
  };
}
