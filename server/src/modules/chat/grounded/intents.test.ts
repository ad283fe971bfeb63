import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.js';
import { builtInGeo } from '../../../test/geo.js';
import { ContentService } from '../../content/content.module.js';
import { plannerData } from '../../planner/planner.module.js';
import { BuiltInAssistant } from '../builtin-assistant.js';
import { defaultKnowledge } from '../chat.module.js';
import { Grounding } from './grounding.js';
import { payerOf } from './intents/fee.js';
import { GroundedSource } from './grounded-source.js';
import { seasonalItemsFor } from './intents/seasonal.js';
import { Question } from './question.js';

const geo = builtInGeo();
const assistant = new BuiltInAssistant(defaultKnowledge(geo, ContentService.load(paths.content)));
const ask = (question: string) => assistant.answer(question).text;
const grounding = new Grounding(geo, plannerData(geo.data), []);
const question = (text: string) => new Question(text, grounding.finder);

describe('seasonal activities and festivals (seasons.json)', () => {
  it('answers whale watching, not the beach season, and offers the coast that is in season that month', () => {
    const text = ask('Can I see whales in Mirissa in July?');
    expect(text).toMatch(
      /^Blue-whale and dolphin watching from Mirissa: roughly November to April\. July is outside it\./,
    );
    expect(text).toMatch(
      /In July instead: Whale watching from Trincomalee: roughly March to October\. July is in the season\./,
    );
    expect(text).not.toContain('beach season');
  });

  it('cites where a season or closure comes from, both ends of Trincomalee’s range, and says when no source was found', () => {
    const whales = ask('best time for whale watching in trinco');
    expect(whales).toMatch(/March to August \(Jetwing Eco, 2011\).*May to October \(Cinnamon Hotels/s);
    expect(whales).toContain(
      '(Source: Jetwing Eco (Gehan de Silva Wijeyeratne; first in the Sunday Times, 4 September 2011), 2011-09-04, https://www.jetwingeco.com/articles/longest-and-best-for-blue/.)',
    );
    expect(ask('Is Yala open in September?')).toContain(
      'Source: Ada Derana, 2018-08-31 (http://www.adaderana.lk/news.php?nid=49715)',
    );
    expect(ask('When is the Nallur festival?')).toContain('(TripMate found no published source for these months.)');
  });

  it('does not offer the other coast when the first one is in season', () => {
    const text = ask('whales at mirissa in february?');
    expect(text).toContain('February is in the season');
    expect(text).not.toContain('Trincomalee');
  });

  it('reads the place to choose between seasons of the same activity, local spellings included', () => {
    expect(seasonalItemsFor(question('best time for whale watching in trinco'), grounding).items[0]?.id).toBe(
      'whales-trincomalee',
    );
    expect(seasonalItemsFor(question('arugambay surf season?'), grounding).items[0]?.id).toBe('surf-arugam-bay');
    expect(seasonalItemsFor(question('surfing in weligama'), grounding).items[0]?.id).toBe('surf-south-west');
  });

  it('knows The Gathering at Minneriya and the Adam’s Peak pilgrimage season', () => {
    expect(ask('Is Minneriya good for elephants in August?')).toMatch(/The Gathering.*August is in the season/s);
    expect(ask("When does the Adam's Peak season start?")).toMatch(/Unduvap full moon in December/);
  });

  it('answers a seasonal sight named with a month, and a festival only when it is asked when', () => {
    expect(ask('adams peak in july?')).toMatch(
      /^Adam's Peak \(Sri Pada\) pilgrimage season: roughly December to May\. July is outside it\./,
    );
    expect(ask('Temple of the tooth in august')).toMatch(
      /^Kandy Esala Perahera: usually in July to August\. August is one of its usual months\./,
    );
    expect(seasonalItemsFor(question('Is the Temple of the Tooth open in the evening?'), grounding).items).toEqual([]);
  });

  it('says when a place has nothing of the kind, rather than answering as if it had', () => {
    expect(ask('can i see whales in hikkaduwa')).toMatch(
      /^TripMate’s seasonal data has nothing of this kind at Hikkaduwa; the nearest it knows: .*Mirissa/,
    );
  });

  it('leads with the festival named, and says it does not know a year’s exact dates', () => {
    const text = ask('esala perahera dates 2027');
    expect(text).toMatch(/^Kandy Esala Perahera/);
    expect(text).toContain('does not know the exact dates');
    expect(text).not.toContain('Navam');
  });

  it('leaves a park, a beach town and plain weather questions to their own answers', () => {
    expect(ask('Is Yala open in September?')).toMatch(/probably closed/);
    expect(ask('is hikkaduwa good in november')).not.toMatch(/surf/i);
    expect(seasonalItemsFor(question('Is June a good time for Mirissa?'), grounding).items).toEqual([]);
  });
});

describe('prices of activities and trains (rates.json)', () => {
  it('prices a whale-watching trip and a safari jeep from the planner’s rates, with the year', () => {
    expect(ask('How much is a whale watching trip in Mirissa?')).toMatch(
      /about LKR 15,000 per person \(TripMate’s 2025 figure, approximate\)/,
    );
    expect(ask('how much is a safari jeep at yala')).toMatch(/about LKR 15,000 per jeep/);
    // A park ticket is still the fee table's.
    expect(ask('What is the entrance fee for Yala?')).toMatch(/^A foreign adult ticket to Yala/);
  });

  it('says it does not know a train fare, gives the rough guide with its year, and where to check', () => {
    const text = ask('How much does the Kandy to Ella train ticket cost?');
    expect(text).toMatch(/^TripMate does not know the exact train fare from Kandy to Ella/);
    expect(text).toContain('2024 estimate');
    expect(text).toContain('Sri Lanka Railways’ e-ticketing site');
    expect(text).toContain('Main Line');
    expect(ask('first class train ticket from colombo to kandy price')).toMatch(
      /from Colombo to Kandy.*first class \(air-conditioned or observation saloon\) about LKR 15/s,
    );
  });
});

describe('prices TripMate does not keep', () => {
  it('says a flight, ferry, scooter or toll price is unknown, who to ask, and what it does know', () => {
    const flight = ask('How much is a domestic flight from Colombo to Jaffna?');
    expect(flight).toMatch(
      /^TripMate does not know the price of flights: it keeps no fares for them\. Check with the airline/,
    );
    expect(flight).toContain('What it does know: By road, Colombo to Jaffna');
    expect(ask('ferry to Delft island price')).toMatch(/^TripMate does not know the price of ferries/);
    expect(ask('scooter rental price in ella')).toMatch(/^TripMate does not know the price of scooter/);
    expect(flight).not.toMatch(/LKR \d/);
  });

  it('prices a van as a van, not as a car', () => {
    expect(ask('how much does a van with driver cost per day')).toMatch(/^Van with driver.*LKR 150 per km/);
  });
});

describe('fees for who asks (fees.json)', () => {
  it('reads residency and age from the question', () => {
    expect(payerOf(question('How much is Yala for Sri Lankans?'))).toEqual({ residency: 'RESIDENT', child: false });
    expect(payerOf(question('sigiriya ticket for indian nationals'))).toEqual({ residency: 'SAARC', child: false });
    expect(payerOf(question('do kids pay at sigiriya'))).toEqual({ residency: 'FOREIGN', child: true });
    expect(payerOf(question('sigiriya ticket price'))).toEqual({ residency: 'FOREIGN', child: false });
  });

  it('leads with that price, the foreign adult one after, or says it is unknown', () => {
    expect(ask('How much is the entrance to Horton Plains for Sri Lankans?')).toMatch(
      /^A Sri Lankan resident adult pays LKR 150 for Horton Plains National Park\. For comparison, a foreign adult pays/,
    );
    expect(ask('How much is the entrance to Yala for Sri Lankans?')).toMatch(
      /^TripMate does not know the price of a ticket to Yala National Park for Sri Lankan resident adults/,
    );
    expect(ask('yala ticket for SAARC nationals')).toMatch(/^A SAARC national adult pays about LKR 6,000 \(USD 20/);
    expect(ask('how much do kids pay at yala')).toMatch(
      /^A foreign child \(6–12; under 6 free\) pays about LKR 4,500 \(USD 15/,
    );
    expect(ask('Polonnaruwa ticket price for a resident')).toMatch(
      /^TripMate does not know the price of a ticket to Polonnaruwa Ancient City for Sri Lankan resident adults/,
    );
    expect(ask('temple of the tooth ticket price for locals')).toMatch(
      /^Sri Lankan resident visitors enter Temple of the Sacred Tooth Relic free/,
    );
  });

  it('reads a child’s age against the ticket’s age bands', () => {
    expect(payerOf(question('my 5 year old'))).toEqual({ residency: 'FOREIGN', child: true, age: 5 });
    expect(ask('can my 5 year old climb sigiriya, do they pay?')).toMatch(
      /^A child of 5 enters Sigiriya Rock Fortress free: children under 6 do not pay\./,
    );
    expect(ask('sigiriya ticket for my 14 year old')).toMatch(
      /^A foreign visitor of 14 pays the adult price, about LKR 10,800/,
    );
  });

  it('cites the page a fee was read from, with its date, the figure’s year and confidence, and links it and a wrong-price report', () => {
    const sigiriya = ask('How much is the Sigiriya ticket?');
    expect(sigiriya).toContain(
      'Source: Rockscapes (travel blog), 2024-03 (https://rockscapes.net/sigiriya-lion-rock): the 2024 price, confidence low, so take it as about that much.',
    );
    expect(sigiriya).not.toMatch(/estimate|recalled/);
    const hits = new GroundedSource(grounding).retrieve('How much is the Sigiriya ticket?');
    expect(hits[0]!.links).toEqual([
      { label: 'Source: Rockscapes (travel blog)', href: 'https://rockscapes.net/sigiriya-lion-rock' },
      { label: 'Report a wrong price', href: '/feedback?fee=sigiriya-rock-fortress' },
    ]);
    // A gazette as the press reported it is high; an http page is cited in the words, not linked.
    expect(ask('How much is the ticket to Royal Botanic Gardens Peradeniya?')).toContain(
      'Source: Ada Derana, reporting the gazette, 2023-05-23 (http://www.adaderana.lk/news.php?nid=90730): the 2023 price, confidence high.',
    );
    expect(
      new GroundedSource(grounding).retrieve('How much is the ticket to Royal Botanic Gardens Peradeniya?')[0]!.links,
    ).toEqual([{ label: 'Report a wrong price', href: '/feedback?fee=royal-botanic-gardens-peradeniya' }]);
    // A row no page settles says so.
    expect(ask('How much is the ticket to Ceylon Tea Museum?')).toContain(
      'TripMate found no published source for this price.',
    );
  });

  it('keeps the wildlife parks’ service charge per group apart from the per-person ticket, and Sri Lankan children free at Sigiriya', () => {
    expect(ask('What is the entrance fee for Yala?')).toMatch(
      /A foreign adult ticket to Yala National Park is about LKR 7,500 \(USD 25.*service charge of about USD 8–10 per group \(sources differ\).*not per person/s,
    );
    expect(ask('sigiriya ticket for a sri lankan child')).toMatch(
      /^Sri Lankan resident children enter Sigiriya Rock Fortress free/,
    );
  });

  it('leaves a journey to an entrance to the journey answer', () => {
    expect(ask('Tissa to Yala entrance how far')).toMatch(/^By road, Tissamaharama to /);
  });
});

describe('health: the question asked, first', () => {
  it('answers water, vaccines, rabies and leeches without the malaria block', () => {
    expect(ask('Is the tap water safe to drink?')).toMatch(/^Drink bottled, filtered or boiled water/);
    expect(ask('What vaccines do I need?')).toMatch(/^TripMate does not give vaccination advice.*travel clinic/);
    expect(ask('what about rabies and stray dogs')).toMatch(/^Rabies is present/);
    expect(ask('are there leeches in sinharaja')).toMatch(/^Leeches are common/);
    expect(ask('Is the water in Ella drinkable?')).toMatch(/^Drink bottled, filtered or boiled water/);
    for (const q of ['Is the tap water safe to drink?', 'What vaccines do I need?', 'what about rabies and stray dogs'])
      expect(ask(q)).not.toContain('malaria');
  });

  it('keeps malaria for malaria and mosquitoes, and the basics for a general question', () => {
    expect(ask('Do I need malaria tablets?')).toMatch(/^Sri Lanka has been free of malaria since 2016/);
    expect(ask('mosquitos - anything to worry about?')).toMatch(/^Dengue is present.*free of malaria/s);
    expect(ask('any health risks?')).toMatch(/malaria.*Dengue.*bottled/s);
    expect(ask('i have diarrhea what should i do')).toMatch(
      /^TripMate cannot give medical advice: .*doctor or a pharmacist/,
    );
  });
});

describe('app help and places', () => {
  it('answers the action asked, and is honest about a forgotten password', () => {
    expect(ask('can i print my itinerary')).toContain('Print or save as PDF');
    expect(ask('forgot my password, what do i do')).toMatch(
      /^TripMate’s help articles describe no way to recover a forgotten password/,
    );
    expect(ask('I run a homestay in Ella, how can I list it on TripMate?')).toContain('Register Business');
    expect(ask('Where is the nearest ATM in Ella?')).toMatch(
      /^TripMate doesn’t know that about Ella\. What its guide says: /,
    );
    expect(ask('tell me about ella')).toMatch(/^Ella: /);
  });

  it('finds local spellings, and does not read common or festival words as villages', () => {
    const ids = (text: string) => question(text).places.map((p) => p.place.id);
    expect(ids('Nuwaraeliya to Kandy')).toEqual(['nuwara-eliya', 'kandy']);
    expect(ids('trinco to arugambay')).toEqual(['trincomalee', 'arugam-bay']);
    expect(ids('Negombo to Sigirya')).toEqual(['negombo', 'sigiriya']);
    expect(ids('first class train from colombo to kandy')).toEqual(['colombo', 'kandy']);
    expect(ids('esala perahera dates')).toEqual([]);
  });
});
