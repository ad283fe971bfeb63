import type { Intent } from '../grounding.js';

const HEALTH = ['malaria', 'dengue', 'vaccin', 'jab', 'shots', 'rabies', 'mosquit', 'health', 'tap water', 'drink the water', 'drinking water', 'yellow fever', 'sick', 'hospital', 'doctor', 'medic', 'disease', 'prophyla', 'insect', 'repellent', 'leech', 'sunburn', 'sunstroke', 'heatstroke', 'sunscreen', 'stray dog', 'stray dogs', 'dog bite', 'immunis', 'immuniz', 'inject', 'diarrh', 'vomit', 'fever', 'food poisoning', 'unwell', 'pharmac', 'drinkable', 'potable', 'drink the'];
const VISA = ['visa', 'visas', 'eta', 'evisa', 'e visa', 'entry permit', 'immigration', 'travel authorisation', 'travel authorization', 'passport'];

/** Said only as surely as it is known, with its source and date; the planner's tips add the rest. */
const MALARIA = 'Sri Lanka has been free of malaria since 2016, when the World Health Organization certified it malaria-free (September 2016): no local malaria transmission, so malaria tablets are not normally needed for Sri Lanka itself.';
const VACCINES = 'TripMate does not give vaccination advice and does not know which vaccines you need: ask a travel clinic or your doctor some weeks before you go.';
const SYMPTOMS = 'TripMate cannot give medical advice: if you are unwell, see a doctor or a pharmacist, and see a doctor promptly about a high fever.';
const WHO_SOURCE = 'the WHO certification of 2016';

/**
 * The health topics a question may ask, each answered from what TripMate knows: the WHO's malaria certification, or
 * a travel tip (tips.json). A question is answered topic by topic, in the order it asks them.
 */
const TOPICS: readonly { readonly stems: readonly string[]; readonly phrases?: readonly string[]; readonly answer: string; readonly tip?: boolean }[] = [
  { stems: ['diarrh', 'vomit', 'fever', 'unwell', 'sick', 'ill', 'pharmac'], phrases: ['food poisoning'], answer: SYMPTOMS },
  { stems: ['malaria', 'prophyla', 'antimalaria'], answer: MALARIA },
  { stems: ['dengue', 'mosquit', 'insect', 'repellent', 'bug'], answer: 'dengue', tip: true },
  { stems: ['mosquit'], answer: MALARIA },
  { stems: ['water', 'ice', 'stomach', 'diarrh', 'salad'], phrases: ['food poisoning', 'street food'], answer: 'water', tip: true },
  { stems: ['rabies', 'dog', 'monkey', 'bite', 'bitten', 'scratch'], answer: 'dogs-and-rabies', tip: true },
  { stems: ['vaccin', 'jab', 'shots', 'immunis', 'immuniz', 'inject'], phrases: ['yellow fever'], answer: VACCINES },
  { stems: ['leech'], answer: 'leeches', tip: true },
  { stems: ['sunburn', 'sunstroke', 'heatstroke', 'sunscreen', 'heat'], answer: 'sun-and-heat', tip: true },
];

/**
 * "Can I drink the tap water?", "What vaccines do I need?", "Do I need malaria tablets?": the topics asked, in the order
 * asked, each from the WHO certification or the planner's health tips (tips.json); a general health question gets the
 * basics (malaria, dengue, water).
 */
export const health: Intent = (q, g) => {
  if (!q.hasStem(...HEALTH.filter((w) => !w.includes(' '))) && !q.has(...HEALTH)) return null;
  const tip = (id: string) => g.planner.tips.find((t) => t.id === id)?.text;
  const asked = TOPICS.filter((t) => q.hasStem(...t.stems) || (t.phrases && q.has(...t.phrases)));
  const answers = asked.length ? asked.map((t) => (t.tip ? tip(t.answer) : t.answer)) : [MALARIA, tip('dengue'), tip('water')];
  const parts = [...new Set(answers.filter((a): a is string => Boolean(a)))];
  const sources = [parts.includes(MALARIA) ? WHO_SOURCE : null, parts.some((p) => p !== MALARIA && p !== VACCINES && p !== SYMPTOMS) ? 'TripMate’s travel tips' : null].filter(Boolean);
  return { text: `${parts.join(' ')}${sources.length ? ` (Source${sources.length > 1 ? 's' : ''}: ${sources.join('; ')}.)` : ''}` };
};

/** "Do I need a visa?": only what is sure, dated, and the official site for the rest. */
export const visa: Intent = (q) => {
  if (!q.has(...VISA)) return null;
  return {
    text: 'Most visitors need an Electronic Travel Authorisation (ETA) or a visa before they arrive (as TripMate understood the rules in 2025). Who must pay, the fees, the length of stay and any exemptions for some nationalities have changed several times in recent years, and TripMate does not track them: check the official ETA site of Sri Lanka’s Department of Immigration and Emigration before you book.',
    link: { label: 'Official ETA site', href: 'https://www.eta.gov.lk/' },
  };
};
