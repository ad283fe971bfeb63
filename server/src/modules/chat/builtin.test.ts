import { describe, expect, it } from 'vitest';
import { defaultKnowledge } from './chat.module.js';
import { BuiltInAssistant, DO_NOT_KNOW, GREETING } from './providers/builtin.js';
import { monthRanges } from './sources/geo-source.js';

/** A question set for the built-in assistant, with the facts each answer must contain. */
const assistant = new BuiltInAssistant(defaultKnowledge());
const ask = (question: string) => assistant.answer(question);

describe('the built-in assistant', () => {
  it('gives Mirissa’s best months as the south coast’s dry season', () => {
    const { text, links } = ask('When is the best time to visit Mirissa?');
    expect(text).toMatch(/^Mirissa is at its best from December to April/);
    expect(links).toEqual([{ label: 'Mirissa guide', href: '/destinations/mirissa' }]);
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

  it('lists what to see around a place with visit lengths', () => {
    const { text, links } = ask('What to see in Kandy?');
    expect(text).toMatch(/^Around Kandy, travellers rate these highest: /);
    expect(text).toMatch(/Tooth/);
    expect(links[0]?.href).toBe('/destinations/kandy');
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
