import { describe, expect, it } from 'vitest';
import { sunTimes } from './sun.js';

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

describe('sun times (NOAA algorithm, Sri Lanka time)', () => {
  it('puts sunrise and sunset in Colombo where the solar geometry does, through the year', () => {
    // Solar noon in Colombo is about 12:10 (79.86° E against the 82.5° meridian of UTC+05:30); days are longest in June.
    const june = sunTimes(6.9271, 79.8612, '2026-06-21');
    const december = sunTimes(6.9271, 79.8612, '2026-12-21');
    expect(clock(june.sunrise)).toBe('05:57');
    expect(clock(june.sunset)).toBe('18:28');
    expect(june.sunset - june.sunrise).toBeGreaterThan(december.sunset - december.sunrise);
    expect(Math.abs((june.sunrise + june.sunset) / 2 - (12 * 60 + 12))).toBeLessThanOrEqual(3);
  });

  it('keeps every sunrise of the year between 05:35 and 06:35 and every sunset between 17:40 and 18:45 across the island', () => {
    for (const [lat, lng] of [
      [5.95, 80.45],
      [9.66, 80.02],
      [6.87, 81.05],
      [8.57, 81.23],
    ] as const) {
      for (let day = 0; day < 365; day += 7) {
        const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
        const { sunrise, sunset } = sunTimes(lat, lng, date);
        expect(sunrise, date).toBeGreaterThanOrEqual(5 * 60 + 35);
        expect(sunrise, date).toBeLessThanOrEqual(6 * 60 + 35);
        expect(sunset, date).toBeGreaterThanOrEqual(17 * 60 + 40);
        expect(sunset, date).toBeLessThanOrEqual(18 * 60 + 45);
      }
    }
  });

  it('has the sun rise earlier in the east of the island than in the west on the same day', () => {
    expect(sunTimes(8.57, 81.23, '2026-03-20').sunrise).toBeLessThan(sunTimes(6.93, 79.86, '2026-03-20').sunrise);
  });
});
