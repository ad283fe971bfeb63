import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { root } from '../scripts/build-if-needed.mjs';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres.js';
import { freePort } from '../server/src/lib/free-port.js';

/** Deterministic pseudo-random numbers, so every run seeds the same directory. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const towns = [
  'Colombo',
  'Kandy',
  'Galle',
  'Ella',
  'Mirissa',
  'Weligama',
  'Sigiriya',
  'Dambulla',
  'Nuwara Eliya',
  'Trincomalee',
  'Jaffna',
  'Anuradhapura',
  'Polonnaruwa',
  'Negombo',
  'Bentota',
  'Hikkaduwa',
  'Unawatuna',
  'Tangalle',
  'Arugam Bay',
  'Haputale',
  'Badulla',
  'Matara',
  'Kalpitiya',
  'Habarana',
  'Tissamaharama',
  'Batticaloa',
  'Kurunegala',
  'Ratnapura',
  'Hatton',
  'Pasikudah',
];
const kinds: [string, string[]][] = [
  [
    'restaurant',
    ['Rice & Curry House', 'Kottu Corner', 'Seafood Grill', 'Hoppers Kitchen', 'Spice Garden Restaurant', 'Tea Room'],
  ],
  ['hotel', ['Guest House', 'Boutique Villa', 'Beach Resort', 'Homestay', 'Eco Lodge', 'Bungalow']],
  [
    'tour-guide',
    ['Safari Tours', 'Heritage Walks', 'Tuk Tuk Tours', 'Whale Watching', 'Hiking Guides', 'Birding Trips'],
  ],
  [
    'transportation',
    ['Cab Service', 'Tuk Tuk Hire', 'Van Tours', 'Scooter Rental', 'Airport Transfers', 'Driver Service'],
  ],
  [
    'attraction',
    ['Spice Garden', 'Tea Factory Visit', 'Turtle Hatchery', 'Batik Workshop', 'Cooking Class', 'Ayurveda Spa'],
  ],
  ['shop', ['Gem Store', 'Batik Boutique', 'Tea Shop', 'Handicrafts', 'Surf Shop', 'Book Shop']],
  ['entertainment', ['Surf School', 'Dive Centre', 'Kandyan Dance Show', 'Rooftop Bar', 'Cricket Club', 'Yoga Shala']],
  ['other', ['Laundry', 'Co-working Space', 'Photo Studio', 'Travel Agency', 'Pharmacy', 'Money Exchange']],
];
const prefixes = [
  'Lakeside',
  'Golden',
  'Ceylon',
  'Lanka',
  'Royal',
  'Sunset',
  'Palm',
  'Green',
  'Ocean',
  'Hill Country',
  'Old Town',
  'Temple View',
];
const streets = [
  'Temple Road',
  'Beach Road',
  'Main Street',
  'Lake Road',
  'Hill Street',
  'Station Road',
  'Galle Road',
  'Church Street',
];
/** Descriptions listings are given (search-seed.ts adds to them). */
export const blurbs = [
  'Family run since 1998, a short walk from the bus stand.',
  'Open every day; English, Sinhala and Tamil spoken.',
  'Known for fresh seafood and string hoppers at breakfast.',
  'Free pick-up from the railway station on request.',
  'Air-conditioned rooms, hot water and a garden with a view.',
  'Small groups only; we can arrange train tickets too.',
];

export type SeedRow = [string, string, string, string, string, string | null, string, string, Date];

/** `count` realistic listings, spread over the last three years, written in batches of 1,000. */
export async function seedBusinesses(url: string, count: number, seed = 42): Promise<void> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const start = Date.now() - 3 * 365 * 24 * 3600 * 1000;
    for (let done = 0; done < count; done += 1000) {
      const rows: unknown[] = [];
      const values: string[] = [];
      for (let i = done; i < Math.min(count, done + 1000); i++) {
        const [category, names] = pick(kinds);
        const town = pick(towns);
        const name = `${pick(prefixes)} ${town} ${pick(names)} ${i}`;
        const offset = rows.length;
        values.push(
          `(gen_random_uuid(), $${offset + 1}, $${offset + 2}, $${offset + 3}, $${offset + 4}, $${offset + 5}, $${offset + 6}, $${offset + 7})`,
        );
        rows.push(
          name,
          `${1 + Math.floor(next() * 400)} ${pick(streets)}, ${town}`,
          `listing${i}.${seed}@example.lk`,
          `+94 ${70 + Math.floor(next() * 9)} ${String(Math.floor(next() * 1e7)).padStart(7, '0')}`,
          `${pick(blurbs)} ${pick(blurbs)}`,
          category,
          new Date(start + next() * 3 * 365 * 24 * 3600 * 1000),
        );
      }
      await client.query(
        `insert into business (id, name, address, email, telephone, description, category, created_at) values ${values.join(', ')}`,
        rows,
      );
    }
    // A live table is vacuumed by autovacuum; measure that steady state, not the minutes right after a bulk load.
    await client.query('vacuum (analyze) business');
  } finally {
    await client.end();
  }
}

/** Runs `work` on the server of `adminUrl`, connected to its `postgres` database. */
async function asAdmin(adminUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new URL(adminUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the database at `url` (a bench's own), connecting through `adminUrl`. */
export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  await asAdmin(adminUrl, (client) =>
    client.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`),
  );
}

/** Drops and recreates database `name` on the server of `adminUrl`; returns its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  await asAdmin(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A bench's own database `name`: on DATABASE_URL's server when it is set (dropped again by `close`), or on an
 * embedded PostgreSQL under .data/bench (stopped by `close`).
 */
export async function benchDatabase(name: string): Promise<{ url: string; close(): Promise<void> }> {
  const external = process.env.DATABASE_URL;
  const embedded = external
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(root, '.data/bench'),
        preferredPort: await freePort(),
        logger: pino({ level: 'silent' }),
      });
  const adminUrl = external ?? embedded!.url;
  const url = await freshDatabase(adminUrl, name);
  return {
    url,
    async close() {
      if (embedded) await embedded.stop();
      else await dropDatabase(adminUrl, url);
    },
  };
}
