import { describe, expect, it } from 'vitest';
import type { PlaceRecord, RoadEdge } from './geo.data.js';
import { EXPRESSWAY_MAX_DETOUR, RoadGraph, TERMINAL_MINUTES } from './road-graph.js';

// A small network: an ordinary road of 100 km from A to B, and a faster way by an expressway between two interchanges.
const place = (id: string, lng: number): PlaceRecord => ({
  id,
  name: id,
  kind: 'junction',
  lat: 7,
  lng,
  aliases: [],
  districtCapital: false,
  source: 'tripmate',
  precision: 'curated',
  approximate: false,
  district: 'Kandy',
  province: 'Central',
});
const places = [place('a', 80), place('i1', 80.02), place('i2', 80.8), place('b', 80.82)];
const edge = (from: string, to: string, lengthKm: number, cls: RoadEdge['class'], speedKmh: number): RoadEdge => ({
  from,
  to,
  road: cls === 'expressway' ? 'E01' : 'A1',
  class: cls,
  terrain: 'flat',
  lengthKm,
  speedKmh,
  geometry: [
    [80, 7],
    [80.1, 7],
  ],
});
const network = (expresswayKm: number) =>
  new RoadGraph(
    [
      edge('a', 'b', 100, 'A-road', 40),
      edge('a', 'i1', 5, 'B-road', 40),
      edge('i1', 'i2', expresswayKm, 'expressway', 100),
      edge('i2', 'b', 5, 'B-road', 40),
    ],
    places,
  );
const ends = [
  { lng: 80, lat: 7, id: 'a' },
  { lng: 80.82, lat: 7, id: 'b' },
] as const;

describe('expressways in a route', () => {
  it('takes the expressway when it is faster and not much longer', () => {
    const route = network(100).route(...ends)!;
    expect(route.km).toBeCloseTo(110);
    expect(route.km).toBeLessThanOrEqual(100 * EXPRESSWAY_MAX_DETOUR);
    expect(route.minutes).toBeCloseTo(15 + 60 + 2 * TERMINAL_MINUTES);
  });

  it('keeps to the ordinary road when the expressway is a long detour, even a faster one', () => {
    const graph = network(120);
    expect(graph.shortestPath(...ends)!.km).toBeCloseTo(130);
    const route = graph.route(...ends)!;
    expect(route.km).toBeCloseTo(100);
    expect(route.minutes).toBeCloseTo(150 + 2 * TERMINAL_MINUTES);
  });

  it('finds a shorter way onto the expressway when the fastest one is a detour', () => {
    // A slower town road reaches the first interchange directly; the fastest way reaches it by a long loop.
    const graph = new RoadGraph(
      [
        edge('a', 'b', 100, 'A-road', 30),
        edge('a', 'i0', 30, 'expressway', 100),
        edge('i0', 'i1', 30, 'expressway', 100),
        edge('a', 'i1', 8, 'B-road', 10),
        edge('i1', 'i2', 90, 'expressway', 100),
        edge('i2', 'b', 5, 'B-road', 40),
      ],
      [...places, place('i0', 80.01)],
    );
    expect(graph.shortestPath(...ends)!.km).toBeCloseTo(155);
    const route = graph.route(...ends)!;
    expect(route.km).toBeCloseTo(103);
    expect(route.minutes).toBeLessThan(200);
  });
});
