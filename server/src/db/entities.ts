import { TripPlanRecord } from '../modules/planner/trip-plan.entity.js';
import { Business } from '../modules/business/business.entity.js';
import { Feedback } from '../modules/feedback/feedback.entity.js';
import { Trip } from '../modules/trips/trip.entity.js';
import { ProviderIdentity } from '../modules/accounts/provider-identity.entity.js';
import { User } from '../modules/accounts/user.entity.js';

/** Every entity, in one list: the ORM, migrations and the migration check read it. */
export const entities = [Business, User, ProviderIdentity, Trip, Feedback, TripPlanRecord] as const;
