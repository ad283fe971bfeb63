/**
 * Published rail distances of Sri Lanka Railways, to check the lines laid along the OpenStreetMap track against.
 * Sri Lanka Railways' own distance tables could not be fetched here (no network); each figure below names where it
 * was read or says that it is recalled, and how sure it is. `sure` entries are held to TOLERANCE, `recalled` ones to
 * RECALLED_TOLERANCE.
 */
export type RailReference = {
  /** Station ids of the gazetteer, in travel order along the named lines. */
  readonly from: string;
  readonly to: string;
  readonly km: number;
  readonly source: string;
  readonly confidence: 'sure' | 'recalled';
};

/** A measured length may differ from a published one by this share. */
export const TOLERANCE = 0.05;
/** Looser for figures recalled rather than read. */
export const RECALLED_TOLERANCE = 0.1;

const WIKI_STATIONS =
  'Wikipedia, "List of railway stations in Sri Lanka by line" (distance from Colombo Fort, taken from Sri Lanka Railways), read in a stored copy';

export const railReferences: readonly RailReference[] = [
  {
    from: 'colombo-fort',
    to: 'kandy',
    km: 120.96,
    source: `Wikipedia, "Matale railway station": 148.6 km from Colombo Fort and 27.64 km from Kandy, so Kandy is 120.96 km (read in a stored copy)`,
    confidence: 'sure',
  },
  {
    from: 'colombo-fort',
    to: 'peradeniya',
    km: 115.34,
    source: `${WIKI_STATIONS}: Peradeniya Junction 115.34 km`,
    confidence: 'sure',
  },
  { from: 'colombo-fort', to: 'ella', km: 271.03, source: `${WIKI_STATIONS}: Ella 271.03 km`, confidence: 'sure' },
  {
    from: 'colombo-fort',
    to: 'badulla',
    km: 292.3,
    source:
      'Wikipedia, "Badulla railway station": 292.3 km from Colombo (read in a stored copy); the Main Line article gives 290 km',
    confidence: 'sure',
  },
  {
    from: 'kandy',
    to: 'matale',
    km: 27.64,
    source: 'Wikipedia, "Matale railway station": 27.64 km from Kandy (read in a stored copy)',
    confidence: 'sure',
  },
  {
    from: 'colombo-fort',
    to: 'vavuniya',
    km: 251.9,
    source: `${WIKI_STATIONS}: Vavuniya 251.9 km`,
    confidence: 'sure',
  },
  {
    from: 'polgahawela',
    to: 'kankesanthurai',
    km: 339,
    source: 'Wikipedia, "Northern line (Sri Lanka)": 339 km from Polgahawela Junction (read in a stored copy)',
    confidence: 'sure',
  },
  {
    from: 'maho',
    to: 'batticaloa',
    km: 212,
    source:
      'Wikipedia, "Batticaloa line": 212 km from Maho Junction; Daily News (2021-04-29) "Journey to Batticaloa": 212 km',
    confidence: 'sure',
  },
  {
    from: 'galoya-junction',
    to: 'trincomalee',
    km: 70,
    source:
      'Wikipedia, "Trincomalee line": 70 km from Gal Oya Junction, citing the Ministry of Transport\'s railway statistics',
    confidence: 'sure',
  },
  {
    from: 'matara',
    to: 'beliatta',
    km: 26.75,
    source: 'Ministry of Transport, as reported by Ada Derana (2019-04-08): the Matara-Beliatta line is 26.75 km',
    confidence: 'sure',
  },
  {
    from: 'medawachchiya',
    to: 'talaimannar',
    km: 106,
    source:
      'IRCON reconstruction sections as reported by Jagran Josh (2015-01): Medawachchiya-Thiruketheeswaram 69 km + Thiruketheeswaram-Talaimannar Pier 37 km; the pier is a little beyond the station',
    confidence: 'recalled',
  },
  {
    from: 'colombo-fort',
    to: 'matara',
    km: 158,
    source:
      'recalled, not read: Colombo Fort to Matara about 158-160 km by the Coastal Line (Sri Lanka Railways timetables)',
    confidence: 'recalled',
  },
  {
    from: 'maradana',
    to: 'avissawella',
    km: 57,
    source:
      'recalled, not read: Colombo Fort to Avissawella about 59 km by the Kelani Valley Line, Maradana about 2 km from Fort',
    confidence: 'recalled',
  },
];
