import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { toast } from '../components/toast';
import {
  createI18n,
  englishI18n,
  I18nContext,
  isLocale,
  loadLanguage,
  preloadedI18n,
  type I18n,
  type Locale,
} from '../lib/i18n/i18n';
import { isOnline, subscribeOnline } from '../lib/online';
import { setRequestLanguage } from '../lib/request-language';
import { useSession, type SessionUser } from './session';

/** The language chosen on this device (the header's switcher), for when no saved setting says otherwise. */
export const DEVICE_LOCALE_KEY = 'tripmate.language';

/** The account's Language setting as the session keeps it (GraphQL's enum), when it is one of ours. */
const SAVED_LOCALES: Readonly<Record<string, Locale>> = { ENGLISH: 'en', SINHALA: 'si', TAMIL: 'ta' };
export const SAVED_LANGUAGE_OF: Readonly<Record<Locale, 'ENGLISH' | 'SINHALA' | 'TAMIL'>> = {
  en: 'ENGLISH',
  si: 'SINHALA',
  ta: 'TAMIL',
};

export function savedLocaleOf(user: SessionUser | null): Locale | null {
  const preferences = user?.preferences as { language?: unknown } | undefined;
  return typeof preferences?.language === 'string' ? (SAVED_LOCALES[preferences.language] ?? null) : null;
}

/** The first of the browser's languages we speak ("si-LK" is Sinhala). */
export function browserLocaleOf(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** The browser's languages, most wanted first; a browser without `navigator.languages` gives its one `language`. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages)) return navigator.languages;
  return typeof navigator.language === 'string' ? [navigator.language] : [];
}

/** The saved setting of a signed-in person, then this device's choice, then the browser's languages, then English. */
export function resolveLocale(saved: Locale | null, device: Locale | null, browser: readonly string[]): Locale {
  return saved ?? device ?? browserLocaleOf(browser) ?? 'en';
}

const readDevice = (): Locale | null => {
  try {
    const stored = window.localStorage.getItem(DEVICE_LOCALE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
};

const deviceListeners = new Set<() => void>();
const subscribeDevice = (listener: () => void) => {
  deviceListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    deviceListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

type LocaleChoice = {
  /** The language shown (the one chosen may still be loading). */
  readonly locale: Locale;
  /** Chooses a language on this device, and for a signed-in person saves it as their Language setting. */
  choose(locale: Locale): void;
};

const LocaleChoiceContext = createContext<LocaleChoice>({ locale: 'en', choose: () => {} });
export const useLocaleChoice = () => use(LocaleChoiceContext);

/** Which language the interface speaks: loads its catalogue and fonts, and keeps `<html lang>` in step. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { user, token, login } = useSession();
  const device = useSyncExternalStore(subscribeDevice, readDevice, () => null);
  const wanted = resolveLocale(savedLocaleOf(user), device, browserLanguages());
  // Before any effect of the page below asks the server for something: its messages come in the chosen language.
  useLayoutEffect(() => setRequestLanguage(wanted), [wanted]);
  // A returning Sinhala or Tamil reader's language was loaded before the first render (main.tsx).
  const [i18n, setI18n] = useState<I18n>(() => preloadedI18n() ?? englishI18n);

  useEffect(() => {
    if (wanted === i18n.locale) return;
    let current = true;
    // The page stays in the language it is in until the other one's catalogue and fonts are here.
    loadLanguage(wanted)
      .then((catalogue) => {
        // A transition: a page whose catalogue is still on its way keeps showing until it is here.
        if (current) startTransition(() => setI18n(createI18n(wanted, catalogue)));
      })
      .catch((error: unknown) => console.error(`Could not load the ${wanted} catalogue.`, error));
    return () => {
      current = false;
    };
  }, [wanted, i18n.locale]);

  // In the same commit as the text it describes (a passive effect could run after the page had shown the new
  // language: a screen reader would read Tamil as English meanwhile).
  useLayoutEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n.locale]);

  const { t } = i18n;
  const choose = useCallback(
    (locale: Locale) => {
      const onDevice = () => {
        try {
          window.localStorage.setItem(DEVICE_LOCALE_KEY, locale);
        } catch {
          // Storage refused (some private modes): signed out, the choice does not stick; signed in, it is saved too.
        }
        for (const listener of deviceListeners) listener();
      };
      if (!token || !user) return onDevice();
      const apply = () => {
        onDevice();
        login(token, {
          ...user,
          preferences: { ...(user.preferences as object | undefined), language: SAVED_LANGUAGE_OF[locale] },
        });
      };
      // The code that saves it loads only now.
      const save = () =>
        import('./save-language').then(({ saveLanguage }) => saveLanguage(token, user, SAVED_LANGUAGE_OF[locale]));
      const saveFailed = () =>
        toast({ title: t('common.error'), description: t('language.saveFailed'), type: 'error' });
      if (!isOnline()) {
        // Offline (the app works offline): the choice applies at once and is saved when the network is back.
        apply();
        const stop = subscribeOnline(() => {
          if (!isOnline()) return;
          stop();
          void save().catch(saveFailed);
        });
        return;
      }
      // The saved setting wins over the device's, so a signed-in choice is saved first, and the session (and this
      // device) follow only once the server has it: a failed save changes nothing and says so.
      void save().then(apply).catch(saveFailed);
    },
    [token, user, login, t],
  );

  const choice = useMemo(() => ({ locale: i18n.locale, choose }), [i18n.locale, choose]);
  return (
    <LocaleChoiceContext value={choice}>
      <I18nContext value={i18n}>{children}</I18nContext>
    </LocaleChoiceContext>
  );
}
