import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatDistanceKm, formatLkr, formatNumber, formatShortDate } from './format';

describe('formats for the interface language', () => {
  it('keeps the English forms the pages have always shown', () => {
    expect(formatLkr(54098)).toBe('LKR 54,098');
    expect(formatDate('2026-12-20')).toBe('20 Dec 2026');
    expect(formatDay('2026-12-20')).toBe('Sun 20 Dec 2026');
    expect(formatShortDate('2026-12-20')).toBe('20 Dec');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('formats rupees and dates with Intl for Sinhala and Tamil', () => {
    expect(formatLkr(54098, 'si')).toBe(new Intl.NumberFormat('si-LK', { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 }).format(54098));
    expect(formatLkr(54098, 'si')).toContain('54,098');
    expect(formatLkr(54098, 'ta')).toContain('54,098');
    expect(formatDate('2026-12-20', 'si')).toBe(new Intl.DateTimeFormat('si-LK', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-12-20T00:00:00Z')));
    expect(formatDate('2026-12-20', 'ta')).not.toBe(formatDate('2026-12-20'));
  });

  it('writes a distance as precise as it is useful, choosing the unit from the rounded figure', () => {
    expect([0.004, 0.452, 0.9996, 3.24, 9.97, 18.4].map((km) => formatDistanceKm(km))).toEqual(['10 m', '450 m', '1.0 km', '3.2 km', '10 km', '18 km']);
  });
});
