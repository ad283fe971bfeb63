/**
 * Built-in assistant benchmark (`npm run bench:chat`). Not part of `npm test`. The Sri Lanka Travel Bot's replies
 * with no model: the assistant alone, then through the ChatService (validation, history rule, rate limit), each as
 * p50/p95 over a question set of the common shapes. Target: p95 at most 50 ms on the server. The reference, taken in
 * the same run, is a geocode of one place — the smallest piece of work an answer about a route is made of.
 */
import 'reflect-metadata';
import pino from 'pino';
import { MemoryRateLimiter } from '../server/src/lib/rate-limit.js';
import { createChatModule, defaultKnowledge } from '../server/src/modules/chat/chat.module.js';
import { ChatService } from '../server/src/modules/chat/chat.service.js';
import { loadBuiltInGeo } from '../server/src/modules/geo/geo.module.js';
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

async function main(): Promise<void> {
  const geo = loadBuiltInGeo();
  const chat = createChatModule({ model: null, timeoutMs: 30_000, limiter: new MemoryRateLimiter(), logger: pino({ level: 'silent' }), knowledge: defaultKnowledge(geo.engine) });
  const service = new ChatService(chat);
  let i = 0;
  const next = () => QUESTIONS[i++ % QUESTIONS.length]!;

  const rows = {
    'reference: geocode "Kandyy"': await measure(() => geo.engine.geocodeNow('Kandyy'), RUNS),
    'built-in assistant answer': await measure(() => chat.builtIn.answer(next()), RUNS),
    // A new address every call, so the rate limit never refuses and is still counted.
    'ChatService.send (validation, history, limit)': await measure(
      () => service.send({ messages: [{ role: 'user', text: 'Hello' }, { role: 'assistant', text: 'Hi!' }, { role: 'user', text: next() }] }, { clientIp: `10.0.${i % 250}.${i % 200}` }),
      RUNS,
    ),
  };
  console.log(`built-in Sri Lanka Travel Bot, ${RUNS} runs each over ${QUESTIONS.length} questions`);
  for (const [name, f] of Object.entries(rows)) console.log(`${name.padEnd(48)} p50 ${ms(f.p50)}   p95 ${ms(f.p95)}   max ${ms(f.max)}`);
  const p95 = rows['ChatService.send (validation, history, limit)'].p95;
  console.log(`reply p95 ${ms(p95)} (target <= ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'MET' : 'NOT MET'}; ${(p95 / rows['reference: geocode "Kandyy"'].p95).toFixed(1)}x one geocode`);
}

await main();
