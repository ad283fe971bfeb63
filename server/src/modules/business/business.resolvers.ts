import { DestinationBusinessesResolver, PlanBaseBusinessResolver } from './business-places.resolver.js';
import { BusinessResolver } from './business.resolver.js';
import { BusinessPhotoResolver } from './photos/business-photo.resolver.js';
import { BusinessReportResolver } from './reports/business-report.resolver.js';

/**
 * The directory's GraphQL resolvers, for the schema: listings, their photos, reports and review, and the fields it adds
 * to guides and plans. Beside business.module.ts, the module's other public file: the resolvers read the GraphQL
 * context, whose services are built from business.module.ts, so that file cannot hand them over without an import cycle.
 */
export const businessResolvers = [
  BusinessResolver,
  BusinessPhotoResolver,
  BusinessReportResolver,
  DestinationBusinessesResolver,
  PlanBaseBusinessResolver,
] as const;
