import { describe, expect, it } from 'vitest';
import { duration, listed } from './format.js';
import { paths } from '../../../config/paths.js';
import { builtInGeo } from '../../../test/geo.js';
import { ContentService } from '../../content/content.module.js';
import { BuiltInAssistant, isSafeLink } from '../builtin-assistant.js';
import { defaultKnowledge } from '../chat.module.js';
import { plannerData } from '../../planner/planner.module.js';
import { Money } from './money.js';

const assistant = new BuiltInAssistant(defaultKnowledge(builtInGeo(), ContentService.load(paths.content)));

describe('grounded answers (issue 18)', () => {
  it('gives money in LKR, with the preferred currency beside it only when known', () => {
    const signedOut = assistant.answer('How much is a tuk-tuk from Colombo Fort to Galle Face?').text;
    expect(signedOut).toMatch(/roughly LKR \d+ — an estimate for about 2\.\d km by road/);
    expect(signedOut).not.toMatch(/USD|GBP|EUR/);
    expect(
      assistant.answer('How much is a tuk-tuk from Colombo Fort to Galle Face?', { currency: 'EUR' }).text,
    ).toMatch(/LKR 300 \(about EUR 0\.86 at LKR 350 per EUR, rate of October 2025\)/);
  });

  it('prices a short tuk-tuk ride by the fare table, never under its minimum, and a longer one by the meter with the tourist quotes', () => {
    // 2.1 km: LKR 80 + 1.1 × 60 = 146, LKR 150 on the meter, counted at the table's minimum of LKR 300 (not LKR 210).
    const short = assistant.answer('How much is a tuk-tuk from Colombo Fort to Galle Face?').text;
    expect(short).toMatch(
      /^Colombo Fort to Galle Face Green by tuk-tuk is roughly LKR 300 — an estimate for about 2\.1 km by road\. On the meter it is LKR 150 \(LKR 80 for the first km and LKR 60 for each km after, the Western Province tariff as of May 2026\), but TripMate counts at least LKR 300 a ride\./,
    );
    expect(short).not.toContain('LKR 210');
    expect(short).toContain(
      'Source: the Western Provincial Council’s three-wheeler meter tariff as published in May 2026',
    );
    // 7.5 km: LKR 80 + 6.5 × 60 = 470 on the meter, above the minimum; drivers without a meter ask LKR 600–1,200 (5–10 km).
    expect(assistant.answer('tuk tuk fare Kandy to Peradeniya?').text).toMatch(
      /roughly LKR 470 — an estimate for about 7\.5 km by road\. On the meter it is LKR 470 \(.*\)\. Drivers without a meter commonly quote tourists LKR 600–1,200 for a ride this long\./,
    );
    expect(assistant.answer('How much do tuk-tuks charge per km?').text).toMatch(
      /^Three-wheeler \(tuk-tuk\) \(up to 3 passengers\): on the meter LKR 80 for the first km and LKR 60 for each km after \(the Western Province tariff as of May 2026\)\. TripMate counts at least LKR 300 a ride: drivers without a meter commonly quote tourists LKR 300–500 for a short ride of up to 2 km\./,
    );
  });

  it('converts every amount at the dated rate, saying the rate and its month, in cents under ten units (LKR 100 is USD 0.33, not 1)', () => {
    const data = plannerData(builtInGeo().data);
    const usd = new Money(data, 'USD');
    expect(usd.lkr(100)).toBe('LKR 100 (about USD 0.33 at LKR 300 per USD, rate of October 2025)');
    expect(usd.lkr(990)).toBe('LKR 990 (about USD 3.30 at LKR 300 per USD, rate of October 2025)');
    expect(usd.lkr(9000)).toBe('LKR 9,000 (about USD 30 at LKR 300 per USD, rate of October 2025)');
    expect(usd.range(1000, 2000)).toBe(
      'LKR 1,000–2,000 (about USD 3.33–6.67 at LKR 300 per USD, rate of October 2025)',
    );
    expect(assistant.answer('Sigiriya entrance fee?').text).toContain(
      'about LKR 10,800 (USD 36, the price is set in US dollars; converted at LKR 300 per USD, rate of October 2025)',
    );
    const day = assistant.answer('How much does a day in Ella cost?', { currency: 'USD' }).text;
    expect(day).toMatch(
      /^A day in Ella costs roughly LKR [\d,]+–[\d,]+ per person \(the guide’s USD \d+–\d+ at LKR 300 per USD, rate of October 2025\)/,
    );
    expect(day).not.toMatch(/USD 1\b/);
  });

  it('says a price is unknown rather than guessing, and dates the ones it knows', () => {
    expect(assistant.answer('How much is the ticket to Ceylon Tea Museum?').text).toMatch(/does not know/);
    expect(assistant.answer('Sigiriya entrance fee?').text).toMatch(
      /USD 36.*Source: Rockscapes \(travel blog\), 2024-03 \(https:\/\/rockscapes\.net\/sigiriya-lion-rock\): the 2024 price, confidence low/s,
    );
  });

  it('answers app questions from the help articles with a link to the page', () => {
    expect(assistant.answer('How do I add my guesthouse to TripMate?').links).toEqual([
      { label: 'How do I list my business?', href: '/business' },
    ]);
  });

  it('links only to our own paths or https', () => {
    expect(isSafeLink('/destinations/ella')).toBe(true);
    expect(isSafeLink('https://www.eta.gov.lk/')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'http://evil.example', '//evil.example', 'data:text/html,x'])
      expect(isSafeLink(bad)).toBe(false);
  });
});

describe('how the grounded answers read', () => {
  it('rounds a travel time to 5 minutes without ever writing "60 min"', () => {
    expect([44, 58, 59.6, 61, 119, 236, 0].map(duration)).toEqual([
      '45 min',
      '1 h',
      '1 h',
      '1 h',
      '2 h',
      '3 h 55 min',
      '5 min',
    ]);
  });

  it('lists names as a reader would say them', () => {
    expect([[], ['Main Line'], ['Main Line', 'Coastal Line'], ['A', 'B', 'C']].map(listed)).toEqual([
      '',
      'Main Line',
      'Main Line and Coastal Line',
      'A, B and C',
    ]);
  });
});
