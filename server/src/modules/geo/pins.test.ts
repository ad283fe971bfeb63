import { describe, expect, it } from 'vitest';
import { builtInGeo } from '../../test/geo.js';
import type { GeoProvider } from './geo.provider.js';
import { GeoLocator } from './locator.js';

const { data, engine } = builtInGeo();
const locator = new GeoLocator(engine, engine);

describe('the district of a point', () => {
  it('is the district whose boundary holds it: every district capital is in its own district', () => {
    expect(engine.districts.count).toBe(25);
    const capitals = data.places.filter((p) => p.districtCapital);
    expect(capitals).toHaveLength(25);
    for (const capital of capitals)
      expect(engine.districts.at(capital.lat, capital.lng)?.district, capital.name).toBe(capital.district);
  });

  it('agrees with the gazetteer, whose districts the build took from the same boundaries', () => {
    const disagree = data.places.filter((p) => engine.districts.at(p.lat, p.lng)?.district !== p.district);
    expect(disagree.map((p) => p.name)).toEqual([]);
  });

  it('is the nearest within 5 km for a shore the simplified lines cut off, and none far out at sea', () => {
    expect(engine.districts.at(6.9, 79.8)).toEqual({ district: 'Colombo', province: 'Western' });
    expect(engine.districts.at(6.0, 80.0)).toBeNull();
  });
});

describe('an address read for its place', () => {
  it.each([
    ['Ella', 'Ella'],
    ['12 Main Street Ella', 'Ella'],
    ['No. 12, Temple Road, Unawatuna, Galle 80600', 'Unawatuna'],
    ['45/2 Galle Road, Kollupitiya, Colombo 3', 'Kollupitiya'],
    ['Lake Road, Nuwara Eliya', 'Nuwara Eliya'],
    ['Near the clock tower Kandy', 'Kandy'],
    ['Unawatuan', 'Unawatuna'],
    ['Main Street, 90090', 'Ella'],
  ])('%s → %s', (address, place) => {
    expect(engine.placeOfAddress(address)?.name).toBe(place);
  });

  it('finds nothing in an address that names no place TripMate knows', () => {
    for (const address of ['221B Baker Street, London', 'Behind the old mill', 'Galle Road'])
      expect(engine.placeOfAddress(address), address).toBeNull();
  });

  it('is Google’s answer when Google is configured, and the gazetteer’s when Google fails or answers the whole country', async () => {
    const google = (answer: GeoProvider['geocode']): GeoProvider => ({
      name: 'google',
      geocode: answer,
      placeAt: (lat, lng) => engine.placeAt(lat, lng),
      route: () => Promise.resolve(null),
      attractionsAlongRoute: () => Promise.resolve([]),
    });
    const door = { id: 'google:x', name: '12 Temple Rd, Unawatuna', kind: 'sight', lat: 6.0195, lng: 80.2486 };
    expect(
      await new GeoLocator(
        google(async () => ({ best: door, alternatives: [] })),
        engine,
      ).locateAddress('12 Temple Road, Unawatuna'),
    ).toEqual({ lat: door.lat, lng: door.lng });
    const unawatuna = { lat: 6.0212, lng: 80.2503 };
    expect(
      await new GeoLocator(
        google(() => Promise.reject(new Error('timeout'))),
        engine,
      ).locateAddress('12 Temple Road, Unawatuna'),
    ).toEqual(unawatuna);
    const country = { id: 'google:lk', name: 'Sri Lanka', kind: 'sight', lat: 7.8731, lng: 80.7718 };
    expect(
      await new GeoLocator(
        google(async () => ({ best: country, alternatives: [] })),
        engine,
      ).locateAddress('Unawatuna'),
    ).toEqual(unawatuna);
  });

  it('gives a pin’s facts: on land or not, and its district', () => {
    expect(locator.pinAt({ lat: 6.8768, lng: 81.0608 })).toEqual({
      lat: 6.8768,
      lng: 81.0608,
      onLand: true,
      district: 'Badulla',
    });
    expect(locator.pinAt({ lat: 6.9, lng: 79.8 })).toEqual({ lat: 6.9, lng: 79.8, onLand: false, district: null });
  });
});
