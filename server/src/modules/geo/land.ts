import type { LandOutline } from './geo.data.js';
import { distanceToRingsKm, pointInMultiPolygon } from './geo.math.js';

type Part = { readonly polygon: LandOutline['geometry']['coordinates'][number]; readonly box: readonly [number, number, number, number] };

/**
 * "Is this point on the island?": Sri Lanka's land as the Survey Department draws it (HDX COD-AB, 391 parts: the
 * island and its islets, such as Nainativu), each part with its bounding box so a lookup tests only the parts whose
 * box holds the point.
 */
export class Land {
  private readonly parts: readonly Part[];

  constructor(outline: LandOutline) {
    this.parts = outline.geometry.coordinates.map((polygon) => {
      let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const [lng, lat] of polygon[0]!) {
        if (lng < minLng) minLng = lng;
        if (lng > maxLng) maxLng = lng;
        if (lat < minLat) minLat = lat;
        if (lat > maxLat) maxLat = lat;
      }
      return { polygon, box: [minLng, minLat, maxLng, maxLat] as const };
    });
  }

  get partCount(): number {
    return this.parts.length;
  }

  contains(lat: number, lng: number): boolean {
    return this.parts.some(({ polygon, box }) => lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3] && pointInMultiPolygon(lng, lat, [polygon]));
  }

  /** How far a point is from the nearest coast, in km (0 is not returned for points on land: use contains first). */
  coastKm(lat: number, lng: number): number {
    return distanceToRingsKm(lng, lat, this.parts.map((p) => p.polygon));
  }
}
