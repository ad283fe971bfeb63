/**
 * The language a returning visitor will see, read before the app starts (main.tsx), so a Sinhala or Tamil reader's
 * catalogue and fonts load before the first render instead of the page showing English first. The same order as the
 * app's LocaleProvider: the signed-in person's saved setting, this device's choice, the browser's languages.
 * Kept tiny and free of imports: it runs on the start-up path.
 */
const SAVED: Readonly<Record<string, 'en' | 'si' | 'ta'>> = { ENGLISH: 'en', SINHALA: 'si', TAMIL: 'ta' };
const OURS = (value: unknown): value is 'en' | 'si' | 'ta' => value === 'en' || value === 'si' || value === 'ta';

export function storedLocale(
  storage: Pick<Storage, 'getItem'> | null,
  languages: readonly string[],
): 'en' | 'si' | 'ta' {
  try {
    const user = JSON.parse(storage?.getItem('user') ?? 'null') as { preferences?: { language?: unknown } } | null;
    const saved = storage?.getItem('token') ? user?.preferences?.language : undefined;
    if (typeof saved === 'string' && SAVED[saved]) return SAVED[saved];
    const device = storage?.getItem('tripmate.language');
    if (OURS(device)) return device;
  } catch {
    // Storage refused, or a session written by an older version: the browser's languages decide.
  }
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (OURS(base)) return base;
  }
  return 'en';
}
