/**
 * Built-in assistant benchmark (`npm run bench:chat`). Not part of `npm test`. The Sri Lanka Travel Bot's replies
 * with no model: the assistant alone, then through the ChatService (validation, history rule, rate limit), each as
 * p50/p95 over a question set of the common shapes; then changes asked of a plan (the edit requests read, the names
 * settled, the edit engine run on a copy of a 7-day plan and the diff written: a whole proposal); then a streamed
 * reply read to its end. Target: every whole reply's p95 at most 50 ms on the server. The reference, taken in the same
 * run, is a geocode of one place — the smallest piece of work an answer about a route is made of.
 */
import 'reflect-metadata';
import pino from 'pino';
import { MemoryRateLimiter } from '../server/src/lib/rate-limit.js';
import type { User } from '../server/src/modules/accounts/accounts.module.js';
import { builtInParts, createChatModule } from '../server/src/modules/chat/chat.module.js';
import { ChatService } from '../server/src/modules/chat/chat.service.js';
import { loadBuiltInGeo } from '../server/src/modules/geo/geo.module.js';
import { createPlannerEngine, editableDraft } from '../server/src/modules/planner/planner.module.js';
import { measure, ms } from './measure.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const TARGET_P95_MS = 50;
const QUESTIONS = [
  'How do I get from Kandy to Ella?',
  'When is the best time to visit Mirissa?',
  'What to see in Kandy?',
  'What should I wear at the Temple of the Tooth?',
  'How far is Sigiriya from Colombo?',
  'Do I need cash for tuk-tuks?',
  'When is the monsoon?',
  'Colombo to Jaffna by train?',
  'What is the capital of Peru?',
];
/** A 7-day plan (Colombo, Sigiriya, Kandy, Ella) and the changes travellers ask of it, refusals included. */
const TRIP = { start: 'Colombo', end: 'Ella', days: 7, people: 2, budget: 600_000, notes: 'wildlife, tea and temples' };
const EDITS = [
  'add a night in Ella',
  'swap days 3 and 4',
  'drop Polonnaruwa, add Udawalawe',
  'Move Sigiriya to day 3',
  'remove the tooth temple',
  'replace Horton Plains with Ravana Falls',
  'add Yala',
  'make it 3 nights in Kandy',
  'one night less in Kandy',
  'add Atlantis to day 2',
];

async function main(): Promise<void> {
  const geo = loadBuiltInGeo();
  const chat = createChatModule({
    model: null,
    timeoutMs: 30_000,
    limiter: new MemoryRateLimiter(),
    logger: pino({ level: 'silent' }),
    builtIn: builtInParts(geo),
  });
  const plan = editableDraft(createPlannerEngine(geo), TRIP);
  const service = new ChatService(chat, () => ({ editable: () => Promise.resolve(plan) }));
  let i = 0;
  const next = () => QUESTIONS[i++ % QUESTIONS.length]!;
  const nextEdit = () => EDITS[i++ % EDITS.length]!;
  // A new address or account every call, so the rate limit never refuses and is still counted.
  const who = () => ({ clientIp: `10.0.${i % 250}.${i % 200}`, user: { id: `bench-${i}` } as User });
  const turn = (text: string) => ({
    messages: [
      { role: 'user', text: 'Hello' },
      { role: 'assistant', text: 'Hi!' },
      { role: 'user', text },
    ],
  });
  const readAll = async (text: string) => {
    for await (const event of service.stream(turn(text), who(), new AbortController().signal)) void event;
  };

  const rows = {
    'reference: geocode "Kandyy"': await measure(() => geo.engine.geocodeNow('Kandyy'), RUNS),
    'built-in assistant answer': await measure(() => chat.builtIn.answer(next()), RUNS),
    'ChatService.send (validation, history, limit)': await measure(() => service.send(turn(next()), who()), RUNS),
    'ChatService.send, a change to a 7-day plan': await measure(
      () => service.send({ ...turn(nextEdit()), plan: { id: 'draft', version: 1 } }, who()),
      RUNS,
    ),
    'ChatService.stream, read to the end': await measure(() => readAll(next()), RUNS),
  };
  console.log(
    `built-in Sri Lanka Travel Bot, ${RUNS} runs each over ${QUESTIONS.length} questions and ${EDITS.length} plan changes`,
  );
  for (const [name, f] of Object.entries(rows))
    console.log(`${name.padEnd(48)} p50 ${ms(f.p50)}   p95 ${ms(f.p95)}   max ${ms(f.max)}`);
  const replies = [
    'ChatService.send (validation, history, limit)',
    'ChatService.send, a change to a 7-day plan',
    'ChatService.stream, read to the end',
  ] as const;
  const p95 = Math.max(...replies.map((name) => rows[name].p95));
  console.log(
    `slowest whole reply p95 ${ms(p95)} (target <= ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'MET' : 'NOT MET'}; ${(p95 / rows['reference: geocode "Kandyy"'].p95).toFixed(1)}x one geocode`,
  );
}

await main();
