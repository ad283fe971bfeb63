import type { PlannerFields } from './PlannerForm';

/**
 * The towns the planner stays at (the server's bases, server/src/modules/planner/data/bases.json) and the guides'
 * places: a description naming one of them fills From, To or a stop. Longer names first, so "Nuwara Eliya" is not
 * read as "Ella" nor "Arugam Bay" stopped at "Arugam".
 */
const PLACES = [
  'Colombo',
  'Negombo',
  'Bentota',
  'Hikkaduwa',
  'Galle',
  'Unawatuna',
  'Ahangama',
  'Weligama',
  'Mirissa',
  'Dickwella',
  'Tangalle',
  'Tissamaharama',
  'Kataragama',
  'Udawalawe',
  'Arugam Bay',
  'Ampara',
  'Valaichchenai',
  'Batticaloa',
  'Trincomalee',
  'Uppuveli',
  'Nilaveli',
  'Jaffna',
  'Mannar',
  'Kalpitiya',
  'Kurunegala',
  'Anuradhapura',
  'Polonnaruwa',
  'Giritale',
  'Sigiriya',
  'Dambulla',
  'Kandy',
  'Nuwara Eliya',
  'Hatton',
  'Haputale',
  'Bandarawela',
  'Ella',
  'Kitulgala',
  'Deniyaya',
  'Yala',
].sort((a, b) => b.length - a.length);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

/** January to December, in English (and its three-letter forms), Sinhala and Tamil. */
const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'ජනවාරි', 'ஜனவரி'],
  ['february', 'feb', 'පෙබරවාරි', 'பிப்ரவரி'],
  ['march', 'mar', 'මාර්තු', 'மார்ச்'],
  ['april', 'apr', 'අප්‍රේල්', 'අප්රේල්', 'ஏப்ரல்'],
  ['may', 'මැයි', 'மே'],
  ['june', 'jun', 'ජූනි', 'ஜூன்'],
  ['july', 'jul', 'ජූලි', 'ஜூலை'],
  ['august', 'aug', 'අගෝස්තු', 'ஆகஸ்ட்'],
  ['september', 'sep', 'sept', 'සැප්තැම්බර්', 'செப்டம்பர்'],
  ['october', 'oct', 'ඔක්තෝබර්', 'அக்டோபர்'],
  ['november', 'nov', 'නොවැම්බර්', 'நவம்பர்'],
  ['december', 'dec', 'දෙසැම්බර්', 'டிசம்பர்'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word on its own: not inside another (Latin letters only; Sinhala and Tamil words are matched as written). */
const word = (text: string) => (/^[a-z]/i.test(text) ? `\\b${escape(text)}\\b` : escape(text));
const NUMBER = `(\\d[\\d,]*(?:\\.\\d+)?|\\b(?:${Object.keys(NUMBER_WORDS).join('|')})\\b)`;

/** Sinhala (෦–෯) and Tamil (௦–௯) digits as 0–9. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0DE6-\u0DEF]/g, (d) => String(d.charCodeAt(0) - 0x0de6))
    .replace(/[\u0BE6-\u0BEF]/g, (d) => String(d.charCodeAt(0) - 0x0be6));
}

function numberOf(text: string): number {
  const lower = text.toLowerCase();
  return lower in NUMBER_WORDS ? NUMBER_WORDS[lower]! : Number(lower.replace(/,/g, ''));
}

function daysIn(text: string): number | undefined {
  if (/\b(a|one) fortnight\b|\bfortnight\b|\btwo weeks\b/i.test(text)) return 14;
  const weeks = new RegExp(`${NUMBER}\\s*-?\\s*weeks?\\b`, 'i').exec(text);
  if (weeks) return numberOf(weeks[1]!) * 7;
  const days = new RegExp(`${NUMBER}\\s*-?\\s*(?:days?\\b|දින|දවස්|நாட்கள்|நாள்)|(?:දින|நாட்கள்)\\s*(\\d+)`, 'i').exec(text);
  if (days) return numberOf(days[1] ?? days[2]!);
  const nights = new RegExp(`${NUMBER}\\s*-?\\s*nights?\\b`, 'i').exec(text);
  if (nights) return numberOf(nights[1]!) + 1;
  if (/\b(a|one) week\b/i.test(text)) return 7;
  return undefined;
}

function peopleIn(text: string): number | undefined {
  const counted = new RegExp(
    `${NUMBER}\\s+(?:people|persons|travell?ers|adults|friends|of us|pax|guests)\\b|family of\\s+${NUMBER}|group of\\s+${NUMBER}|(\\d+)\\s*(?:දෙනා|දෙනෙක්|பேர்)`,
    'i',
  ).exec(text);
  if (counted) return numberOf(counted[1] ?? counted[2] ?? counted[3] ?? counted[4]!);
  if (/\b(couple|honeymoon|my (wife|husband|partner|girlfriend|boyfriend)|the two of us)\b/i.test(text)) return 2;
  if (/\b(solo|alone|by myself|on my own)\b/i.test(text)) return 1;
  return undefined;
}

/** An amount in rupees: "LKR 250,000", "Rs. 150000", "200k rupees", "2 lakh", "රු. 90000", "ரூ 90000", "budget of 80000". */
function budgetIn(text: string): number | undefined {
  const amount = '(\\d[\\d,]*(?:\\.\\d+)?)\\s*(k|lakhs?|lakh|m(?:illion)?)?';
  const currency = '(?:lkr|rs\\.?|rupees?|රු\\.?|ரூ\\.?|ரூபாய்)';
  const patterns = [
    new RegExp(`${currency}\\s*${amount}`, 'i'),
    new RegExp(`${amount}\\s*${currency}`, 'i'),
    new RegExp(`budget(?:\\s+(?:of|is|about|around))*\\s*${amount}`, 'i'),
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const scale = (found[2] ?? '').toLowerCase();
    const factor = scale === 'k' ? 1_000 : scale.startsWith('lakh') ? 100_000 : scale.startsWith('m') ? 1_000_000 : 1;
    const value = Math.round(Number(found[1]!.replace(/,/g, '')) * factor);
    if (Number.isFinite(value) && value > 0) return value;
  }
  return undefined;
}

/** The first day of the month named, its next one from `today` (this month counts). */
function startDateIn(text: string, today: Date): string | undefined {
  let found: { month: number; at: number } | null = null;
  MONTHS.forEach((names, month) => {
    for (const name of names) {
      // "may" is also a verb: only "in May", "May 2027" or a capital M count.
      const pattern = name === 'may' ? /\b(?:in|during|early|late|mid)\s+may\b|\bMay\b/ : new RegExp(word(name), 'i');
      const at = text.search(pattern);
      if (at >= 0 && (!found || at < found.at)) found = { month, at };
    }
  });
  if (!found) return undefined;
  const { month } = found as { month: number; at: number };
  const year = today.getUTCFullYear() + (month < today.getUTCMonth() ? 1 : 0);
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The places named, in the order they are named: From after "from", To after "to" or "ending in", the rest stops. */
function placesIn(text: string): Pick<PlannerFields, 'from' | 'to' | 'stops'> {
  const named: { place: string; at: number }[] = [];
  let rest = text;
  for (const place of PLACES) {
    const pattern = new RegExp(word(place), 'gi');
    for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
      named.push({ place, at: match.index });
      // Blanked, so "Ella" is not found again inside "Nuwara Eliya"'s place.
      rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
    }
  }
  named.sort((a, b) => a.at - b.at);
  const before = (at: number) => text.slice(Math.max(0, at - 20), at).toLowerCase();
  let from = '';
  let to = '';
  const stops: string[] = [];
  for (const { place, at } of named) {
    const lead = before(at);
    if (!from && /\b(from|starting (in|at|from)|start (in|at|from)|leaving|landing (in|at))\s+$/.test(lead))
      from = place;
    else if (!to && /\b(to|ending (in|at)|end (in|at)|finishing (in|at)|back to)\s+$/.test(lead)) to = place;
    else if (place !== from && place !== to && !stops.includes(place)) stops.push(place);
  }
  return { from, to, stops: stops.filter((s) => s !== from && s !== to) };
}

/**
 * The planner's fields that a trip described in words gives: days (or weeks, or nights), the month (its first day as
 * the start date), how many people, the budget in LKR, and the places named (From, To, stops). The whole text stays
 * the Notes, where the planner reads interests and places to see. What the text does not say is left out, so the
 * form keeps its default. English, with Sinhala and Tamil digits, month names and the words for days and people.
 */
export function describedTrip(description: string, today: Date = new Date()): Partial<PlannerFields> {
  const text = westernDigits(description);
  const fields: Partial<PlannerFields> = { notes: description };
  const days = daysIn(text);
  if (days && days >= 1) fields.days = String(Math.min(days, 30));
  const people = peopleIn(text);
  if (people && people >= 1) fields.travelers = String(Math.min(people, 20));
  const budget = budgetIn(text);
  if (budget && budget >= 1000) fields.budget = String(budget);
  const startDate = startDateIn(text, today);
  if (startDate) fields.startDate = startDate;
  const { from, to, stops } = placesIn(text);
  if (from) fields.from = from;
  if (to) fields.to = to;
  if (stops.length > 0) fields.stops = stops;
  return fields;
}
