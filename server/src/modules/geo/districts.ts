import type { DistrictShape } from './geo.data.js';
import { boxOf, distanceToRingsKm, inBox, pointInMultiPolygon, type Box } from './geo.math.js';

type Indexed = { readonly shape: DistrictShape; readonly box: Box };

/** The district of an islet the simplified district lines lost, or of a shore they cut off, is the nearest one this close. */
const NEAREST_WITHIN_KM = 5;

export type DistrictAnswer = { readonly district: string; readonly province: string };

/**
 * "Which district is this point in?": the Survey Department's 25 district boundaries (districts.json), each with its
 * bounding box so a lookup tests only the few whose box holds the point. The same rule the geo data build gives every
 * place its district by, so a listing at a town's point gets the town's district.
 */
export class Districts {
  private readonly districts: readonly Indexed[];

  constructor(shapes: readonly DistrictShape[]) {
    this.districts = shapes.map((shape) => ({ shape, box: boxOf(shape.geometry.coordinates) }));
  }

  get count(): number {
    return this.districts.length;
  }

  /** The district whose boundary holds the point; else the nearest within 5 km (a coast or islet); else null. */
  at(lat: number, lng: number): DistrictAnswer | null {
    const inside = this.districts.find(
      ({ shape, box }) => inBox(box, lng, lat) && pointInMultiPolygon(lng, lat, shape.geometry.coordinates),
    );
    if (inside) return { district: inside.shape.district, province: inside.shape.province };
    let nearest: DistrictShape | null = null;
    let nearestKm = NEAREST_WITHIN_KM;
    for (const { shape } of this.districts) {
      const km = distanceToRingsKm(lng, lat, shape.geometry.coordinates);
      if (km <= nearestKm) {
        nearest = shape;
        nearestKm = km;
      }
    }
    return nearest ? { district: nearest.district, province: nearest.province } : null;
  }
}
