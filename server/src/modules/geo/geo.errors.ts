import { DomainError, type ErrorCategory } from '../../lib/errors/domain-error.js';

export enum GeoErrorCode {
  LOCATION_NOT_FOUND = 'GEO_LOCATION_NOT_FOUND',
  NO_ROUTE = 'GEO_NO_ROUTE',
  ATTRACTIONS_FAILED = 'GEO_ATTRACTIONS_FAILED',
  PROVIDER_UNAVAILABLE = 'GEO_PROVIDER_UNAVAILABLE',
}

const categoryOf: Record<GeoErrorCode, ErrorCategory> = {
  [GeoErrorCode.LOCATION_NOT_FOUND]: 'NOT_FOUND',
  [GeoErrorCode.NO_ROUTE]: 'NOT_FOUND',
  [GeoErrorCode.ATTRACTIONS_FAILED]: 'INTERNAL_SERVER_ERROR',
  [GeoErrorCode.PROVIDER_UNAVAILABLE]: 'INTERNAL_SERVER_ERROR',
};

// The planner's texts, spec §8, word for word.
const messageOf: Record<GeoErrorCode, (subject: string) => string> = {
  [GeoErrorCode.LOCATION_NOT_FOUND]: (place) => `Could not find location: ${place}`,
  [GeoErrorCode.NO_ROUTE]: () => 'Could not find route between the locations',
  [GeoErrorCode.ATTRACTIONS_FAILED]: () => 'Error finding attractions along the route',
  [GeoErrorCode.PROVIDER_UNAVAILABLE]: () => 'The maps service did not answer. Please try again.',
};

/** What a message says besides its code (server/src/messages/ says it in other languages); other codes say nothing more. */
export type GeoErrorParams = { readonly [GeoErrorCode.LOCATION_NOT_FOUND]: { readonly place: string } };

export class GeoError extends DomainError<GeoErrorCode> {
  /** `suggestions`: for a place not found, the names of places like it ("did you mean"), best first. */
  constructor(code: GeoErrorCode, subject = '', field?: string, suggestions?: readonly string[]) {
    super(
      categoryOf[code],
      code,
      messageOf[code](subject),
      { field, suggestions },
      code === GeoErrorCode.LOCATION_NOT_FOUND ? { place: subject } : {},
    );
  }
}
