import { render } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripPlanResult } from '../../../test/fixtures';
import { GooglePlan } from './GooglePlan';
import { MODE_STYLES, planShapes } from './plan-shapes';

/**
 * Google's map cannot load here (its script comes from Google's servers), so its React components are stood in for
 * by ones that record what GooglePlan asks them to draw, and `google.maps` by the few constructors it uses. What is
 * checked is what a traveller with a maps key would see: the same bases, stops, legs and fit as the offline map.
 */
const drawn = vi.hoisted(() => ({
  polylines: [] as { path: { lat: number; lng: number }[]; options: google.maps.PolylineOptions }[],
  markers: [] as { title: string; label?: { text: string }; zIndex: number }[],
  fits: [] as unknown[],
}));

vi.mock('@react-google-maps/api', () => ({
  PolylineF: (props: { path: { lat: number; lng: number }[]; options: google.maps.PolylineOptions }) => {
    drawn.polylines.push({ path: props.path, options: props.options });
    return null;
  },
  MarkerF: (props: { title: string; label?: { text: string }; zIndex: number }) => {
    drawn.markers.push({ title: props.title, label: props.label, zIndex: props.zIndex });
    return null;
  },
  useGoogleMap: () => ({ fitBounds: (box: unknown) => drawn.fits.push(box) }),
}));

beforeAll(() => {
  vi.stubGlobal('google', {
    maps: {
      SymbolPath: { CIRCLE: 0 },
      Point: class {
        constructor(
          readonly x: number,
          readonly y: number,
        ) {}
      },
    },
  });
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  drawn.polylines.length = 0;
  drawn.markers.length = 0;
  drawn.fits.length = 0;
});

const shapes = planShapes(tripPlanResult().plan);

describe('the plan on Google’s map', () => {
  it('draws every leg along its line in its mode’s style, the bases numbered and each day’s stops, and fits the whole trip', () => {
    render(<GooglePlan shapes={shapes} day={null} />);
    const legs = shapes.days.flatMap((d) => d.legs);
    expect(drawn.polylines.map((p) => p.path.map(({ lat, lng }) => [lng, lat]))).toEqual(legs.map((leg) => leg.line));
    // A solid mode keeps its colour; a dashed one is drawn as repeated dashes of that colour.
    drawn.polylines.forEach((line, i) => {
      const style = MODE_STYLES[legs[i]!.mode];
      if (style.dash) expect(line.options.icons?.[0]?.icon?.strokeColor).toBe(style.colour);
      else expect(line.options.strokeColor).toBe(style.colour);
      expect(line.options.zIndex).toBe(2);
    });
    expect(drawn.markers.filter((m) => m.zIndex === 2000).map((m) => `${m.label?.text} ${m.title}`)).toEqual(
      shapes.bases.map((b) => `${b.label} ${b.name}`),
    );
    expect(drawn.markers.filter((m) => m.zIndex === 1).map((m) => m.title)).toEqual(
      shapes.days.flatMap((d) => d.stops.map((s) => `Day ${d.day}: ${s.name}`)),
    );
    expect(drawn.fits.at(-1)).toEqual(shapes.bounds);
  });

  it('brings the picked day forward: its stops lettered, the other days’ legs faded, and the map fitted to that day', () => {
    render(<GooglePlan shapes={shapes} day={2} />);
    const day2 = shapes.days.find((d) => d.day === 2)!;
    const stops = drawn.markers.filter((m) => m.zIndex === 1000);
    expect(stops.map((m) => `${m.label?.text} ${m.title}`)).toEqual(day2.stops.map((s) => `${s.label} ${s.name}`));
    expect(drawn.markers.some((m) => m.title.startsWith('Day 1:'))).toBe(false);
    const faded = drawn.polylines.filter((p) => p.options.zIndex === 1).length;
    expect(faded).toBe(shapes.days.filter((d) => d.day !== 2).flatMap((d) => d.legs).length);
    expect(drawn.fits.at(-1)).toEqual({ south: 6.8667, west: 81.0, north: 6.9, east: 81.0466 });
  });
});
