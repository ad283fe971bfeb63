import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BusinessCategory } from '../../gql/graphql';
import { isDistrict } from '../../lib/districts';
import { isBusinessCategory } from '../../lib/listing-labels';

/** The radii a search near a point offers, in km; the server allows up to 50. */
export const radiusOptions = [2, 5, 10, 25, 50] as const;
export const DEFAULT_RADIUS_KM = 10;

/** Sri Lanka's box, as the server checks a point (a phone abroad cannot search near itself). */
const LK = { minLat: 5.9, maxLat: 9.9, minLng: 79.5, maxLng: 82 };
export const inSriLanka = (point: { lat: number; lng: number }) =>
  point.lat >= LK.minLat && point.lat <= LK.maxLat && point.lng >= LK.minLng && point.lng <= LK.maxLng;

/** A point to search near: a place found by name (its name kept), or the visitor's own position (no name). */
export type NearPoint = { lat: number; lng: number; radiusKm: number; place: string | null };

export type DirectorySearch = {
  query: string;
  category: BusinessCategory | '';
  district: string;
  near: NearPoint | null;
};

/** A category in a link reads as the API's REST value (`tour-guide`), not the enum (`TOUR_GUIDE`). */
const categoryParam = (category: BusinessCategory) => category.toLowerCase().replace(/_/g, '-');
const categoryFromParam = (value: string | null): BusinessCategory | '' => {
  const candidate = (value ?? '').toUpperCase().replace(/-/g, '_');
  return isBusinessCategory(candidate) ? candidate : '';
};

function nearFrom(params: URLSearchParams): NearPoint | null {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (!params.get('lat') || !params.get('lng') || !inSriLanka({ lat, lng })) return null;
  const radius = Number(params.get('radius'));
  return {
    lat,
    lng,
    radiusKm: (radiusOptions as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS_KM,
    place: params.get('near') || null,
  };
}

function searchFrom(params: URLSearchParams): DirectorySearch {
  const district = params.get('district') ?? '';
  return {
    query: params.get('q') ?? '',
    category: categoryFromParam(params.get('category')),
    district: isDistrict(district) ? district : '',
    near: nearFrom(params),
  };
}

/**
 * The directory's search, written to the page's URL as it changes (`?q=ella&category=guesthouse&district=Badulla&near=Ella&lat=…&lng=…&radius=10`)
 * and read from it when the page opens, so a search can be shared. Values a link cannot mean are left out. The page's
 * own state leads: the router applies a URL change as a transition, which the results must not wait for.
 */
export function useDirectorySearch(): [DirectorySearch, (change: Partial<DirectorySearch>) => void] {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchFrom(params));
  const update = (change: Partial<DirectorySearch>) => {
    const next = { ...search, ...change };
    setSearch(next);
    const entries: [string, string][] = [];
    if (next.query.trim()) entries.push(['q', next.query.trim()]);
    if (next.category) entries.push(['category', categoryParam(next.category)]);
    if (next.district) entries.push(['district', next.district]);
    if (next.near) {
      if (next.near.place) entries.push(['near', next.near.place]);
      entries.push(
        ['lat', String(next.near.lat)],
        ['lng', String(next.near.lng)],
        ['radius', String(next.near.radiusKm)],
      );
    }
    // Typing changes the words many times: each search replaces the last in the history rather than piling up.
    setParams(new URLSearchParams(entries), { replace: true });
  };
  return [search, update];
}
