import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.js';
import { builtInGeo } from '../../test/geo.js';

const { data, engine } = builtInGeo();
const best = (text: string) => engine.geocodeNow(text)?.best.name ?? null;
const ZWJ = '\u200d';

/** The planner form's placeholders in Sinhala and Tamil, as the client's catalogues hold them. */
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(path.join(paths.root, `client/src/features/planner/messages/${language}.json`), 'utf8'),
  ) as Record<string, string>;

describe('places typed in Sinhala and Tamil script', () => {
  it('finds the form’s own placeholder examples, with or without the "e.g."', () => {
    for (const language of ['si', 'ta']) {
      const { 'form.fromPlaceholder': from, 'form.toPlaceholder': to } = catalogue(language);
      for (const placeholder of [from!, to!]) {
        const example = placeholder.replace(/^(උදා|எ\.கா)\.\s*/u, '');
        expect(example, placeholder).not.toBe(placeholder);
        expect(engine.geocodeNow(example), example).not.toBeNull();
        expect(best(placeholder), placeholder).toBe(best(example));
      }
    }
    expect(best('කොළඹ')).toBe('Colombo');
    expect(best('கொழும்பு')).toBe('Colombo');
  });

  it.each([
    // Districts, by the Survey Department's names: the district's capital town.
    ['මහනුවර', 'Kandy'],
    ['கண்டி', 'Kandy'],
    ['ගාල්ල', 'Galle'],
    ['யாழ்ப்பாணம்', 'Jaffna'],
    ['මොණරාගල', 'Monaragala'],
    ['නුවරඑළිය', 'Nuwara Eliya'],
    // Both sources' spellings: HDX's අනුරාධපුර and OSM's අනුරාධපුරය; இரத்தினபுரம் (HDX) and இரத்தினபுரி (OSM).
    ['අනුරාධපුර', 'Anuradhapura'],
    ['අනුරාධපුරය', 'Anuradhapura'],
    ['அனுராதபுரம்', 'Anuradhapura'],
    // Towns and suburbs (OpenStreetMap's names).
    ['මීගමුව', 'Negombo'],
    ['நீர்கொழும்பு', 'Negombo'],
    ['ඇල්ල', 'Ella'],
    ['හික්කඩුව', 'Hikkaduwa'],
    // A village named by the GN divisions of its parts ("Unawatuna West", උණවටුන බටහිර).
    ['උණවටුන', 'Unawatuna'],
    ['திருகோணமலை', 'Trincomalee'],
    ['மட்டக்களப்பு', 'Batticaloa'],
    // Airports, and a town with the word for "city".
    ['බණ්ඩාරනායක ජාත්‍යන්තර ගුවන්තොටුපළ', 'Bandaranaike International Airport'],
    ['பண்டாரநாயக்க சர்வதேச விமானநிலையம்', 'Bandaranaike International Airport'],
    ['ගුවන්තොටුපළ', 'Bandaranaike International Airport'],
    ['விமான நிலையம்', 'Bandaranaike International Airport'],
    ['මහනුවර නගරය', 'Kandy'],
    ['யாழ்ப்பாணம் நகரம்', 'Jaffna'],
  ])('finds %s as %s', (text, name) => {
    expect(best(text)).toBe(name);
  });

  it('reads a name the same with and without its zero-width joiners, and in NFC or not', () => {
    const withJoiner = 'ශ්‍රී ජයවර්ධනපුර කෝට්ටේ';
    expect(withJoiner).toContain(ZWJ);
    expect(best(withJoiner)).toBe('Sri Jayewardenepura Kotte');
    expect(best(withJoiner.replaceAll(ZWJ, ''))).toBe('Sri Jayewardenepura Kotte');
    const trinco = 'ත්‍රිකුණාමළය';
    expect(best(trinco)).toBe('Trincomalee');
    expect(best(trinco.replaceAll(ZWJ, ''))).toBe('Trincomalee');
    // Hambantota's Tamil vowel sign stored in two parts (NFD) is the same name.
    const hambantota = 'அம்பாந்தோட்டை';
    expect(best(hambantota.normalize('NFD'))).toBe('Hambantota');
    expect(best(hambantota)).toBe('Hambantota');
  });

  it('gives suggestions as a Sinhala or Tamil name is typed', () => {
    expect(engine.suggestNow('කොළ', 5).map((p) => p.name)).toContain('Colombo');
    expect(engine.suggestNow('யாழ்ப்', 5).map((p) => p.name)).toContain('Jaffna');
  });

  it('names every district capital in both languages, and keeps the OpenStreetMap names in a file of their own', () => {
    const named = new Map<string, { si: number; ta: number }>();
    for (const n of data.placeNames) {
      const seen = named.get(n.place) ?? { si: 0, ta: 0 };
      named.set(n.place, { si: seen.si + n.si.length, ta: seen.ta + n.ta.length });
    }
    const capitals = data.places.filter((p) => p.districtCapital);
    expect(capitals).toHaveLength(25);
    for (const p of capitals)
      expect(named.get(p.id), p.name).toMatchObject({ si: expect.any(Number), ta: expect.any(Number) });
    for (const p of capitals) expect(Math.min(named.get(p.id)!.si, named.get(p.id)!.ta), p.name).toBeGreaterThan(0);
    const dir = path.join(paths.root, 'server/src/modules/geo/data');
    const osm = JSON.parse(readFileSync(path.join(dir, 'place-names-osm.json'), 'utf8')) as {
      licence: string;
      attribution: string;
    };
    const hdx = JSON.parse(readFileSync(path.join(dir, 'place-names.json'), 'utf8')) as {
      licence: string;
      attribution: string;
      source: string;
    };
    expect(osm).toMatchObject({
      licence: 'ODbL 1.0',
      attribution: expect.stringContaining('OpenStreetMap contributors'),
    });
    expect(hdx).toMatchObject({
      licence: 'CC BY-IGO',
      attribution: expect.stringContaining('Survey Department of Sri Lanka / OCHA'),
    });
    expect(hdx.source).not.toMatch(/openstreetmap/i);
  });
});

describe('places typed as people type them', () => {
  it.each([
    ['Bandaranaike Airport', 'Bandaranaike International Airport'],
    ['bandaranaike international', 'Bandaranaike International Airport'],
    ['Katunayake airport', 'Bandaranaike International Airport'],
    ['airport', 'Bandaranaike International Airport'],
    ['Airport, Sri Lanka', 'Bandaranaike International Airport'],
    ['BIA', 'Bandaranaike International Airport'],
    ['CMB', 'Bandaranaike International Airport'],
    ['Jaffna airport', 'Jaffna International Airport'],
    ['Mattala airport', 'Mattala Rajapaksa International Airport'],
    ['Kandy city', 'Kandy'],
    ['kandy town', 'Kandy'],
    ['Galle fort', 'Galle Fort'],
    ['Matara district', 'Matara'],
    ['Ella area', 'Ella'],
    ['Colombo city centre', 'Colombo'],
    ['Nuwara Eliya town', 'Nuwara Eliya'],
    ['Arugam Bay area', 'Arugam Bay'],
  ])('finds %s as %s', (text, name) => {
    expect(best(text)).toBe(name);
  });

  it('suggests places as a name is typed, its last word unfinished', () => {
    expect(engine.suggestNow('Bandaranaike Air', 5)[0]?.name).toBe('Bandaranaike International Airport');
    expect(engine.suggestNow('Kan', 5).map((p) => p.name)).toContain('Kandy');
    expect(engine.suggestNow('Nuwara El', 5)[0]?.name).toBe('Nuwara Eliya');
    expect(engine.suggestNow('zzqx', 5)).toEqual([]);
  });

  it('offers places like a name that found nothing ("did you mean")', () => {
    expect(engine.geocodeNow('Kandyyyy Lakke')).toBeNull();
    expect(engine.nearMisses('Kandyyyy Lakke').map((p) => p.name)).toContain('Kandy Lake');
    expect(engine.nearMisses('Atlantis Xyzzy')).toEqual([]);
  });
});
