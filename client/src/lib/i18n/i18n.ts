import { createContext, use, useEffect, useMemo } from 'react';
import englishMessages from 'virtual:messages/en';
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';
import type englishSource from './messages/en.json';

/** The interface's languages: English, Sinhala, Tamil. */
export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
type OtherLocale = Exclude<Locale, 'en'>;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language's name in its own script, as the switchers show it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

/** The app's own messages (layout, home page); each feature has its catalogue of its own (`defineMessages`). */
export type MessageKey = keyof typeof englishSource;
export type Catalogue = Readonly<Record<string, CompiledMessage>>;

/** A catalogue module as i18n-plugin.ts makes it. */
export const catalogue = (module: unknown) => module as Catalogue;
const english = catalogue(englishMessages);
export type Translate<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

export type I18n = { readonly locale: Locale; readonly t: Translate };

const translator =
  <Key extends string>(locale: Locale, catalogue: Catalogue, fallback: Catalogue): Translate<Key> =>
  (key, values = {}) =>
    // A key a catalogue lacks falls back to English; the catalogue test forbids that.
    formatMessage(catalogue[key] ?? fallback[key] ?? key, values, locale);

export const createI18n = (locale: Locale, catalogue: Catalogue): I18n => ({
  locale,
  t: translator(locale, catalogue, english),
});

/** A catalogue's English outside React: the default of a function that words something and is told `t` by a component. */
export const englishTranslator = <Key extends string>(englishModule: unknown): Translate<Key> =>
  translator<Key>('en', catalogue(englishModule), catalogue(englishModule));

export const englishI18n = createI18n('en', english);

/** English until the app's locale provider says otherwise, so a component renders on its own in a test too. */
export const I18nContext = createContext<I18n>(englishI18n);

export const useI18n = (): I18n => use(I18nContext);

type Loader = () => Promise<{ default: unknown }>;

/** A feature's catalogue: English with its code, the other languages fetched once each. */
class Namespace {
  private readonly loaded = new Map<OtherLocale, Promise<Catalogue>>();
  constructor(
    readonly english: Catalogue,
    private readonly loaders: Readonly<Record<OtherLocale, Loader>>,
  ) {}
  load(locale: OtherLocale): Promise<Catalogue> {
    let promise = this.loaded.get(locale);
    if (!promise) {
      const loading: Promise<Catalogue> & { status?: 'fulfilled'; value?: Catalogue } = this.loaders[locale]().then(
        (module) => {
          const messages = catalogue(module.default);
          // Marked as React's `use` marks a thenable it has seen settle, so a later `use` answers at once.
          Object.assign(loading, { status: 'fulfilled', value: messages });
          return messages;
        },
      );
      promise = loading;
      this.loaded.set(locale, promise);
    }
    return promise;
  }
}

/** Every feature catalogue whose code has loaded: changing language fetches theirs before the page changes. */
const namespaces = new Set<Namespace>();

/**
 * A feature's messages: `const useT = defineMessages<keyof typeof englishSource>(english, { si: () =>
 * import('virtual:messages/<feature>/si'), ta: ... })`, then `const t = useT()` in its components. In Sinhala or
 * Tamil a feature opened for the first time waits (suspends) for its catalogue, as it waits for its code.
 */
export function defineMessages<Key extends string>(
  englishModule: unknown,
  loaders: Readonly<Record<OtherLocale, Loader>>,
): () => Translate<Key> {
  const englishCatalogue = catalogue(englishModule);
  const namespace = new Namespace(englishCatalogue, loaders);
  namespaces.add(namespace);
  return function useMessages() {
    const { locale } = useI18n();
    // Always `use` for another language, never a catalogue kept aside first: a render that suspended here is replayed once the
    // catalogue has come, and a replay that skipped `use` ran a different sequence of hooks (React error 467,
    // recovered with a warning as error 520: seen in the plan page's dialogs in Sinhala).
    const catalogue = locale === 'en' ? englishCatalogue : use(namespace.load(locale));
    return useMemo(() => translator<Key>(locale, catalogue, englishCatalogue), [locale, catalogue]);
  };
}

/**
 * Loads the faces of a script's font before the page switches to it, so the switch never shows empty boxes while
 * the font arrives. Where the browser has no font loading API (jsdom), there is nothing to wait for.
 */
async function fontsFor(family: string, sample: string): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const faces = ['400', '700'].map((weight) => `${weight} 16px "${family}"`);
  // The stylesheet's @font-face rules can reach document.fonts a moment after its import settles, when load() finds
  // nothing to load yet: try again for up to two seconds, then switch anyway (the text shows in a fallback meanwhile).
  for (let attempt = 0; attempt < 20; attempt++) {
    await Promise.all(faces.map((face) => document.fonts.load(face, sample))).catch(() => []);
    if (faces.every((face) => document.fonts.check(face, sample))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let preloaded: I18n | null = null;

/**
 * Loads the language a returning visitor reads before the first render (main.tsx), so the page opens in it rather
 * than in English first; the locale provider starts from it (`preloadedI18n`).
 */
export async function preloadLanguage(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  preloaded = createI18n(locale, await loadLanguage(locale));
}

export const preloadedI18n = (): I18n | null => preloaded;

/** A language's catalogues (the app's and every loaded feature's) and the fonts for its script, the first time it is chosen. */
export async function loadLanguage(locale: Locale): Promise<Catalogue> {
  if (locale === 'en') return english;
  const features = Promise.all([...namespaces].map((namespace) => namespace.load(locale)));
  const [messages] = await Promise.all([
    locale === 'si' ? import('virtual:messages/si') : import('virtual:messages/ta'),
    loadScriptFonts(locale),
    features,
  ]);
  return catalogue(messages.default);
}

/**
 * The Noto faces of a language's script (bundled, no network), loaded once: with the language, and on a page that
 * shows text in that script in another language's interface (a Tamil plan read in English).
 */
export function loadScriptFonts(locale: OtherLocale): Promise<void> {
  let loading = scriptFonts.get(locale);
  if (!loading) {
    loading =
      locale === 'si'
        ? Promise.all([
            import('@fontsource/noto-sans-sinhala/sinhala-400.css'),
            import('@fontsource/noto-sans-sinhala/sinhala-700.css'),
          ]).then(() => fontsFor('Noto Sans Sinhala', 'සිංහල'))
        : Promise.all([
            import('@fontsource/noto-sans-tamil/tamil-400.css'),
            import('@fontsource/noto-sans-tamil/tamil-700.css'),
          ]).then(() => fontsFor('Noto Sans Tamil', 'தமிழ்'));
    scriptFonts.set(locale, loading);
  }
  return loading;
}
const scriptFonts = new Map<OtherLocale, Promise<void>>();

/** A letter of each language's own script (Sinhala, Tamil). */
export const SCRIPT_LETTERS: Readonly<Record<OtherLocale, RegExp>> = { si: /[\u0D80-\u0DFF]/u, ta: /[\u0B80-\u0BFF]/u };
const SCRIPTS = Object.entries(SCRIPT_LETTERS) as [OtherLocale, RegExp][];

/** Loads the fonts of the Sinhala or Tamil script a text is written in, whatever the interface's language. */
export function useScriptFontsFor(text: string): void {
  const scripts = SCRIPTS.filter(([, letters]) => letters.test(text))
    .map(([locale]) => locale)
    .join();
  useEffect(() => {
    for (const locale of scripts.split(',').filter(Boolean) as OtherLocale[]) void loadScriptFonts(locale);
  }, [scripts]);
}
