import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISTRICT_NAMES, districtName, districts } from './districts';

/** The Survey Department's names (COD-AB LKA v03), as the geo data's sources keep them. */
const SOURCE = path.resolve(__dirname, '../../../scripts/geo-data/sources/lk-place-names-si-ta.tsv');

describe('districts in Sinhala and Tamil', () => {
  it('are the Survey Department’s names for each of the 25 districts, word for word', () => {
    const rows = readFileSync(SOURCE, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'));
    const source = Object.fromEntries(rows.filter((r) => r[5] === 'district').map(([en, si, ta]) => [en, { si, ta }]));
    expect(Object.keys(source).sort()).toEqual([...districts].sort());
    expect(DISTRICT_NAMES).toEqual(source);
  });

  it('says a district in the reader’s script, English as stored, and a name it does not know as it is', () => {
    expect([districtName('Kandy', 'en'), districtName('Kandy', 'si'), districtName('Kandy', 'ta')]).toEqual([
      'Kandy',
      'මහනුවර',
      'கண்டி',
    ]);
    expect(districtName('Atlantis', 'ta')).toBe('Atlantis');
  });
});
