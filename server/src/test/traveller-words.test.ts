import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.js';

/**
 * Words a traveller must never read (issue 28): the names of the project's files, the machine the data was curated on,
 * who curated it and from what memory (a traveller reads a plain citation: "TripMate’s estimate"), the developer's tools
 * and notes. Every text a traveller can be shown is walked: the server's catalogues (the
 * assistant's, the planner's, the refusals'), the modules' error messages, the curated data's translated texts and
 * the data itself (all but its internal `source` provenance), the guides and help articles, and the web client's
 * catalogues (not the `review.json` notes to translators).
 */
const INTERNAL: readonly [string, RegExp][] = [
  ['a file name', /\b[\w-]+\.(json|ts|tsx|js|mjs|md|tsv|csv)\b/i],
  ['the curating machine', /curating machine|curated on a machine|without internet access/i],
  ['the browser console', /\bconsole\b|கன்சோல|කොන්සෝල/i],
  ['the data curator', /\bcurator|\brecalled\b|\bnot fetched\b|දත්ත සකසන්නා|தரவுத் தொகுப்பாளர/i],
  ['a developer note', /\b(TODO|FIXME|XXX|lorem ipsum)\b/i],
  ['a programmer value', /\b(undefined|NaN|\[object Object\])\b/],
  ['a stack trace', /stack trace|at Object\.|Error: /],
];

const root = paths.root;
const files = (dir: string, match: RegExp): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => match.test(f))
    .map((f) => path.join(dir, f));

/**
 * The strings a TypeScript file holds (quoted literals and the fixed parts of templates), not its comments, regular
 * expressions or imports: a small scanner, enough for the catalogues' plain code.
 */
function literals(file: string): string[] {
  const code = readFileSync(path.join(root, file), 'utf8').replace(/^(import|export) [^;]* from '[^']*';$/gm, '');
  const found: string[] = [];
  /** Template nesting: for each open template, the brace depth of its current `${…}` (-1: in the template's text). */
  const templates: number[] = [];
  let text = '';
  let i = 0;
  let last = '';
  const regexCanStart = () => /^$|[(,=:[!&|?{};+\-*%<>~^]$/.test(last);
  while (i < code.length) {
    const c = code[i]!;
    const top = templates.at(-1);
    if (top === -1) {
      // Inside a template's text.
      if (c === '\\') {
        text += code[i + 1] ?? '';
        i += 2;
      } else if (c === '`') {
        found.push(text);
        text = '';
        templates.pop();
        last = ')';
        i++;
      } else if (c === '$' && code[i + 1] === '{') {
        found.push(text);
        text = '';
        templates[templates.length - 1] = 0;
        last = '{';
        i += 2;
      } else {
        text += c;
        i++;
      }
      continue;
    }
    if (c === '/' && code[i + 1] === '/') i = code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i);
    else if (c === '/' && code[i + 1] === '*') i = code.indexOf('*/', i + 2) + 2;
    else if (c === '/' && regexCanStart()) {
      // A regular expression literal: to its closing slash, classes and escapes skipped.
      let inClass = false;
      for (i++; i < code.length; i++) {
        const r = code[i]!;
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
      }
      i++;
      last = ')';
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      let value = '';
      for (; j < code.length && code[j] !== c; j++) value += code[j] === '\\' ? code[++j] : code[j];
      found.push(value);
      i = j + 1;
      last = ')';
    } else if (c === '`') {
      templates.push(-1);
      i++;
    } else {
      if (top !== undefined && c === '{') templates[templates.length - 1] = top + 1;
      if (top !== undefined && c === '}') {
        if (top === 0) templates[templates.length - 1] = -1;
        else templates[templates.length - 1] = top - 1;
      }
      if (!/\s/.test(c)) last = c;
      i++;
    }
  }
  return found;
}

/**
 * The string values of a JSON document, leaving out the keys named (internal provenance, ids) and, with `header`,
 * the document's own top-level notes (what the file holds, for its maintainers).
 */
function jsonStrings(file: string, skip: ReadonlySet<string>, header = false): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string | null, depth: number) => {
    if (key !== null && (skip.has(key) || (header && depth === 1 && /note$/i.test(key)))) return;
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v, null, depth + 1));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k, depth + 1);
  };
  walk(JSON.parse(readFileSync(path.join(root, file), 'utf8')), null, 0);
  return found;
}

const TS_TEXTS = [
  ...['en', 'si', 'ta'].map((l) => `server/src/modules/chat/writer/${l}.ts`),
  ...['en', 'si', 'ta'].map((l) => `server/src/modules/planner/writer/${l}.ts`),
  ...files('server/src/modules/planner/writer/data-texts', /\.ts$/),
  'server/src/messages/si.ts',
  'server/src/messages/ta.ts',
  ...readdirSync(path.join(root, 'server/src/modules')).flatMap((m) =>
    files(`server/src/modules/${m}`, /^[^/]+\.errors\.ts$/),
  ),
];
/** The curated data: everything but who a figure comes from as the curator recorded it, and the ids. */
const INTERNAL_KEYS = new Set([
  'source',
  'id',
  'attractionId',
  'placeId',
  'station',
  'generatedBy',
  'licence',
  'attribution',
]);
const JSON_TEXTS = [
  ...files('server/src/modules/planner/data', /\.json$/),
  'content/destinations.json',
  'content/help.json',
  ...files('client/src', /(^|\/)messages\/(en|si|ta)\.json$/),
];

describe('the words travellers read (issue 28)', () => {
  const texts: { where: string; text: string }[] = [
    ...TS_TEXTS.flatMap((file) => literals(file).map((text) => ({ where: file, text }))),
    ...JSON_TEXTS.flatMap((file) =>
      (file.includes('/planner/data/')
        ? jsonStrings(file, INTERNAL_KEYS, true)
        : jsonStrings(file, new Set(['source', '$comment']))
      ).map((text) => ({ where: file, text })),
    ),
  ];

  it('walks every catalogue and data text, in the three languages', () => {
    expect(TS_TEXTS.length).toBeGreaterThanOrEqual(16);
    expect(JSON_TEXTS.filter((f) => f.includes('/messages/')).length).toBeGreaterThanOrEqual(30);
    expect(texts.length).toBeGreaterThan(3000);
    // The scanner reads the fixed parts of the catalogues' templates, in each language.
    const from = (file: string, words: string) => texts.some((t) => t.where.endsWith(file) && t.text.includes(words));
    expect(from('chat/writer/en.ts', ' for the first km and ')).toBe(true);
    expect(from('chat/writer/ta.ts', 'மாற்று விகிதமான')).toBe(true);
    expect(from('planner/writer/data-texts/rates.ts', 'ත්‍රීරෝද රථ මීටර්')).toBe(true);
  });

  it('names no file, no curating machine, no console, no developer note, no programmer value', () => {
    const found = texts.flatMap(({ where, text }) =>
      INTERNAL.filter(([, word]) => word.test(text)).map(([what]) => `${where}: ${what}: ${text.slice(0, 160)}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch the words issue 28 found', () => {
    for (const text of [
      'Source: TripMate’s planner data (seasons.json), approximate.',
      'not re-checked online from the curating machine',
      'Please check the console or try again.',
      'Source: Central Cultural Fund, 2023 figure, recalled by TripMate’s curator rather than fetched.',
      'මෙය TripMate හි දත්ත සකසන්නාගේ මතකයෙන් ලියූවකි',
    ]) {
      expect(
        INTERNAL.some(([, word]) => word.test(text)),
        text,
      ).toBe(true);
    }
  });
});
