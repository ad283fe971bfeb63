/** A point on the map, in degrees. */
export type MapPoint = { readonly lat: number; readonly lng: number };

// Spec §9: centred on central Sri Lanka at zoom 7, held within latitude 5.9-9.8 and longitude 79.8-81.9.
export const MAP_CENTRE: MapPoint = { lat: 7.8731, lng: 80.7718 };
export const MAP_ZOOM = 7;
export const MAP_BOUNDS = { south: 5.9, west: 79.8, north: 9.8, east: 81.9 } as const;
