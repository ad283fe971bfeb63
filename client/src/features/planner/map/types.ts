import type { TrainLine } from './train-lines';

/** What the journey map draws; shared by the Leaflet and Google maps. */
export type MapPoint = { readonly lat: number; readonly lng: number };

export type MapStop = MapPoint & { readonly label: string; readonly name: string };

export type JourneyMapProps = {
  /** The route line as [longitude, latitude] pairs. */
  readonly route: readonly (readonly number[])[] | null;
  readonly stops: readonly MapStop[];
  readonly attractions: readonly MapStop[];
  /** The plan's recommended places the route passes through, numbered in visit order. */
  readonly waypoints: readonly MapStop[];
  /** The plan's train legs, drawn along the railway track. */
  readonly trainLines?: readonly TrainLine[];
  /** Called once the map can draw a route. */
  readonly onReady: () => void;
};

// Spec §9: centred on central Sri Lanka at zoom 7, held within latitude 5.9-9.8 and longitude 79.8-81.9.
export const MAP_CENTRE: MapPoint = { lat: 7.8731, lng: 80.7718 };
export const MAP_ZOOM = 7;
export const MAP_BOUNDS = { south: 5.9, west: 79.8, north: 9.8, east: 81.9 } as const;
export const MAP_HEIGHT = 500;
