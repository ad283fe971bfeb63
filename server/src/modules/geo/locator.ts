import { requestScope } from '../../lib/request-scope.js';
import type { BuiltInGeoProvider } from './builtin.provider.js';
import type { GeoProvider } from './geo.provider.js';

/** A point, latitude and longitude in degrees (WGS 84). */
export type LatLng = { readonly lat: number; readonly lng: number };

/** Where a map pin stands: on the island or not, and in which district. */
export type PinFacts = LatLng & { readonly onLand: boolean; readonly district: string | null };

/**
 * Map pins for places people put on the map themselves (a business's door): where an address is, whether a point is
 * on Sri Lanka's land, and which district it is in. The other modules' way to the geo data for pins.
 */
export class GeoLocator {
  constructor(
    /** The geocoder From and To use: Google's when configured, the built-in engine otherwise. */
    private readonly provider: GeoProvider,
    private readonly engine: BuiltInGeoProvider,
  ) {}

  /**
   * Where an address is, or null when it cannot be found: Google's geocoder when configured, then the built-in
   * gazetteer's reading of it (a town's or village's point: the owner drags the pin to the door). Never throws: an
   * address that cannot be placed is an answer, not a failure.
   */
  async locateAddress(address: string): Promise<LatLng | null> {
    if (this.provider.name === 'google') {
      try {
        const answer = await this.provider.geocode(address);
        const best = answer?.best;
        // Restricted to Sri Lanka, Google answers text it cannot place with the whole country: no pin, not its middle.
        if (best && best.name !== 'Sri Lanka' && this.isOnLand(best)) return { lat: best.lat, lng: best.lng };
      } catch (error) {
        requestScope
          .getStore()
          ?.logger.warn(
            { err: error, provider: this.provider.name },
            'address geocoding failed; reading the address with the built-in gazetteer',
          );
      }
    }
    const place = this.engine.placeOfAddress(address);
    return place ? { lat: place.lat, lng: place.lng } : null;
  }

  /** On Sri Lanka's land or one of its islets (Survey Department outline), not in the sea or another country. */
  isOnLand(point: LatLng): boolean {
    return this.engine.land.contains(point.lat, point.lng);
  }

  /** The district the point is in (Survey Department boundaries; a shore point the nearest within 5 km), or null. */
  districtAt(point: LatLng): string | null {
    return this.engine.districts.at(point.lat, point.lng)?.district ?? null;
  }

  /** What a pin at this point stands on. */
  pinAt(point: LatLng): PinFacts {
    const onLand = this.isOnLand(point);
    return { lat: point.lat, lng: point.lng, onLand, district: onLand ? this.districtAt(point) : null };
  }
}
