import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, signUp } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { readInterests } from './engine/notes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PLAN = `mutation($i: PlanTripInput!) { planTrip(input: $i) { plan {
  start { name } end { name } interests
  bases { place { name } nights }
  dayPlans { stops { name category } }
  customPlaces { requested requestedBy } } } }`;

type Planned = {
  planTrip: {
    plan: {
      start: { name: string };
      end: { name: string };
      interests: string[];
      bases: { place: { name: string }; nights: number }[];
      dayPlans: { stops: { name: string; category: string }[] }[];
      customPlaces: { requested: string; requestedBy: string }[];
    };
  };
};

const plan = async (input: Record<string, unknown>) => {
  const { token } = await signUp(server);
  const body = await gql<Planned>(
    server,
    PLAN,
    { i: { days: 5, people: 2, budget: 400_000, startDate: '2026-02-10', ...input } },
    { token },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.planTrip.plan;
};
const categories = (p: Planned['planTrip']['plan']) =>
  new Set(p.dayPlans.flatMap((d) => d.stops.map((s) => s.category)));

describe('a trip planned in Sinhala or Tamil', () => {
  it('reads "beaches and a wildlife safari" in Sinhala: beach and safari stops, from and to Colombo typed in Sinhala', async () => {
    const p = await plan({ start: 'කොළඹ', end: 'කොළඹ', notes: 'වෙරළ සහ වනජීවී සෆාරියක්', language: 'SI' });
    expect(p.start.name).toBe('Colombo');
    expect(p.end.name).toBe('Colombo');
    expect(p.interests).toEqual(['BEACHES', 'WILDLIFE']);
    expect(categories(p)).toContain('beach');
    expect(categories(p)).toContain('national-park');
    // Not four nights of the city's temples and museums.
    expect(p.bases.map((b) => b.place.name)).not.toEqual(['Colombo']);
  });

  it('reads the same in Tamil, with the zero-width joiners of a Sinhala name left out', async () => {
    const p = await plan({
      start: 'கொழும்பு',
      end: 'ශ්රී ජයවර්ධනපුර කෝට්ටේ',
      notes: 'கடற்கரைகள் மற்றும் வனவிலங்கு சஃபாரி',
      language: 'TA',
    });
    expect(p.end.name).toBe('Sri Jayewardenepura Kotte');
    expect(p.interests).toEqual(['BEACHES', 'WILDLIFE']);
    expect(categories(p)).toContain('beach');
    expect(categories(p)).toContain('national-park');
  });

  it('takes a town named in Sinhala notes, with its case ending, as a place asked for', async () => {
    const p = await plan({ start: 'Colombo', end: 'Colombo', notes: 'අපිට ගාල්ලට යන්න ඕනේ, වෙරළ' });
    expect(p.customPlaces).toContainEqual({ requested: 'Galle', requestedBy: 'NOTES' });
    expect(p.bases.map((b) => b.place.name)).toContain('Galle');
  });
});

describe('searchAttractions ("add a place") in Sinhala and Tamil', () => {
  const SEARCH = 'query($q: String!) { searchAttractions(query: $q, first: 5) { id } }';
  const ids = async (q: string) =>
    (await gql<{ searchAttractions: { id: string }[] }>(server, SEARCH, { q })).data!.searchAttractions.map(
      (a) => a.id,
    );

  it('reads place names and the words of sights’ names, with or without zero-width joiners', async () => {
    expect((await ids('ගාල්ල බලකොටුව'))[0]).toBe('galle-fort');
    expect((await ids('காலி கோட்டை'))[0]).toBe('galle-fort');
    expect((await ids('සීගිරිය'))[0]).toBe('sigiriya-rock-fortress');
    // A town alone: its sights, the Temple of the Tooth among Kandy's.
    expect(await ids('මහනුවර')).toContain('temple-of-the-sacred-tooth-relic');
    expect(await ids('கண்டி')).toContain('temple-of-the-sacred-tooth-relic');
    expect(await ids('ශ්රී ජයවර්ධනපුර කෝට්ටේ')).toEqual(await ids('ශ්‍රී ජයවර්ධනපුර කෝට්ටේ'));
    expect(await ids('අසවල් තැනක්')).toEqual([]);
  });
});

describe('the notes reader, in Sinhala and Tamil', () => {
  it.each([
    ['වෙරළ සහ වනජීවී සෆාරියක්', ['beaches', 'wildlife']],
    ['පන්සල්, කඳු නැගීම සහ තේ වතු', ['history', 'hiking', 'tea']],
    ['තල්මස් බලන්න සහ සර්ෆින්', ['wildlife', 'surfing']],
    ['වෙරළ, පන්සල් එපා', ['beaches']],
    ['කඳු නැගීම එපා, දුම්රිය ගමන', ['trains']],
    ['கடற்கரைகள், கோவில்கள், மலையேற்றம், வனவிலங்குகள்', ['beaches', 'wildlife', 'history', 'hiking']],
    ['தேயிலை தோட்டம் மற்றும் திமிங்கிலம்', ['wildlife', 'tea']],
    ['கோவில்கள் வேண்டாம், சர்ஃபிங்', ['surfing']],
    // The same word with and without its zero-width joiner (ප්‍ර).
    ['පුරාවිද්‍යා ස්ථාන', ['history']],
    ['පුරාවිද්යා ස්ථාන', ['history']],
    // English and Sinhala together.
    ['beaches සහ සෆාරි', ['beaches', 'wildlife']],
  ])('reads %s as %j', (notes, interests) => {
    expect(readInterests(notes)).toEqual(interests);
  });
});
