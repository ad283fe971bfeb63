import { builtInGeo } from '../../test/geo.js';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.js';
import { ContentService } from '../content/content.module.js';
import { defaultKnowledge } from './chat.module.js';
import { BuiltInAssistant, DO_NOT_KNOW, GREETING } from './builtin-assistant.js';
import { monthRanges } from './sources/geo-source.js';

/** A question set for the built-in assistant, with the facts each answer must contain. */
const assistant = new BuiltInAssistant(defaultKnowledge(builtInGeo(), ContentService.load(paths.content)));
const ask = (question: string) => assistant.answer(question);

describe('the built-in assistant', () => {
  it('gives Mirissa’s best months as the south coast’s dry season', () => {
    const { text, links } = ask('When is the best time to visit Mirissa?');
    expect(text).toMatch(/^Mirissa is on the south coast; its beach season is December to April\./);
    expect(text).toContain('TripMate’s planner data');
    expect(links).toEqual([{ label: 'Plan around the seasons', href: '/planner' }]);
  });

  it('answers what a day costs in a destination from its guide', () => {
    const { text, links } = ask('How much does a day in Ella cost?');
    expect(text).toMatch(/^A day in Ella costs roughly LKR [\d,]+–[\d,]+ per person \(the guide’s USD \d+–\d+/);
    expect(links).toEqual([{ label: 'Ella guide', href: '/destinations/ella' }]);
  });

  it('answers how to get to a destination with the guide’s train, car and bus times', () => {
    const { text } = ask('How do I get to Ella?');
    expect(text).toContain('Train: Main Line trains from Colombo Fort');
  });

  it('answers Kandy to Ella with the road and the train and its typical duration', () => {
    const { text } = ask('How do I get from Kandy to Ella?');
    expect(text).toMatch(/^By road, Kandy to Ella is about 1[2-4]\d km/);
    expect(text).toMatch(/By train it takes about [67] h( \d+ min)? on the Main Line/);
  });

  it('routes Colombo to Galle along the coast and names the station ends', () => {
    const { text } = ask('Colombo to Galle by train?');
    expect(text).toMatch(/By road, Colombo to Galle is about 1[1-4]\d km/);
    expect(text).toContain('Coastal Line');
  });

  it('answers how far one place is from another', () => {
    expect(ask('How far is Sigiriya from Colombo?').text).toMatch(/^By road, Colombo to Sigiriya is about 1[5-9]\d km/);
  });

  it('lists what to see around a place with visit lengths, and a guide’s highlights where there is one', () => {
    const kandy = ask('What to see in Kandy?');
    expect(kandy.text).toMatch(/^In Kandy, don’t miss: /);
    expect(kandy.text).toMatch(/Tooth/);
    expect(kandy.links[0]?.href).toBe('/destinations/kandy');
    const haputale = ask('What to see in Haputale?');
    expect(haputale.text).toMatch(/^Around Haputale, travellers rate these highest: /);
  });

  it('answers temple dress, money and safety from its general facts', () => {
    expect(ask('What should I wear at the Temple of the Tooth?').text).toContain('cover your shoulders and knees');
    expect(ask('Can I pay by card or do I need cash?').text).toContain('Sri Lankan rupee (LKR)');
    expect(ask('Is it safe to swim in the sea?').text).toContain('strong currents');
  });

  it('greets, and says plainly when it does not know', () => {
    expect(ask('Hello').text).toBe(GREETING);
    expect(ask('What is the capital of Peru?').text).toBe(DO_NOT_KNOW);
    expect(ask('How do I get from Kandy to Atlantis?').text).not.toMatch(/By road/);
  });

  it('writes month ranges across the year’s end', () => {
    expect(monthRanges([12, 1, 2, 3, 4])).toBe('December to April');
    expect(monthRanges([5, 6, 7, 8, 9])).toBe('May to September');
    expect(monthRanges([1, 2, 7, 8])).toBe('January to February and July to August');
    expect(monthRanges([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('all year');
  });
});
