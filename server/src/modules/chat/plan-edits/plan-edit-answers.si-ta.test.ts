import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { builtInGeo, builtInPlanner } from '../../../test/geo.js';
import { editableDraft, type EditablePlan } from '../../planner/planner.module.js';
import { builtInParts } from '../chat.module.js';
import { sayIn } from '../writer/languages.js';

const { planEdits, money } = builtInParts(builtInGeo());
/** Nuwara Eliya one night, Tissamaharama two (Yala on day 3), Ella two (Horton Plains on day 5); February. */
const TRIP = {
  start: 'Colombo',
  end: 'Ella',
  days: 6,
  people: 2,
  budget: 600_000,
  notes: 'wildlife safari and tea',
  customPlaces: ['Yala National Park'],
  startDate: '2027-02-10',
};
const plan = editableDraft(builtInPlanner(), TRIP);
/** Two nights in Ella and nothing else: a night there can be taken away. */
const ella = editableDraft(builtInPlanner(), {
  start: 'Ella',
  end: 'Ella',
  days: 3,
  people: 2,
  budget: 300_000,
  notes: 'tea',
});

const SINHALA = /[\u0D80-\u0DFF]/u;
const TAMIL = /[\u0B80-\u0BFF]/u;
const languageOf = (message: string) => (SINHALA.test(message) ? 'si' : 'ta');

/** The reply to a request, in the request's language, on the plan. */
function ask(message: string, on: EditablePlan = plan) {
  const asks = planEdits.asks(message);
  expect(asks.length, `"${message}" is a request to change the plan`).toBeGreaterThan(0);
  return planEdits.answer(asks, on, money.for(null), sayIn(languageOf(message)));
}
const edits = (message: string, on: EditablePlan = plan) => ask(message, on).proposal?.edits;

const MOVE_HORTON = [{ kind: 'MOVE_STOP', attractionId: 'horton-plains-national-park', day: 6 }];
const REPLACE_YALA = [
  { kind: 'REMOVE_STOP', attractionId: 'yala-national-park' },
  { kind: 'ADD_STOP', attractionId: 'udawalawe-national-park', day: 3, index: 0 },
];
const SWAP = [{ kind: 'SWAP_DAYS', day: 3, otherDay: 4 }];
const REMOVE_DAY_5 = [
  { kind: 'REMOVE_STOP', attractionId: 'horton-plains-national-park' },
  { kind: 'REMOVE_NIGHT', placeId: 'ella', day: 5 },
];

describe('requests in Sinhala and Tamil, with the day and the place anywhere and in any case', () => {
  it('moves a stop to a day: "දිනය 6ට", "6 වන දිනයට", "හයවෙනි දවසට"; "6 ஆம் நாளுக்கு", "நாள் 6க்கு", "ஆறாம் நாளுக்கு"', () => {
    for (const message of [
      'Horton Plains 6 වන දිනයට ගෙන යන්න',
      'Horton Plains දිනය 6ට ගෙන යන්න',
      '6 වන දිනයට Horton Plains මාරු කරන්න',
      'කරුණාකර Horton Plains එක හයවෙනි දවසට දාන්න',
      'Horton Plains ஐ 6 ஆம் நாளுக்கு மாற்றவும்',
      'Horton Plains-ஐ நாள் 6க்கு நகர்த்துங்கள்',
      'ஆறாம் நாளுக்கு Horton Plains ஐ நகர்த்தவும்',
      'Horton Plainsஐ 6-ஆம் நாளுக்கு மாற்ற முடியுமா?',
    ])
      expect(edits(message), message).toEqual(MOVE_HORTON);
  });

  it('moving a place the plan does not have adds it, said in the language; place names in the script are TripMate’s', () => {
    const si = ask('සීගිරිය 2 වන දිනයට ගෙන යන්න');
    expect(si.proposal!.edits).toEqual([{ kind: 'ADD_STOP', attractionId: 'sigiriya-rock-fortress', day: 2 }]);
    expect(si.text).toContain('Sigiriya Rock Fortress තවම ඔබේ සැලැස්මේ නොතිබූ බැවින්, මම එය 2 වන දිනයට එක් කළෙමි.');
    const ta = ask('சிகிரியாவை 2ஆம் நாளுக்கு மாற்றவும்');
    expect(ta.proposal!.edits).toEqual([{ kind: 'ADD_STOP', attractionId: 'sigiriya-rock-fortress', day: 2 }]);
    expect(ta.text).toContain('Sigiriya Rock Fortress இன்னும் உங்கள் திட்டத்தில் இல்லாததால், அதை 2 ஆம் நாளில் சேர்த்தேன்.');
  });

  it('removes a stop, named in the script or in the Latin alphabet, with or without "from my plan"', () => {
    for (const message of [
      'යාල ඉවත් කරන්න',
      'මගේ සැලැස්මෙන් Yala National Park අයින් කරන්න',
      'යාල එපා',
      'யாலவை நீக்கவும்',
      'என் திட்டத்திலிருந்து Yala-வை நீக்குங்கள்',
      'Yala வேண்டாம்',
    ])
      expect(edits(message), message).toEqual([{ kind: 'REMOVE_STOP', attractionId: 'yala-national-park' }]);
    expect(edits('යාල සහ Horton Plains ඉවත් කරන්න')).toEqual([
      { kind: 'REMOVE_STOP', attractionId: 'yala-national-park' },
      { kind: 'REMOVE_STOP', attractionId: 'horton-plains-national-park' },
    ]);
    expect(edits('Yala-வையும் Horton Plains-ஐயும் நீக்கவும்')).toEqual(edits('යාල සහ Horton Plains ඉවත් කරන්න'));
  });

  it('adds a place to a day, the day before or after the place', () => {
    const added = [{ kind: 'ADD_STOP', attractionId: 'udawalawe-national-park', day: 2 }];
    for (const message of [
      'උඩවළව 2 වන දිනයට එක් කරන්න',
      'දෙවන දිනයට Udawalawe එකතු කරන්න',
      '2ஆம் நாளில் உடவளவைச் சேர்க்கவும்',
      'Udawalawe ஐ நாள் 2இல் சேருங்கள்',
    ])
      expect(edits(message), message).toEqual(added);
  });

  it('replaces a stop: "instead of", "with", "into"; and removing one and adding another in one message', () => {
    for (const message of [
      'යාල වෙනුවට උඩවළව දමන්න',
      'යාල උඩවළවට මාරු කරන්න',
      'යාල ඉවත් කර උඩවළව එක් කරන්න',
      'யாலவுக்குப் பதிலாக உடவளவைச் சேர்க்கவும்',
      'யாலவை உடவளவால் மாற்றவும்',
      'யாலவை நீக்கிவிட்டு உடவளவைச் சேர்க்கவும்',
    ])
      expect(edits(message), message).toEqual(REPLACE_YALA);
    expect(ask('යාල වෙනුවට උඩවළව දමන්න').proposal!.changes).toContain(
      '3 වන දිනය: − Yala National Park; + Udawalawe National Park',
    );
    expect(ask('யாலவை உடவளவால் மாற்றவும்').proposal!.changes).toContain(
      '3 ஆம் நாள்: − Yala National Park; + Udawalawe National Park',
    );
  });

  it('swaps two days, however the two are named', () => {
    for (const message of [
      '3 වන දිනය සහ 4 වන දිනය මාරු කරන්න',
      'දින 3 සහ 4 හුවමාරු කරන්න',
      '3 වන දිනය 4 වන දිනය සමඟ මාරු කරන්න',
      'තුන්වන දවස හතරවෙනි දවසට ගෙන යන්න',
      '3ஆம் நாளையும் 4ஆம் நாளையும் மாற்றவும்',
      'நாள் 3 மற்றும் நாள் 4 ஐ இடமாற்றம் செய்யவும்',
      '3, 4ஆம் நாட்களைப் பரிமாறவும்',
    ])
      expect(edits(message), message).toEqual(SWAP);
  });

  it('removes a day with what it visits', () => {
    for (const message of [
      '5 වන දිනය ඉවත් කරන්න',
      'පස්වෙනි දවස අයින් කරන්න',
      'දිනය 5 මකා දමන්න',
      '5ஆம் நாளை நீக்கவும்',
      'நாள் 5 ஐ நீக்குங்கள்',
      'ஐந்தாம் நாளை நீக்கிவிடுங்கள்',
    ])
      expect(edits(message), message).toEqual(REMOVE_DAY_5);
    expect(ask('9 වන දිනය ඉවත් කරන්න').text).toBe('ඔබේ සැලැස්මේ ඇත්තේ 1 සිට 6 දක්වා දින බැවින්, 9 වන දිනයක් නැත.');
  });

  it('adds, takes away and sets nights, and reads "a day more in Ella" as a night', () => {
    for (const message of [
      'ඇල්ලේ තවත් රාත්‍රියක් එක් කරන්න',
      'Ella හි තව රෑක් දාන්න',
      'ඇල්ලේ දවසක් එක් කරන්න',
      'எல்லவில் இன்னும் ஓர் இரவைச் சேர்க்கவும்',
      'Ella இல் இன்னொரு நாள் தங்கவும்',
    ])
      expect(edits(message), message).toEqual([{ kind: 'ADD_NIGHT', placeId: 'ella' }]);
    const three = [
      { kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' },
      { kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' },
    ];
    for (const message of [
      'නුවරඑළියේ රාත්‍රී 3ක් තබන්න',
      'නුවර එළියේ රාත්‍රී තුනක් නවතින්න',
      'நுவரெலியாவில் 3 இரவுகள் தங்க வேண்டும்',
      'Nuwara Eliya இல் மூன்று இரவுகள் தங்கவும்',
    ])
      expect(edits(message), message).toEqual(three);
    for (const message of ['ඇල්ලේ එක් රාත්‍රියක් අඩු කරන්න', 'ඇල්ලෙන් එක් දවසක් කලින් පිටත් වන්න', 'எல்லவில் ஓர் இரவைக் குறைக்கவும்']) {
      const { proposal } = ask(message, ella);
      expect(proposal!.edits, message).toEqual([{ kind: 'REMOVE_NIGHT', placeId: 'ella' }]);
    }
    expect(ask('ඇල්ලේ එක් රාත්‍රියක් අඩු කරන්න', ella).proposal!.changes[0]).toBe('Ella: 2 → රාත්‍රී 1');
    expect(ask('எல்லவில் ஓர் இரவைக் குறைக்கவும்', ella).proposal!.changes[0]).toBe('Ella: 2 → 1 இரவு');
  });

  it('leaves questions alone: advice, how-to and travel questions are not requests', () => {
    for (const question of [
      'යාල අත්හරින්න ඕනෙද?',
      'සැලැස්මට ස්ථානයක් එක් කරන්නේ කෙසේද?',
      'ඇල්ලට යන්න හොඳම කාලය කුමක්ද?',
      'මහනුවර සිට ඇල්ලට කොපමණ දුරද?',
      'කොළඹ සිට ගාල්ලට දුම්රිය ගෙන යන්න පුළුවන්ද?',
      'யாலவைத் தவிர்க்க வேண்டுமா?',
      'திட்டத்தில் ஓர் இடத்தை எப்படிச் சேர்ப்பது?',
      'கண்டியிலிருந்து எல்லவுக்கு எவ்வளவு தூரம்?',
      'கொழும்பிலிருந்து காலிக்கு ரயில் உள்ளதா?',
    ])
      expect(planEdits.asks(question), question).toEqual([]);
  });
});

describe('what cannot be read or done is said in the language, with examples to type in it', () => {
  it('an unknown place is named back as typed, and nothing is proposed', () => {
    expect(ask('දළදා මාළිගාව ඉවත් කරන්න')).toEqual({
      text: 'ඔබේ සැලැස්මේ හෝ TripMate හි ස්ථාන අතර “දළදා මාළිගාව” සොයාගත නොහැකි විය. සිතියමේ ඇති නමින් උත්සාහ කරන්න, නැතහොත් සැලැස්මේ “Add a place to day” භාවිත කරන්න.',
      proposal: null,
    });
    // "රාවණ ඇල්ල" is Ravana Falls, not Ella: an unknown word before a place makes the whole name unknown.
    expect(ask('රාවණ ඇල්ල 5 වන දිනයට එක් කරන්න').text).toMatch(
      /^ඔබේ සැලැස්මේ හෝ TripMate හි ස්ථාන අතර “රාවණ ඇල්ල” සොයාගත නොහැකි විය\./,
    );
    expect(ask('Ravana Falls 5 වන දිනයට එක් කරන්න').proposal!.edits).toEqual([
      { kind: 'ADD_STOP', attractionId: 'ravana-falls', day: 5 },
    ]);
    // Named back as typed, the zero-width joiner kept; read with or without it (ශ්‍රී පාද, ශ්රී පාද: Adam's Peak).
    expect(ask('ප්‍රවේශ දොරටුව ඉවත් කරන්න').text).toContain('“ප්‍රවේශ දොරටුව”');
    expect(planEdits.asks('ශ්රී පාද 2 වන දිනයට එක් කරන්න')).toEqual(planEdits.asks('ශ්‍රී පාද 2 වන දිනයට එක් කරන්න'));
    expect(planEdits.asks('ශ්‍රී පාද 2 වන දිනයට එක් කරන්න')).toEqual([{ kind: 'add', place: ['adams', 'peak'], day: 2 }]);
    const ta = ask('யாலவை நீக்கிவிட்டு அட்லாண்டிஸைச் சேர்க்கவும்');
    expect(ta.proposal).toBeNull();
    expect(ta.text).toBe(
      'உங்கள் திட்டத்திலோ TripMate இன் இடங்களிலோ நீங்கள் எழுதிய “அட்லாண்டிஸை” என்பதைக் கண்டுபிடிக்க முடியவில்லை. வரைபடத்தில் உள்ள பெயரில் முயலுங்கள், அல்லது திட்டத்தில் “Add a place to day” ஐப் பயன்படுத்துங்கள்.\nநான் எதையும் மாற்றவில்லை.',
    );
  });

  it('an ambiguous name is asked about in the language', () => {
    expect(ask('tea factory ඉවත් කරන්න')).toEqual({
      text: '“tea factory” යනු Pedro Tea Estate (1 වන දිනය), Dambatenne Tea Factory (2 වන දිනය) හෝ Halpewatte Tea Factory (2 වන දිනය) විය හැකිය. ඔබ අදහස් කරන්නේ කුමක්ද?',
      proposal: null,
    });
    expect(ask('tea factory ஐ நீக்கவும்').text).toBe(
      '“tea factory” என்பது Pedro Tea Estate (1 ஆம் நாள்), Dambatenne Tea Factory (2 ஆம் நாள்) அல்லது Halpewatte Tea Factory (2 ஆம் நாள்) ஆக இருக்கலாம். நீங்கள் எதைக் குறிப்பிடுகிறீர்கள்?',
    );
    expect(ask('Mirissa இல் ஓர் இரவைச் சேர்க்கவும்').text).toBe(
      'உங்கள் திட்டத்தில் Mirissa இல் தங்குவது இல்லை: நீங்கள் Nuwara Eliya, Tissamaharama மற்றும் Ella இல் தங்குகிறீர்கள். அவற்றில் ஒன்றில் இரவுகளைச் சேர்க்கவோ குறைக்கவோ முடியும்.',
    );
  });

  it('asks for what is missing with an example in the language, and the example, typed back, is understood', () => {
    const cases = [
      {
        ask: 'යාල ගෙන යන්න',
        on: plan,
        example: '“Yala National Park 2 වන දිනයට ගෙන යන්න”',
        edits: [{ kind: 'MOVE_STOP', attractionId: 'yala-national-park', day: 2 }],
      },
      {
        ask: 'யாலவை மாற்றவும்',
        on: plan,
        example: '“Yala National Park ஐ 2 ஆம் நாளுக்கு மாற்றவும்”',
        edits: [{ kind: 'MOVE_STOP', attractionId: 'yala-national-park', day: 2 }],
      },
      {
        ask: 'රාත්‍රියක් එක් කරන්න',
        on: plan,
        example: '“Nuwara Eliya හි තවත් රාත්‍රියක් එක් කරන්න”',
        edits: [{ kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' }],
      },
      {
        ask: 'இரவைச் சேர்க்கவும்',
        on: plan,
        example: '“Nuwara Eliya இல் இன்னும் ஓர் இரவைச் சேர்க்கவும்”',
        edits: [{ kind: 'ADD_NIGHT', placeId: 'nuwara-eliya' }],
      },
      {
        ask: 'Ella ඉවත් කරන්න',
        on: ella,
        example: '“Ella හි එක් රාත්‍රියක් අඩු කරන්න”',
        edits: [{ kind: 'REMOVE_NIGHT', placeId: 'ella' }],
      },
      {
        ask: 'எல்லவை நீக்கவும்',
        on: ella,
        example: '“Ella இல் ஓர் இரவைக் குறைக்கவும்”',
        edits: [{ kind: 'REMOVE_NIGHT', placeId: 'ella' }],
      },
    ];
    for (const c of cases) {
      const reply = ask(c.ask, c.on);
      expect(reply.proposal, c.ask).toBeNull();
      expect(reply.text, c.ask).toContain(c.example);
      expect(reply.text, c.ask).not.toMatch(/“[^”]*\b(move|night|day)\b[^”]*”/);
      expect(reply.text).toMatch(languageOf(c.ask) === 'si' ? SINHALA : TAMIL);
      expect(edits(c.example.slice(1, -1), c.on), c.example).toEqual(c.edits);
    }
  });
});

describe('what the edit engine refuses, said in the reader’s language', () => {
  it('gives the planner’s reason in Sinhala or Tamil, and proposes nothing', () => {
    // Nuwara Eliya has one night only: a base keeps at least one.
    expect(ask('Nuwara Eliya හි එක් රාත්‍රියක් අඩු කරන්න')).toEqual({
      text: 'මට එම වෙනස කළ නොහැක: Nuwara Eliya හි ඇත්තේ එක් රාත්‍රියක් පමණි: නවාතැන් ගන්නා ස්ථානයකට අවම වශයෙන් එක් රාත්‍රියක් ඉතිරි විය යුතුය.',
      proposal: null,
    });
    const tamil = ask('Nuwara Eliya இல் ஓர் இரவைக் குறைக்கவும்');
    expect(tamil.proposal).toBeNull();
    expect(tamil.text).toMatch(/^அந்த மாற்றத்தை என்னால் செய்ய முடியாது: Nuwara Eliya/);
    expect(tamil.text).not.toMatch(/one night only/);
  });
});

describe('an English request with a word of Sinhala or Tamil in it', () => {
  it('is read as English when the Sinhala or Tamil grammar finds no change in it', () => {
    for (const message of ['remove Yala please, ස්තූතියි', 'Remove Yala (යාල)', 'remove Yala National Park நன்றி']) {
      expect(ask(message).proposal?.edits, message).toEqual([
        { kind: 'REMOVE_STOP', attractionId: 'yala-national-park' },
      ]);
    }
  });
});

describe('a question whether to change the plan', () => {
  it('is not read as a request to change it ("should I remove Yala?")', () => {
    for (const message of ['යාල ඉවත් කරන්නද?', 'යාල ඉවත් කරමුද?', 'யாலவை நீக்கவா?'])
      expect(planEdits.asks(message), message).toEqual([]);
    // Asked as a favour, it is a request.
    expect(ask('කරුණාකර යාල ඉවත් කරන්න').proposal).not.toBeNull();
  });
});
