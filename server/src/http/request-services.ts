import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_CHANGED, type AuthModule } from '../modules/accounts/accounts.module.js';
import { AuthService } from '../modules/accounts/auth.service.js';
import type { OAuthModule } from '../modules/accounts/oauth.module.js';
import {
  BUSINESS_CHANGED,
  type BusinessModule,
  type BusinessPhotoService,
  type BusinessReportService,
} from '../modules/business/business.module.js';
import type { ChatModule } from '../modules/chat/chat.module.js';
import { ChatService } from '../modules/chat/chat.service.js';
import type { BusinessService } from '../modules/business/business.service.js';
import { FeedbackService } from '../modules/feedback/feedback.service.js';
import { TripService } from '../modules/trips/trip.service.js';
import { ProfileService } from '../modules/accounts/profile.service.js';
import { GEO_STATIC, type GeoModule } from '../modules/geo/geo.module.js';
import type { GeoService } from '../modules/geo/geo.service.js';
import type { ContentService } from '../modules/content/content.service.js';
import type { PlannerModule } from '../modules/planner/planner.module.js';
import { PlannerService } from '../modules/planner/planner.service.js';
import { PlanShareService } from '../modules/planner/plan-share.service.js';

/** Channels the change feed listens on, one per module that caches. */
export const changeChannels = [BUSINESS_CHANGED, SESSION_CHANGED] as const;

/**
 * Root query fields whose whole answer is the same for every anonymous caller, with the channel their data changes
 * on. Their answers may be served from the public response cache; list nothing that depends on who asks.
 * Left out:
 * - the business directory (businesses, business): its one cache is the business module's page cache, which serves
 *   REST and GraphQL, visitors and signed-in people alike; a second copy of the same pages here would need its own
 *   invalidation and would speed up visitors only;
 * - the content fields (destinations, destination, testimonials): they are answered from memory, so the cache would
 *   save little, and content changes only with a restart.
 */
export const publicQueryFields: Readonly<Record<string, string>> = {
  // Geo answers come from data fixed for the life of the process (or from Google, the same for every caller).
  geocode: GEO_STATIC,
  geocodeSuggestions: GEO_STATIC,
  route: GEO_STATIC,
  attractionsAlongRoute: GEO_STATIC,
  mapConfig: GEO_STATIC,
  addressPin: GEO_STATIC,
  pinAt: GEO_STATIC,
};

/** Process-wide state of every module; built once, by the composition root (compose.ts). */
export type Modules = {
  readonly business: BusinessModule;
  readonly auth: AuthModule;
  readonly oauth: OAuthModule;
  readonly chat: ChatModule;
  readonly geo: GeoModule;
  readonly content: ContentService;
  readonly planner: PlannerModule;
};

/** One request's services, sharing one EntityManager fork that is made only if a service needs the database. */
export type RequestServices = {
  readonly business: BusinessService;
  readonly businessPhotos: BusinessPhotoService;
  readonly businessReports: BusinessReportService;
  readonly auth: AuthService;
  readonly profile: ProfileService;
  readonly trips: TripService;
  readonly feedback: FeedbackService;
  readonly chat: ChatService;
  readonly geo: GeoService;
  readonly content: ContentService;
  readonly oauth: OAuthModule;
  readonly planner: PlannerService;
  readonly planShares: PlanShareService;
};

export function requestServices(modules: Modules, em: () => EntityManager): RequestServices {
  let business: BusinessService | undefined;
  let businessPhotos: BusinessPhotoService | undefined;
  let businessReports: BusinessReportService | undefined;
  let auth: AuthService | undefined;
  let profile: ProfileService | undefined;
  let trips: TripService | undefined;
  let feedback: FeedbackService | undefined;
  let geo: GeoService | undefined;
  let chat: ChatService | undefined;
  let planner: PlannerService | undefined;
  let planShares: PlanShareService | undefined;
  return {
    get geo() {
      return (geo ??= modules.geo.service());
    },
    content: modules.content,
    get business() {
      return (business ??= modules.business.service(em));
    },
    get businessPhotos() {
      return (businessPhotos ??= modules.business.photos(em));
    },
    get businessReports() {
      return (businessReports ??= modules.business.reports(em));
    },
    get auth() {
      return (auth ??= new AuthService(em(), modules.auth));
    },
    get profile() {
      return (profile ??= new ProfileService(em(), modules.auth));
    },
    get trips() {
      return (trips ??= new TripService(em()));
    },
    get feedback() {
      return (feedback ??= new FeedbackService(em(), modules.auth.limiter));
    },
    get chat() {
      return (chat ??= new ChatService(modules.chat, () => this.planner));
    },
    get planner() {
      return (planner ??= new PlannerService(em(), modules.planner));
    },
    get planShares() {
      return (planShares ??= new PlanShareService(em(), modules.planner));
    },
    oauth: modules.oauth,
  };
}
