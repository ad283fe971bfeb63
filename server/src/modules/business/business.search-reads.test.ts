import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { BusinessRepository, searchTerms, searchTsquery, type ExecuteSql } from './business.repository.js';
import { random } from '../../test/random.js';

/**
 * How the directory search reads PostgreSQL (issue 19, item 7): the statements it sends, the candidates it ranks for
 * common words, the words a prefix stands for, and when the search words are kept.
 */

let server: TestServer;
/** Listings this file put in by SQL; deleted (soft, as the app does) at the end. */
const made: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  if (made.length > 0)
    await server.orm.em
      .fork()
      .execute(`update "business" set "deleted_at" = now() where "id" in (${made.map(() => '?').join(', ')})`, made);
  await server.close();
});

/** A word of letters no other run has used. */
const aWord = () => Array.from({ length: 10 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(random() * 20)]).join('');

/** Puts `count` listings in straight by SQL (the app's limits on registrations are not the point here). */
async function insertListings(
  names: readonly { name: string; description?: string; lat?: number; lng?: number }[],
): Promise<string[]> {
  const em = server.orm.em.fork();
  const ids: string[] = [];
  for (const { name, description, lat, lng } of names) {
    const id = randomUUID();
    await em.execute(
      `insert into "business" ("id", "name", "address", "email", "telephone", "description", "category", "lat", "lng", "district") values (?, ?, '1 Main Street, Kandy', ?, '+94 77 000 0000', ?, 'shop', ?, ?, ?)`,
      [id, name, `${id}@example.lk`, description ?? null, lat ?? null, lng ?? null, lat === undefined ? null : 'Kandy'],
    );
    ids.push(id);
  }
  made.push(...ids);
  return ids;
}

/** A repository on the test database that counts the statements it sends. */
function countingRepository(): { repository: BusinessRepository; statements: string[] } {
  const em = server.orm.em.fork();
  const statements: string[] = [];
  const connection = em.getConnection();
  const counting = {
    execute: (sql: string, values: unknown[]) => (statements.push(sql), em.execute(sql, values)),
    getConnection: () => ({
      execute: (sql: string, values: unknown[], method: 'all') => (
        statements.push(sql),
        connection.execute(sql, values, method)
      ),
    }),
  } as unknown as EntityManager;
  return { repository: new BusinessRepository(counting), statements };
}

describe('a search by words', () => {
  it('ranks the newest matches of common words, the name first, and pages through them each once', async () => {
    const word = aWord();
    // Common words (more than PROBE_MATCHES of the newest 500 listings have them): ranked from the newest listings.
    const inDescription = await insertListings([
      { name: 'Hill Top Rooms', description: `Ask for ${word} at the desk.` },
    ]);
    const inName = await insertListings(Array.from({ length: 45 }, (_, i) => ({ name: `${word} Gems ${i}` })));
    const { repository, statements } = countingRepository();
    const seen: string[] = [];
    for (let offset = 0; offset < 60; offset += 20) {
      const found = await repository.search({ text: word, offset, limit: 20 });
      seen.push(...found.map((row) => row.business.id));
    }
    expect(seen).toHaveLength(46);
    expect(new Set(seen)).toEqual(new Set([...inName, ...inDescription]));
    expect(seen.at(-1)).toBe(inDescription[0]);
    // The words looked up once, the page read once: two statements a page.
    expect(statements).toHaveLength(6);
  });

  it('near a point with words that match nothing there: two statements, the words and the page', async () => {
    const word = aWord();
    await insertListings([{ name: `${word} Lodge`, lat: 9.66, lng: 80.02 }]);
    const { repository, statements } = countingRepository();
    const found = await repository.search({
      text: word,
      near: { point: { lat: 6.05, lng: 80.22 }, radiusKm: 25 },
      offset: 0,
      limit: 10,
    });
    expect(found).toEqual([]);
    expect(statements).toHaveLength(2);
    const there = await repository.search({
      text: word,
      near: { point: { lat: 9.66, lng: 80.02 }, radiusKm: 5 },
      offset: 0,
      limit: 10,
    });
    expect(there).toHaveLength(1);
    expect(there[0]!.distanceKm).toBeLessThan(0.1);
  });
});

describe('the words of a query, as a tsquery', () => {
  /** The word lookup answered as listings using `known` words would answer it. */
  const lookup =
    (known: readonly string[]): ExecuteSql =>
    async <T>(_sql: string, values: unknown[]) => {
      const rows = [];
      for (let i = 0; i < values.length; i += 6) {
        const word = values[i + 1] as string;
        rows.push({
          n: values[i],
          known: known.includes(word),
          alike: [],
          longer: known
            .filter((other) => other.startsWith(word))
            .sort()
            .slice(0, 17),
        });
      }
      return rows as T[];
    };
  const tsquery = (text: string, known: readonly string[]) => searchTsquery(searchTerms(text)!, lookup(known));

  it('spells a last word out as the words listings use that start with it, each exact', async () => {
    expect(await tsquery('tea room', ['tea', 'room', 'rooms'])).toBe(`'tea' & ('room' | 'rooms')`);
    expect(await tsquery('guest hou', ['guest', 'house', 'hour'])).toBe(`'guest' & ('hour' | 'house')`);
    // A word no listing uses nor starts: itself, which matches nothing (a typo's alike words stand beside it).
    expect(await tsquery('zzzqx', ['tea'])).toBe(`'zzzqx'`);
    // Words before the last that listings use are themselves; short words are never prefixes.
    expect(await tsquery('room te', ['room', 'rooms', 'tea'])).toBe(`'room' & 'te'`);
  });

  it('keeps a prefix when too many words start with it, or it has a digit (search words leave numbers out)', async () => {
    const many = Array.from({ length: 17 }, (_, i) => `gar${String.fromCharCode(97 + i)}`);
    expect(await tsquery('spice gar', ['spice', ...many])).toBe(`'spice' & 'gar':*`);
    expect(await tsquery('villa 12', ['villa'])).toBe(`'villa' & '12'`);
    expect(await tsquery('villa 123', ['villa'])).toBe(`'villa' & '123':*`);
  });
});

describe('the search words', () => {
  const wordKnown = async (word: string) =>
    (
      await server.orm.em
        .fork()
        .execute<{ known: boolean }[]>(
          `select exists(select 1 from "business_search_word" where "word" = ?) as "known"`,
          [word],
        )
    )[0]!.known;

  it('are added when a listing is written with new words, and not when an edit leaves its words as they were', async () => {
    const [first, second] = [aWord(), aWord()];
    const [id] = await insertListings([{ name: `${first} Villa` }]);
    expect(await wordKnown(first)).toBe(true);
    const em = server.orm.em.fork();
    // Taken out by hand: only a trigger that fires puts it back.
    await em.execute(`delete from "business_search_word" where "word" = ?`, [first]);
    await em.execute(`update "business" set "telephone" = '+94 77 111 1111', "price_range" = '$' where "id" = ?`, [id]);
    await em.execute(`update "business" set "name" = "name" where "id" = ?`, [id]);
    expect(await wordKnown(first)).toBe(false);
    await em.execute(`update "business" set "description" = ? where "id" = ?`, [`Ask for ${second}.`, id]);
    expect(await wordKnown(second)).toBe(true);
    expect(await wordKnown(first)).toBe(true);
  });
});
