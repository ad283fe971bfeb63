/**
 * Sunrise and sunset, by the NOAA Solar Calculator's algorithm (after Jean Meeus, "Astronomical Algorithms";
 * https://gml.noaa.gov/grad/solcalc/calcdetails.html): the sun's upper limb on the horizon with standard refraction
 * (zenith 90.833°). Accurate to a minute or two at Sri Lanka's latitudes, which is all a plan needs.
 */

/** Sri Lanka Standard Time, UTC+05:30, all year (no daylight saving). */
export const SRI_LANKA_UTC_OFFSET_MINUTES = 330;
const RAD = Math.PI / 180;

/** Minutes after local midnight (Sri Lanka time) of the sunrise and sunset at a place on a date (YYYY-MM-DD). */
export function sunTimes(lat: number, lng: number, date: string): { sunrise: number; sunset: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Julian century at local noon.
  const jd = Date.UTC(y, m - 1, d, 12) / 86_400_000 + 2_440_587.5 - lng / 360;
  const t = (jd - 2_451_545) / 36_525;
  const l0 = (280.46646 + t * (36_000.76983 + t * 0.0003032)) % 360;
  const mAnom = 357.52911 + t * (35_999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const c =
    Math.sin(mAnom * RAD) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * mAnom * RAD) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * mAnom * RAD) * 0.000289;
  const omega = 125.04 - 1934.136 * t;
  const lambda = l0 + c - 0.00569 - 0.00478 * Math.sin(omega * RAD);
  const eps0 = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const eps = eps0 + 0.00256 * Math.cos(omega * RAD);
  const decl = Math.asin(Math.sin(eps * RAD) * Math.sin(lambda * RAD)) / RAD;
  const yy = Math.tan((eps / 2) * RAD) ** 2;
  const eqTime =
    (4 *
      (yy * Math.sin(2 * l0 * RAD) -
        2 * e * Math.sin(mAnom * RAD) +
        4 * e * yy * Math.sin(mAnom * RAD) * Math.cos(2 * l0 * RAD) -
        0.5 * yy * yy * Math.sin(4 * l0 * RAD) -
        1.25 * e * e * Math.sin(2 * mAnom * RAD))) /
    RAD;
  const cosH =
    Math.cos(90.833 * RAD) / (Math.cos(lat * RAD) * Math.cos(decl * RAD)) - Math.tan(lat * RAD) * Math.tan(decl * RAD);
  const hourAngle = Math.acos(Math.max(-1, Math.min(1, cosH))) / RAD;
  const noon = 720 - 4 * lng - eqTime + SRI_LANKA_UTC_OFFSET_MINUTES;
  return { sunrise: Math.round(noon - hourAngle * 4), sunset: Math.round(noon + hourAngle * 4) };
}

/** The date a plan without dates is timed on: an equinox, when the sun's times are the year's middle (±15 minutes). */
export const UNDATED_SUN_DATE = '2026-03-20';
