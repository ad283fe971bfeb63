import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDistanceKm,
  formatLkr,
  formatMinutes,
  formatNumber,
  formatRoadKm,
  formatShortDate,
} from './format';

describe('formats for the interface language', () => {
  it('keeps the English forms the pages have always shown', () => {
    expect(formatLkr(54098)).toBe('LKR 54,098');
    expect(formatDate('2026-12-20')).toBe('20 Dec 2026');
    expect(formatDay('2026-12-20')).toBe('Sun 20 Dec 2026');
    expect(formatShortDate('2026-12-20')).toBe('20 Dec');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  // Concrete strings (Node's ICU; the symbol is followed by a no-break space): a test that compared with the same Intl
  // call would pass whatever it gave.
  it('formats rupees, numbers and dates with Intl for Sinhala and Tamil', () => {
    expect(formatLkr(54098, 'si')).toBe('රු.\u00a054,098');
    expect(formatLkr(54098, 'ta')).toBe('Rs.\u00a054,098');
    expect(formatNumber(1234567, 'si')).toBe('1,234,567');
    expect(formatDate('2026-12-20', 'si')).toBe('2026 දෙසැම්බර් 20');
    expect(formatDate('2026-12-20', 'ta')).toBe('20 டிச., 2026');
    expect(formatDay('2026-12-20', 'si')).toBe('2026 දෙසැම්බර් 20, ඉරිදා');
    expect(formatDay('2026-12-20', 'ta')).toBe('ஞாயி., 20 டிச., 2026');
    expect(formatShortDate('2026-12-20', 'si')).toBe('දෙසැම්බර් 20');
    expect(formatShortDate('2026-12-20', 'ta')).toBe('டிச. 20');
  });

  // Intl's Sinhala months are the traditional calendar's (උඳුවප්, a lunar month, for December; වප් for October) and
  // Chromium has no Sinhala data ("Dec 20, 2026"): a Sinhala reader sees the Gregorian month in Sinhala, every form.
  it('writes Sinhala dates with the Gregorian months in Sinhala script, never the traditional names or English', () => {
    const forms = [
      formatDate('2026-10-04', 'si'),
      formatDay('2026-10-04', 'si'),
      formatShortDate('2026-10-04', 'si'),
      formatDateTime('2026-10-04T14:05:00Z', 'si'),
    ];
    expect(forms).toEqual(['2026 ඔක්තෝබර් 4', '2026 ඔක්තෝබර් 4, ඉරිදා', 'ඔක්තෝබර් 4', '2026 ඔක්තෝබර් 4, 14.05']);
    for (const text of forms) expect(text).not.toMatch(/[A-Za-z]|වප්|උඳුවප්/);
    expect(formatDateTime('2026-10-04T14:05:00Z', 'ta')).toMatch(/^4 அக்.*2026.*14:05$/);
  });

  it('writes durations in the English form, and with Intl units in Sinhala and Tamil', () => {
    expect([455, 45, 120].map((minutes) => formatMinutes(minutes))).toEqual(['7 h 35 min', '45 min', '2 h']);
    expect([455, 45, 120].map((minutes) => formatMinutes(minutes, 'si'))).toEqual(['පැය 7 මිනි 35', 'මිනි 45', 'පැය 2']);
    expect([455, 45, 120].map((minutes) => formatMinutes(minutes, 'ta'))).toEqual([
      '7 ம. 35 நிமி.',
      '45 நிமி.',
      '2 ம.',
    ]);
  });

  it('writes distances with Intl units in Sinhala and Tamil', () => {
    expect([0.452, 3.24, 18.4].map((km) => formatDistanceKm(km, 'si'))).toEqual(['මී 450', 'කි.මී 3.2', 'කි.මී 18']);
    expect([0.452, 3.24, 18.4].map((km) => formatDistanceKm(km, 'ta'))).toEqual(['450 மீ.', '3.2 கி.மீ.', '18 கி.மீ.']);
    expect([formatRoadKm(3.24), formatRoadKm(18.4), formatRoadKm(3.24, 'si'), formatRoadKm(18.4, 'ta')]).toEqual([
      '3.2 km',
      '18 km',
      'කි.මී 3.2',
      '18 கி.மீ.',
    ]);
  });

  it('writes a distance as precise as it is useful, choosing the unit from the rounded figure', () => {
    expect([0.004, 0.452, 0.9996, 3.24, 9.97, 18.4].map((km) => formatDistanceKm(km))).toEqual([
      '10 m',
      '450 m',
      '1.0 km',
      '3.2 km',
      '10 km',
      '18 km',
    ]);
  });
});
