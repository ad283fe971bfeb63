import { describe, expect, it } from 'vitest';
import { OutsideContentFilter, outsideContent, withoutOutsideContent } from './outside-content.js';

const SITE = { origins: ['https://tripmate.example'] };

describe('outside content in a model’s words', () => {
  it.each([
    ['Book at https://evil.example/deal today.', 'link', 'https://evil.example/deal'],
    ['See www.evil.example for rooms.', 'link', 'www.evil.example'],
    ['Rooms on booking.com are cheaper.', 'link', 'booking.com'],
    ['A [guide](//evil.example/x) helps.', 'link', '[guide](//evil.example/x)'],
    ['Click [here](javascript:alert(1)) now.', 'link', '[here](javascript:alert(1))'],
    ['A ![pixel](https://evil.example/p.gif "t") here.', 'link', '![pixel](https://evil.example/p.gif "t")'],
    ['Write to stay@ella-view.lk for a room.', 'email', 'stay@ella-view.lk'],
    ['Call +94 77 123 4567 to book.', 'phone', '+94 77 123 4567'],
    ['Call 0094 11 234 5678 to book.', 'phone', '0094 11 234 5678'],
    ['Call 077-1234567 to book.', 'phone', '077-1234567'],
    ['Call (011) 234 5678 to book.', 'phone', '(011) 234 5678'],
    ['Call 555-123-4567 to book.', 'phone', '555-123-4567'],
    ['Room 5 (011) 234 5678 is free.', 'phone', '(011) 234 5678'],
    ['A <b>bold</b> day.', 'markup', '<b>'],
    ['A <img src=x onerror=alert(1)> day.', 'markup', '<img src=x onerror=alert(1)>'],
    ['A day <!-- note --> out.', 'markup', '<!-- note -->'],
  ])('finds it in %j', (text, kind, found) => {
    expect(outsideContent(text)).toMatchObject({ kind, text: found });
  });

  it.each([
    'Kandy to Ella, 2 days, about 4 hours by train from 08:30 to 12:45.',
    'Rooms cost LKR 10000-15000 a night; the fort was built 1588-1640.',
    'Open 07.00 - 17.00 daily; the 2025-01-15 train is full (2024-2025 season).',
    'Dial 119 for the police or 1912 for the tourist police.',
    'Sigiriya, e.g. the Lion Rock, is 200 m high; a < b and <3 are not tags.',
    'Mt. Lavinia and St. Clair’s Falls, then Kandy.In the evening, the lake.',
    'See /planner, [the guide](/destinations/ella) or [day 2](#day-2) on TripMate.',
  ])('finds none in %j', (text) => {
    expect(outsideContent(text)).toBeNull();
  });

  it('lets links to the site itself stay, and takes the rest out without leaving gaps', () => {
    expect(outsideContent('Plan it at https://tripmate.example/planner.', SITE)).toBeNull();
    expect(outsideContent('Plan it at tripmate.example/planner.', SITE)).toBeNull();
    expect(outsideContent('Plan it at https://tripmate.example.evil.example/planner.', SITE)).toMatchObject({
      kind: 'link',
    });
    expect(
      withoutOutsideContent('Book at https://evil.example or call +94 77 123 4567, or <b>write</b> to a@b.lk.', SITE),
    ).toBe('Book at or call, or write to.');
  });

  it('cleans a reply that arrives in pieces exactly as it cleans the whole (seeded random cuts)', () => {
    const seed = Number(process.env.TEST_SEED ?? Date.now() % 100_000);
    console.info(`outside-content stream seed: ${seed}`);
    let state = seed;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const text =
      'Ayubowan! Kandy is 278 km away. Call +94 77 123 4567 or 011 234 5678 or room 5 (011) 234 5678, mail stay@ella-view.lk, see https://evil.example/a?b=c ' +
      'or booking.com, and <a href="https://evil.example">this <b>page</b></a>, [a long guide](https://evil.example/g "its title") or [ours](/planner). Trains leave 08:30; rooms LKR 10000-15000. ' +
      'Plan at https://tripmate.example/planner. Done.';
    const whole = withoutOutsideContent(text, SITE);
    for (let round = 0; round < 200; round++) {
      const filter = new OutsideContentFilter(SITE);
      let given = '';
      for (let at = 0; at < text.length;) {
        const size = 1 + Math.floor(random() * 12);
        given += filter.push(text.slice(at, at + size));
        at += size;
      }
      given += filter.end();
      expect(given, `seed ${seed}, round ${round}`).toBe(whole);
    }
    expect(whole).not.toMatch(/evil|ella-view|4567|<|booking/);
    expect(whole).toContain('https://tripmate.example/planner');
    expect(whole).toContain('Kandy is 278 km away. Call or or room 5, mail, see');
    expect(whole).toContain('this page, a long guide or [ours](/planner).');
  });
});
