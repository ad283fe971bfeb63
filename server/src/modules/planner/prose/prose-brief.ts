import type { StructuredRequest } from '../../llm/llm.module.js';
import { dayTimeline } from '../day-timeline.js';
import type { PlanDay, TripPlan } from '../plan.types.js';
import { Format } from '../writer/format.js';
import { PROSE_LIMITS } from './prose-check.js';

/** The brief is for the model, in English whatever the traveller's language. */
const en = new Format('en-GB');

/** What the model is told once: its job, and the rules its answer is checked against (see prose-check.ts). */
export const WRITER_INSTRUCTION = [
  'You write the descriptions of a trip plan for Sri Lanka made by TripMate, a trip planner. The plan itself is fixed: its days, stops, journeys, times and prices come from TripMate and are shown beside your text.',
  'Write warm, concrete British English addressed to the traveller ("you"), using only facts from the brief. Rules:',
  '1. Name only places that appear in the brief (the start, the end, the bases, the stops and the places); never name any other town, beach, temple, hotel or sight.',
  '2. Never write prices, amounts of money or currencies.',
  "3. Write a clock time only if it is one of that same day's times in the brief, exactly as written there (HH:MM).",
  `4. The summary: two to four sentences on the whole trip, at most ${PROSE_LIMITS.summary.max / 2} characters.`,
  `5. One entry for every day, with its day number: a title of at most ${PROSE_LIMITS.title.max / 2} characters and a narrative of two to four sentences, at most ${PROSE_LIMITS.narrative.max / 2} characters.`,
  `6. For places: one reason (one or two sentences, at most ${PROSE_LIMITS.reason.max / 2} characters) per attractionId listed under "Places", using those ids exactly.`,
  '7. Plain text only: no web addresses, e-mail addresses, phone numbers, HTML or Markdown.',
].join('\n');

/** The output schema's name for OpenAI-compatible endpoints. */
export const PROSE_SCHEMA_NAME = 'trip_plan_prose';

/** Model settings for writing: a little less free than the chat (0.7), and room for a 30-day plan. */
export const WRITER_GENERATION = { temperature: 0.4, maxOutputTokens: 8192 } as const;

const words = (value: string) => value.toLowerCase().replace(/_/g, ' ');

function dayLines(day: PlanDay): string[] {
  const lines = [
    `Day ${day.day}${day.date ? ` (${day.date})` : ''}: "${day.title}". From ${day.startTime} to ${day.endTime}; the night in ${day.base.name}. Day cost LKR ${day.costLkr}.`,
  ];
  const items = dayTimeline(day).map((step) => {
    if (step.kind === 'stop') {
      const s = step.stop;
      return {
        at: s.start,
        text: `${s.name} [${s.attractionId}], ${s.category}, ${s.visitMinutes} min, tickets LKR ${s.ticketsLkr}: ${s.note}`,
      };
    }
    const l = step.leg;
    return {
      at: l.depart,
      text: `${words(l.mode)} ${l.from} to ${l.to}, ${l.distanceKm} km, ${l.minutes} min${l.via.length ? ` via ${l.via.join(', ')}` : ''}${l.note ? ` (${l.note})` : ''}`,
    };
  });
  for (const item of items) lines.push(`  ${item.at} ${item.text}`);
  for (const a of day.activities) lines.push(`  activity: ${a.name}, LKR ${a.costLkr}`);
  return lines;
}

/** The engine's plan as a compact brief: every fact the prose may draw on, and nothing else; nothing the traveller typed. */
export function planBrief(plan: TripPlan): string {
  const lines = [
    `Trip: ${plan.start.name} to ${plan.end.name}, ${en.plural(plan.days, { one: '# day', other: '# days' })}${plan.startDate ? ` from ${plan.startDate}` : ''}, ${en.plural(plan.people, { one: '# traveller', other: '# travellers' })}.`,
    `Interests: ${plan.interests.length ? plan.interests.map(words).join(', ') : 'none given'}.`,
    `Budget (for context; do not repeat amounts): ${plan.budget.summary}`,
    '',
    'Bases:',
    ...plan.bases.map(
      (b) => `- ${b.place.name}, ${en.plural(b.nights, { one: '# night', other: '# nights' })}: ${b.why}`,
    ),
    '',
    'Days:',
    ...plan.dayPlans.flatMap(dayLines),
    '',
    "Places (attractionId | name | category | day | TripMate's reason):",
    ...plan.places.map(
      (p) =>
        `- ${p.attractionId} | ${p.name} | ${p.category} | ${p.day === null ? 'not visited' : `day ${p.day}`} | ${p.reason}`,
    ),
  ];
  // The places the traveller asked for by the names TripMate matched them to, never in the traveller's own words: what
  // they typed may be private, or written to steer the model, and the model's prose is shown to everyone the plan is
  // shared with. A notice quoting those words is left out for the same reason (the list below says the same).
  const asked = plan.customPlaces.flatMap((c) =>
    c.matched
      ? [
          `- ${c.matched}: ${c.included ? `included${c.day === null ? '' : ` on day ${c.day}`}` : 'not included'}. ${c.reason}`,
        ]
      : [],
  );
  const unmatched = plan.customPlaces.length - asked.length;
  if (unmatched)
    asked.push(
      `- ${en.plural(unmatched, { one: '# other place', other: '# other places' })} TripMate could not find, so the plan does not include ${unmatched === 1 ? 'it' : 'them'}.`,
    );
  if (asked.length) lines.push('', 'Places the traveller asked for:', ...asked);
  if (plan.tips.length) lines.push('', 'Tips:', ...plan.tips.map((t) => `- ${t.text}`));
  const notices = plan.notices.filter((n) => !plan.customPlaces.some((c) => n.includes(c.requested)));
  if (notices.length) lines.push('', 'Notices:', ...notices.map((n) => `- ${n}`));
  return lines.join('\n');
}

/**
 * The answer's shape as a JSON Schema both Gemini (`responseJsonSchema`) and OpenAI's strict mode accept: every
 * property required, no others. Day numbers and attraction ids are bounded to this plan's.
 */
export function proseSchema(plan: TripPlan): Record<string, unknown> {
  const ids = plan.places.map((p) => p.attractionId);
  const object = (properties: Record<string, unknown>) => ({
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  });
  return object({
    summary: { type: 'string', description: 'The whole trip in two to four sentences.' },
    days: {
      type: 'array',
      description: 'One entry for every day of the plan.',
      items: object({
        day: { type: 'integer', minimum: 1, maximum: plan.days },
        title: { type: 'string' },
        narrative: { type: 'string', description: 'Two to four sentences on the day.' },
      }),
    },
    places: {
      type: 'array',
      description: 'Why each listed place is worth it.',
      items: object({
        attractionId: ids.length ? { type: 'string', enum: ids } : { type: 'string' },
        reason: { type: 'string' },
      }),
    },
  });
}

/** Everything the model is sent for one plan. */
export function proseRequest(plan: TripPlan): StructuredRequest {
  return {
    system: WRITER_INSTRUCTION,
    prompt: planBrief(plan),
    schemaName: PROSE_SCHEMA_NAME,
    schema: proseSchema(plan),
    ...WRITER_GENERATION,
  };
}
