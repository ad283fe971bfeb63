import type { LandOutline } from './geo.data.js';
import { boxOf, distanceToRingsKm, inBox, pointInMultiPolygon, type Box } from './geo.math.js';

type Part = { readonly polygon: LandOutline['geometry']['coordinates'][number]; readonly box: Box };

/**
 * "Is this point on the island?": Sri Lanka's land as the Survey Department draws it (HDX COD-AB, 391 parts: the
 * island and its islets, such as Nainativu), each part with its bounding box so a lookup tests only the parts whose
 * box holds the point.
 */
export class Land {
  private readonly parts: readonly Part[];

  constructor(outline: LandOutline) {
    this.parts = outline.geometry.coordinates.map((polygon) => ({ polygon, box: boxOf([polygon]) }));
  }

  get partCount(): number {
    return this.parts.length;
  }

  contains(lat: number, lng: number): boolean {
    return this.parts.some(({ polygon, box }) => inBox(box, lng, lat) && pointInMultiPolygon(lng, lat, [polygon]));
  }

  /** How far a point is from the nearest coast, in km (0 is not returned for points on land: use contains first). */
  coastKm(lat: number, lng: number): number {
    return distanceToRingsKm(
      lng,
      lat,
      this.parts.map((p) => p.polygon),
    );
  }
}
