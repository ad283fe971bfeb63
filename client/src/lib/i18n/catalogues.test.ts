import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../i18n-plugin';
import { LOCALES } from './i18n';

// The client's src/, from this file's folder (import.meta.url is not a file URL under jsdom).
const src = path.resolve(import.meta.dirname, '../..');
const featuresDir = path.join(src, 'features');

/** The app's catalogue, the shared components' and every feature's. */
const catalogueDirs = [
  path.join(src, 'lib/i18n/messages'),
  path.join(src, 'components/messages'),
  ...readdirSync(featuresDir)
    .map((feature) => path.join(featuresDir, feature, 'messages'))
    .filter((dir) => existsSync(dir)),
];

const read = (dir: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;

/** Each argument a message uses, with how it is used ("count:plural", "name:argument"), from every branch. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      found.add(`${element.value}:${TYPE[element.type]}`);
    } else if (element.type === TYPE.select || element.type === TYPE.plural) {
      found.add(`${element.value}:${TYPE[element.type]}`);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    } else if (element.type === TYPE.tag) {
      placeholders(element.children, found);
    }
  }
  return found;
}

describe.each(catalogueDirs.map((dir) => [path.relative(src, dir), dir] as const))('the catalogue in %s', (_, dir) => {
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, read(dir, `${locale}.json`)]));
  const english = catalogues.en!;

  it.each(LOCALES.filter((locale) => locale !== 'en'))('has every English key in %s, and no other', (locale) => {
    const translated = catalogues[locale]!;
    expect(
      Object.keys(english).filter((key) => !(key in translated)),
      `missing in ${locale}`,
    ).toEqual([]);
    expect(
      Object.keys(translated).filter((key) => !(key in english)),
      `in ${locale} but not in English`,
    ).toEqual([]);
  });

  it.each(LOCALES)('has only non-empty ICU messages that parse and that the app can format, in %s', (locale) => {
    const messages = catalogues[locale]!;
    for (const [key, message] of Object.entries(messages)) {
      expect(typeof message === 'string' && message.trim() !== '', `${locale} ${key} is empty or not text`).toBe(true);
      expect(
        () => parse(message as string, { ignoreTag: true, requiresOtherClause: true }),
        `${locale} ${key}`,
      ).not.toThrow();
    }
    expect(() => compileCatalogue(messages as Record<string, string>, `${locale}.json`)).not.toThrow();
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('uses the same placeholders as English in %s', (locale) => {
    const translated = catalogues[locale]!;
    for (const [key, message] of Object.entries(english)) {
      if (typeof translated[key] !== 'string') continue;
      const expected = [...placeholders(parse(message as string, { ignoreTag: true }))].sort();
      const actual = [...placeholders(parse(translated[key], { ignoreTag: true }))].sort();
      expect(actual, `${locale} ${key}`).toEqual(expected);
    }
  });

  it('marks for review only keys that exist, in Sinhala or Tamil, each with a reason', () => {
    const review = read(dir, 'review.json');
    for (const [language, entries] of Object.entries(review)) {
      if (language === '$comment') continue;
      expect(['si', 'ta']).toContain(language);
      for (const [key, reason] of Object.entries(entries as Record<string, unknown>)) {
        expect(key in english, `${language} review of unknown key ${key}`).toBe(true);
        expect(typeof reason === 'string' && reason.length > 0, `${language} ${key} has no reason`).toBe(true);
      }
    }
  });
});

describe('a catalogue check', () => {
  it('catches a missing key and a changed placeholder', () => {
    const english = { greeting: 'Hello {name}', days: '{count, plural, one {# day} other {# days}}' };
    const broken = { greeting: 'ආයුබෝවන් {nama}' };
    expect(Object.keys(english).filter((key) => !(key in broken))).toEqual(['days']);
    expect([...placeholders(parse(broken.greeting))]).not.toEqual([...placeholders(parse(english.greeting))]);
    expect(() => parse('{count, plural, one {# day}}', { requiresOtherClause: true })).toThrow();
  });

  it('names the file and the key of a message the build cannot compile', () => {
    expect(() =>
      compileCatalogue({ fine: 'Day {day}', broken: 'Day {day' }, 'src/features/planner/messages/si.json'),
    ).toThrow(/src\/features\/planner\/messages\/si\.json, key "broken": not a valid ICU message/);
    expect(() => compileCatalogue({ when: 'On {day, date, short}' }, 'src/lib/i18n/messages/ta.json')).toThrow(
      /src\/lib\/i18n\/messages\/ta\.json, key "when": ICU element type date/,
    );
  });
});
