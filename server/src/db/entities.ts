import { TripPlanRecord } from '../modules/planner/trip-plan.entity.js';
import { TripPlanShare } from '../modules/planner/trip-plan-share.entity.js';
import { PlanEditReceipt } from '../modules/planner/plan-edit-receipt.entity.js';
import { BusinessManagementCode } from '../modules/business/business-management-code.entity.js';
import { BusinessOpeningHours } from '../modules/business/business-opening-hours.entity.js';
import { Business } from '../modules/business/business.entity.js';
import { BusinessSearchWord } from '../modules/business/business-search-word.entity.js';
import { BusinessPhoto } from '../modules/business/photos/business-photo.entity.js';
import { BusinessReport } from '../modules/business/reports/business-report.entity.js';
import { Feedback } from '../modules/feedback/feedback.entity.js';
import { Trip } from '../modules/trips/trip.entity.js';
import { ProviderIdentity } from '../modules/accounts/provider-identity.entity.js';
import { User } from '../modules/accounts/user.entity.js';

/** Every entity, in one list: the ORM, migrations and the migration check read it. */
export const entities = [
  Business,
  BusinessSearchWord,
  BusinessOpeningHours,
  BusinessManagementCode,
  BusinessPhoto,
  BusinessReport,
  User,
  ProviderIdentity,
  Trip,
  Feedback,
  TripPlanRecord,
  TripPlanShare,
  PlanEditReceipt,
] as const;
