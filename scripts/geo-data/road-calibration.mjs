// Road lengths and speeds: the Road Development Authority's official road lengths (sources/rda-roads.tsv, a copy of
// ../shared/geodata's: "Road Development Authority, Sri Lanka", as tabulated in nuuuwan/highways_lk, 2022-01)
// calibrate the curated road graph of roads.mjs. See the README beside the generated data for the method.
import fs from 'node:fs';
import { sourceFile } from './sources.mjs';

/** road id -> { desc, km } from the RDA list. */
export function readRda(file = sourceFile('rda-roads.tsv')) {
  const rows = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [id, desc, km] = line.split('\t');
    if (id && km) rows.set(id.trim(), { desc: desc.replace(/\s+/g, ' ').trim(), km: Number(km) });
  }
  return rows;
}

// Places the roads need that the gazetteer may not have: [name, lat, lng, kind, source, note]. Added only when the
// gazetteer has no place of that name. GeoNames rows are its postal file's accuracy-4 points (CC BY 4.0, GeoNames);
// interchanges and Kumbalwela are placed by the curator (approximate, expect within about 2 km).
export const roadPlaces = [
  ['Galkulama', 8.2667, 80.5, 'town', 'geonames'],
  ['Rambewa', 8.4423, 80.5054, 'town', 'geonames'],
  ['Karativu', 7.3833, 81.8333, 'town', 'geonames'],
  ['Uhana', 7.3667, 81.6333, 'town', 'geonames'],
  ['Damana', 7.2007, 81.6542, 'town', 'geonames'],
  ['Ekala', 7.099, 79.913, 'town', 'geonames'],
  ['Hali Ela', 6.9536, 81.0299, 'town', 'geonames'],
  ['Inamaluwa', 7.9314, 80.6845, 'town', 'geonames'],
  ['Kibissa', 7.9412, 80.7252, 'town', 'geonames'],
  ['Ganemulla', 7.0652, 79.963, 'town', 'geonames'],
  [
    'Digampathana',
    7.984,
    80.717,
    'junction',
    'tripmate',
    'where the B218 from Kibissa meets the A6 between Inamaluwa and Habarana',
  ],
  [
    'Kumbalwela',
    6.878,
    81.035,
    'junction',
    'tripmate',
    'where the A23 from Ella meets the A16 (Bandarawela - Hali Ela)',
  ],
  ['Kaduwela Interchange', 6.928, 79.978, 'junction', 'tripmate'],
  ['Ja-Ela Interchange', 7.068, 79.872, 'junction', 'tripmate'],
  ['Katunayake Interchange', 7.16, 79.873, 'junction', 'tripmate'],
  ['Mirigama Interchange', 7.225, 80.115, 'junction', 'tripmate'],
  ['Beliatta Interchange', 6.065, 80.73, 'junction', 'tripmate'],
  ['Sooriyawewa Interchange', 6.31, 81.0, 'junction', 'tripmate'],
  ['Mattala Interchange', 6.3, 81.1, 'junction', 'tripmate'],
];

/** The only places where an expressway may be entered or left (its interchanges and ends). */
export const interchanges = [
  'Kottawa',
  'Kahathuduwa',
  'Gelanigama',
  'Dodangoda',
  'Welipenna',
  'Kurundugahahetekma',
  'Baddegama',
  'Pinnaduwa',
  'Imaduwa',
  'Kokmaduwa',
  'Godagama',
  'Beliatta Interchange',
  'Angunakolapelessa',
  'Sooriyawewa Interchange',
  'Mattala Interchange',
  'Kaduwela Interchange',
  'Kadawatha',
  'Peliyagoda',
  'Ja-Ela Interchange',
  'Katunayake Interchange',
  'Mirigama Interchange',
  'Pothuhera',
];

// Every A road of the RDA list, with its two ends as gazetteer places when both are known, and how sure the curator is
// that the modelled road follows the real one between them. `ends: null` says why the road cannot be checked.
// Expressways and the B roads whose ends are in the graph calibrate the same way; only A roads are counted.
export const calibrations = [
  {
    rda: 'AA000',
    road: 'A0',
    ends: null,
    note: 'its course through Colombo is not known well enough here; not modelled',
  },
  { rda: 'AA001', road: 'A1', ends: ['Colombo Fort', 'Kandy'], sure: 'high' },
  { rda: 'AA002', road: 'A2', ends: ['Colombo Fort', 'Wellawaya'], sure: 'high' },
  { rda: 'AA003', road: 'A3', ends: ['Peliyagoda', 'Puttalam'], sure: 'high' },
  {
    rda: 'AA004',
    road: 'A4',
    ends: ['Borella', 'Batticaloa'],
    sure: 'medium',
    note: 'the RDA measures it from Colombo; TripMate starts it at Borella, a few km out',
  },
  { rda: 'AA005', road: 'A5', ends: ['Peradeniya', 'Chenkaladi'], sure: 'high' },
  { rda: 'AA006', road: 'A6', ends: ['Ambepussa', 'Trincomalee'], sure: 'high' },
  { rda: 'AA007', road: 'A7', ends: ['Avissawella', 'Nuwara Eliya'], sure: 'high' },
  { rda: 'AA008', road: 'A8', ends: ['Panadura', 'Ratnapura'], sure: 'high' },
  { rda: 'AA009', road: 'A9', ends: ['Kandy', 'Jaffna'], sure: 'high' },
  { rda: 'AA010', road: 'A10', ends: ['Katugastota', 'Puttalam'], sure: 'high' },
  // Its eastern end, Tirikkondiadimadu, is in neither the gazetteer nor GeoNames; Valaichchenai, where TripMate ends
  // it, stands in for it (the curator believes the junction is a few km from there). Calibrated, but not counted.
  {
    rda: 'AA011',
    road: 'A11',
    ends: ['Maradankadawala', 'Valaichchenai'],
    endStandIn: true,
    sure: 'low',
    note: 'Tirikkondiadimadu (its eastern end) is in neither the gazetteer nor GeoNames; Valaichchenai stands in for it, so the road is calibrated but not counted',
  },
  { rda: 'AA012', road: 'A12', ends: ['Puttalam', 'Trincomalee'], sure: 'high' },
  { rda: 'AA013', road: 'A13', ends: ['Galkulama', 'Anuradhapura'], sure: 'medium' },
  { rda: 'AA014', road: 'A14', ends: ['Medawachchiya', 'Talaimannar'], sure: 'high' },
  { rda: 'AA015', road: 'A15', ends: ['Batticaloa', 'Trincomalee'], sure: 'high' },
  {
    rda: 'AA016',
    road: 'A16',
    ends: ['Beragala', 'Hali Ela'],
    sure: 'medium',
    note: 'via Haputale, Bandarawela and Kumbalwela; the stretch past Bandarawela is the least sure',
  },
  {
    rda: 'AA017',
    road: 'A17',
    ends: null,
    note: "its end Madampe (Ratnapura district) is not known here; GeoNames' Madampe is the one in Puttalam district",
  },
  {
    rda: 'AA018',
    road: 'A18',
    ends: null,
    note: 'its end Nonagama is in neither the gazetteer nor GeoNames; TripMate ends it at Ambalantota',
  },
  { rda: 'AA019', road: 'A19', ends: ['Polgahawela', 'Kegalle'], sure: 'high' },
  { rda: 'AA020', road: 'A20', ends: ['Anuradhapura', 'Rambewa'], sure: 'high' },
  {
    rda: 'AA021',
    road: 'A21',
    ends: null,
    note: 'its end Karawanella is in neither the gazetteer nor GeoNames; not modelled',
  },
  { rda: 'AA022', road: 'A22', ends: ['Passara', 'Monaragala'], sure: 'medium' },
  {
    rda: 'AA023',
    road: 'A23',
    ends: ['Wellawaya', 'Kumbalwela'],
    sure: 'medium',
    note: 'Kumbalwela placed by the curator',
  },
  { rda: 'AA024', road: 'A24', ends: ['Matara', 'Akuressa'], sure: 'high' },
  { rda: 'AA025', road: 'A25', ends: ['Siyambalanduwa', 'Ampara'], sure: 'medium', note: 'via Damana' },
  { rda: 'AA026', road: 'A26', ends: ['Kandy', 'Padiyatalawa'], sure: 'high' },
  { rda: 'AA027', road: 'A27', ends: ['Ampara', 'Mahaoya'], sure: 'medium', note: 'via Uhana' },
  { rda: 'AA028', road: 'A28', ends: ['Padeniya', 'Anuradhapura'], sure: 'high' },
  { rda: 'AA029', road: 'A29', ends: ['Vavuniya', 'Horowpothana'], sure: 'high' },
  {
    rda: 'AA030',
    road: 'A30',
    ends: null,
    note: 'its end Parayanalankulam is in neither the gazetteer nor GeoNames; TripMate runs it on to Murunkan',
  },
  { rda: 'AA031', road: 'A31', ends: ['Karativu', 'Ampara'], sure: 'medium' },
  {
    rda: 'AA032',
    road: 'A32',
    ends: null,
    note: 'its ends Navatkuli and Kerativu are in neither the gazetteer nor GeoNames; modelled only as Pooneryn - Mannar',
  },
  { rda: 'AA033', road: 'A33', ends: ['Ja-Ela', 'Yakkala'], sure: 'high', note: 'via Ekala and Gampaha' },
  { rda: 'AA034', road: 'A34', ends: ['Mankulam', 'Mullaitivu'], sure: 'high' },
  { rda: 'AA035', road: 'A35', ends: ['Paranthan', 'Mullaitivu'], sure: 'high' },
  {
    rda: 'E001',
    road: 'E01',
    ends: ['Kottawa', 'Sooriyawewa Interchange'],
    sure: 'low',
    note: "the 2022 list's length, taken as Kottawa to the Hambantota end; the last stretch to Mattala keeps the fitted bend",
  },
  {
    rda: 'E002',
    road: 'E02',
    ends: ['Kottawa', 'Peliyagoda'],
    sure: 'medium',
    note: 'it ends at Kerawalapitiya, beside Peliyagoda',
  },
  { rda: 'E003', road: 'E03', ends: ['Peliyagoda', 'Katunayake Interchange'], sure: 'high' },
  { rda: 'AB013', road: 'B', ends: ['Gampola', 'Nawalapitiya'], sure: 'high' },
  { rda: 'B113', road: 'B', ends: ['Ella', 'Passara'], sure: 'high' },
  { rda: 'AB016', road: 'B', ends: ['Jaffna', 'Kankesanthurai'], sure: 'high' },
  { rda: 'AB020', road: 'B', ends: ['Jaffna', 'Point Pedro'], sure: 'high' },
  { rda: 'B162', road: 'B', ends: ['Inamaluwa', 'Sigiriya'], sure: 'high' },
  {
    rda: 'B218',
    road: 'B',
    ends: ['Kibissa', 'Digampathana'],
    sure: 'medium',
    note: 'Digampathana placed by the curator on the A6',
  },
  { rda: 'B208', road: 'B', ends: ['Katunayake', 'Veyangoda'], sure: 'medium', note: 'via Minuwangoda' },
  { rda: 'B297', road: 'B', ends: ['Mullaitivu', 'Kokkilai'], sure: 'high' },
  { rda: 'B422', road: 'B', ends: ['Tissamaharama', 'Kirinda'], sure: 'high' },
  { rda: 'B424', road: 'B', ends: ['Trincomalee', 'Pulmoddai'], sure: 'high', note: 'via Nilaveli' },
  { rda: 'B427', road: 'B', ends: ['Udawalawe', 'Thanamalwila'], sure: 'high' },
  { rda: 'B464', road: 'B', ends: ['Wirawila', 'Kataragama'], sure: 'high', note: 'via Tissamaharama' },
  { rda: 'B633', road: 'B', ends: ['Ja-Ela Interchange', 'Ja-Ela'], sure: 'high' },
];

// Bends of the real road over the straight line, by terrain, for roads with no official length between known ends:
// fitted by least squares to the calibrated A roads (see fitBends), within these bounds.
const BEND_BOUNDS = [1.02, 1.9];
const DEFAULT_BENDS = { expressway: 1.03, urban: 1.15, flat: 1.15, open: 1.08, rolling: 1.2, hill: 1.6 };

// Average speeds (km/h) by class and terrain, calibrated on the reference routes' typical times (see the README).
export const speeds = {
  expressway: { flat: 85 },
  A: { urban: 34, flat: 45, open: 52, rolling: 42, hill: 35 },
  B: { urban: 28, flat: 40, open: 48, rolling: 34, hill: 30 },
};

/** The shortest chain of edges labelled `road` between two nodes (by raw length), or null. */
function pathAlong(edges, road, from, to) {
  const dist = new Map([[from, 0]]);
  const prev = new Map();
  const open = [from];
  while (open.length > 0) {
    open.sort((a, b) => dist.get(b) - dist.get(a));
    const u = open.pop();
    if (u === to) break;
    for (const e of edges) {
      if (e.road !== road || (e.from !== u && e.to !== u)) continue;
      const v = e.from === u ? e.to : e.from;
      const d = dist.get(u) + e.raw;
      if (d < (dist.get(v) ?? Infinity)) {
        if (!dist.has(v)) open.push(v);
        dist.set(v, d);
        prev.set(v, e);
      }
    }
  }
  if (!prev.has(to)) return null;
  const chain = [];
  for (let n = to; n !== from;) {
    const e = prev.get(n);
    chain.push(e);
    n = e.from === n ? e.to : e.from;
  }
  return chain;
}

/**
 * The bend factor of each terrain for roads without an official length: each calibrated A road's official length is
 * shared among its terrains in proportion to their straight-line km, and each terrain's total is divided by its
 * straight-line km (a weighted mean of the roads' bends).
 */
function fitBends(samples, terrains) {
  const official = Object.fromEntries(terrains.map((t) => [t, 0]));
  const straight = Object.fromEntries(terrains.map((t) => [t, 0]));
  const add = (t, st, off) => {
    straight[t] += st;
    official[t] += off;
  };
  // Roads that lie mostly (80%) in one terrain speak for that terrain alone; a terrain no such road covers is
  // fitted from every road that crosses it, sharing each road's length in proportion.
  const pure = new Set();
  for (const s of samples) {
    const total = Object.values(s.straight).reduce((a, b) => a + b, 0);
    const [t, st] = Object.entries(s.straight).sort((a, b) => b[1] - a[1])[0];
    if (st >= 0.8 * total) {
      add(t, total, s.official);
      pure.add(t);
    }
  }
  for (const s of samples) {
    const total = Object.values(s.straight).reduce((a, b) => a + b, 0);
    for (const [t, st] of Object.entries(s.straight)) if (!pure.has(t)) add(t, st, (s.official * st) / total);
  }
  return Object.fromEntries(
    terrains.map((t) => [
      t,
      straight[t] > 0
        ? Math.min(BEND_BOUNDS[1], Math.max(BEND_BOUNDS[0], official[t] / straight[t]))
        : DEFAULT_BENDS[t],
    ]),
  );
}

/**
 * Lengths for the raw edges ({ road, cls, terrain, straight }): each calibrated road's edges share its detour (official
 * length less straight line) so that the road measures its official length between its ends; every other edge gets the
 * fitted bend factor of its terrain. Returns the per-road report written beside the edges.
 */
export function calibrate(edges, rda) {
  const report = [];
  const chains = [];
  const samples = [];
  for (const c of calibrations) {
    const official = rda.get(c.rda);
    if (!official) throw new Error(`RDA list has no ${c.rda}`);
    const row = {
      rda: c.rda,
      road: c.road,
      description: official.desc,
      officialKm: official.km,
      ends: c.ends,
      endStandIn: c.endStandIn ?? false,
      sure: c.sure ?? null,
      note: c.note ?? null,
    };
    report.push(row);
    if (!c.ends) continue;
    for (const e of edges) e.raw = e.straight;
    const chain = pathAlong(edges, c.road, c.ends[0], c.ends[1]);
    if (!chain) throw new Error(`${c.rda}: no ${c.road} edges join ${c.ends.join(' and ')}`);
    const straight = chain.reduce((s, e) => s + e.straight, 0);
    const bend = official.km / straight;
    row.straightKm = Math.round(straight * 10) / 10;
    row.bend = Math.round(bend * 1000) / 1000;
    // An official length shorter than the straight line, or more than twice it, means the modelled places or course
    // are wrong: such a road keeps the fitted bends and fails the check, rather than being forced to fit.
    if (bend < 1 || bend > 2.2) {
      row.problem = `official ${official.km} km against ${straight.toFixed(1)} km of straight line between the modelled places`;
      continue;
    }
    chains.push({ chain, official: official.km });
    if (c.rda.startsWith('AA') && !c.endStandIn) {
      const byTerrain = {};
      for (const e of chain) byTerrain[e.terrain] = (byTerrain[e.terrain] ?? 0) + e.straight;
      samples.push({ straight: byTerrain, official: official.km });
    }
  }
  const bends = {
    expressway: DEFAULT_BENDS.expressway,
    ...fitBends(samples, ['urban', 'flat', 'open', 'rolling', 'hill']),
  };
  const bendOf = (e) => (e.cls === 'expressway' ? bends.expressway : bends[e.terrain]);
  for (const e of edges) {
    e.lengthKm = e.straight * bendOf(e);
    delete e.raw;
  }
  // Each calibrated road's length beyond the straight line (its detour) is shared among its edges in proportion to
  // the detour its terrain bends predict, straight km x (bend - 1): a road straighter or bendier than its terrains'
  // fitted bends is so where it bends, in the hills more than on the plain, and no edge falls below its straight line.
  // (Scaling whole lengths instead shrank a winding hill stretch as much as the long straight road it is part of.)
  const scaled = new Set();
  for (const { chain, official } of chains) {
    const straight = chain.reduce((s, e) => s + e.straight, 0);
    const detour = chain.reduce((s, e) => s + e.straight * (bendOf(e) - 1), 0);
    for (const e of chain) {
      if (scaled.has(e)) throw new Error(`edge ${e.from}-${e.to} is on two calibrated roads`);
      scaled.add(e);
      e.lengthKm = e.straight * (1 + (bendOf(e) - 1) * ((official - straight) / detour));
    }
  }
  return { report, bends };
}

/**
 * The road edges from the curated stretches: each consecutive pair of places is one edge, drawn as the straight
 * segment between them, with a calibrated length (>= the straight line) and the speed of its class and terrain.
 */
export function buildRoadEdges(roads, byName, km, rda = readRda()) {
  const edges = [];
  const seen = new Set();
  for (const [road, cls, terrain, seq] of roads) {
    for (let i = 0; i + 1 < seq.length; i++) {
      const a = byName.get(seq[i]);
      const b = byName.get(seq[i + 1]);
      if (!a || !b) throw new Error(`road ${road}: unknown place ${a ? seq[i + 1] : seq[i]}`);
      const key = [a.id, b.id].sort().join('|');
      if (seen.has(key)) throw new Error(`duplicate edge ${key} on ${road}`);
      seen.add(key);
      edges.push({
        from: a.id,
        to: b.id,
        fromName: a.name,
        toName: b.name,
        road: road === 'AB' ? 'B' : road,
        cls,
        terrain: cls === 'expressway' ? 'flat' : terrain,
        straight: km([a.lat, a.lng], [b.lat, b.lng]),
        a,
        b,
      });
    }
  }
  // Calibration works on place names (the ends in `calibrations`).
  const named = edges.map((e) => ({ ...e, from: e.fromName, to: e.toName }));
  const { report, bends } = calibrate(named, rda);
  const interchangeIds = interchanges.map((name) => {
    const p = byName.get(name);
    if (!p) throw new Error(`unknown interchange ${name}`);
    return p.id;
  });
  const round2 = (x) => Math.round(x * 100) / 100;
  const out = named.map((e, i) => ({
    from: edges[i].from,
    to: edges[i].to,
    road: e.road,
    class: e.cls === 'A' ? 'A-road' : e.cls === 'B' ? 'B-road' : 'expressway',
    terrain: e.terrain,
    lengthKm: round2(Math.max(e.lengthKm, e.straight)),
    speedKmh: speeds[e.cls][e.terrain],
    geometry: [
      [e.a.lng, e.a.lat],
      [e.b.lng, e.b.lat],
    ],
  }));
  for (const e of out) {
    if (e.class !== 'expressway') continue;
    for (const end of [e.from, e.to])
      if (!interchangeIds.includes(end))
        throw new Error(`expressway ${e.road} touches ${end}, which is not an interchange`);
  }
  const calibration = report.map((r) => ({ ...r, ends: r.ends && r.ends.map((n) => byName.get(n).id) }));
  return { edges: out, calibration, bends, interchanges: interchangeIds };
}
