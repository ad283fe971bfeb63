import { describe, expect, it } from 'vitest';
import { duration, listed } from './format.js';
import { paths } from '../../../config/paths.js';
import { builtInGeo } from '../../../test/geo.js';
import { ContentService } from '../../content/content.module.js';
import { BuiltInAssistant, isSafeLink } from '../builtin-assistant.js';
import { defaultKnowledge } from '../chat.module.js';

const assistant = new BuiltInAssistant(defaultKnowledge(builtInGeo(), ContentService.load(paths.content)));

describe('grounded answers (issue 18)', () => {
  it('gives money in LKR, with the preferred currency beside it only when known', () => {
    const signedOut = assistant.answer('How much is a tuk-tuk from Colombo Fort to Galle Face?').text;
    expect(signedOut).toMatch(/roughly LKR \d+ — an estimate: about 2\.\d km by road/);
    expect(signedOut).not.toMatch(/USD|GBP|EUR/);
    expect(assistant.answer('How much is a tuk-tuk from Colombo Fort to Galle Face?', { currency: 'EUR' }).text).toMatch(/LKR \d+ \(about EUR \d+\)/);
  });

  it('says a price is unknown rather than guessing, and dates the ones it knows', () => {
    expect(assistant.answer('How much is the ticket for Pidurangala rock?').text).toMatch(/does not know/);
    expect(assistant.answer('Sigiriya entrance fee?').text).toMatch(/USD 30.*2023 figure, recalled/s);
  });

  it('answers app questions from the help articles with a link to the page', () => {
    expect(assistant.answer('How do I add my guesthouse to TripMate?').links).toEqual([{ label: 'How do I list my business?', href: '/business' }]);
  });

  it('links only to our own paths or https', () => {
    expect(isSafeLink('/destinations/ella')).toBe(true);
    expect(isSafeLink('https://www.eta.gov.lk/')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'http://evil.example', '//evil.example', 'data:text/html,x']) expect(isSafeLink(bad)).toBe(false);
  });
});

describe('how the grounded answers read', () => {
  it('rounds a travel time to 5 minutes without ever writing "60 min"', () => {
    expect([44, 58, 59.6, 61, 119, 236, 0].map(duration)).toEqual(['45 min', '1 h', '1 h', '1 h', '2 h', '3 h 55 min', '5 min']);
  });

  it('lists names as a reader would say them', () => {
    expect([[], ['Main Line'], ['Main Line', 'Coastal Line'], ['A', 'B', 'C']].map(listed)).toEqual(['', 'Main Line', 'Main Line and Coastal Line', 'A, B and C']);
  });
});
