import { loadBuiltInGeo } from '../../server/src/modules/geo/geo.module.js';
const { engine } = loadBuiltInGeo();
const p = (t: string) => engine.geocodeNow(t)!.best;
const pairs = [
  ['Colombo', 'Hikkaduwa', 100, 1.75],
  ['Colombo', 'Mirissa', 150, 2.5],
  ['Colombo', 'Galle', 125, 1.9],
  ['Colombo', 'Unawatuna', 130, 2],
  ['Colombo', 'Yala', 270, 4.5],
  ['Udawalawe', 'Mirissa', 110, 2.25],
  ['Colombo', 'Ella', 210, 6],
  ['Colombo', 'Bentota', 64, 1.6],
  ['Colombo', 'Ratnapura', 100, 2.5],
  ['Colombo', 'Kandy', 115, 3.25],
] as const;
for (const [a, b, km, h] of pairs) {
  const r = engine.routeNow(p(a), p(b), [], false)!;
  console.log(
    `${(a + '-' + b).padEnd(30)} ${r.distanceKm} (${km}) ${((r.distanceKm / km - 1) * 100).toFixed(0)}%  ${(r.durationMinutes / 60).toFixed(2)}h (${h}) ${((r.durationMinutes / 60 / h - 1) * 100).toFixed(0)}% ${r.legs[0]!.roads.join(',')}`,
  );
}
