import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput, rememberingParser } from '../../lib/errors/validation.js';
import type { Actor } from '../../lib/actor.js';
import { decodeCursor, decodeOffsetCursor, encodeCursor, encodeOffsetCursor } from '../../lib/cursor.js';
import type { InvalidatedCache } from '../../lib/invalidated-cache.js';
import { isUuid } from '../../lib/uuid.js';
import { exceeded, type RateLimiter } from '../../lib/rate-limit.js';
import { BusinessAccess, type Caller } from './business-access.js';
import { Business } from './business.entity.js';
import { BusinessError, BusinessErrorCode } from './business.errors.js';
import {
  BusinessRepository,
  searchTerms,
  type BusinessRecord,
  type BusinessViewer,
  type NearbyBusiness,
} from './business.repository.js';
import { removeListing } from './business-removal.js';
import {
  listBusinessesSchema,
  MAX_SEARCH_RESULTS,
  managementCodeSchema,
  nearbyListingsSchema,
  nearSchema,
  registerBusinessSchema,
  updateBusinessSchema,
} from './business.schema.js';
import { stayCategories, type BusinessCategory } from './business-category.js';
import type { GeoLocator, LatLng } from '../geo/geo.module.js';
import { priceRangesWithin } from './stay-prices.js';
import { hashOf, newManagementCode } from './management-code.js';
import type { PhotoStorage } from './photos/photo-storage.js';

export type BusinessPage = {
  /** `distanceKm`: from the point of a near-point search; null otherwise. */
  readonly edges: { readonly cursor: string; readonly node: BusinessRecord; readonly distanceKm: number | null }[];
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
};

/** What a stranger may spend on the directory (BUSINESS_REGISTRATIONS_PER_ADDRESS, BUSINESSES_PER_OWNER). */
export type BusinessLimits = {
  readonly limiter: RateLimiter;
  /** Registrations one address may make in REGISTRATION_WINDOW_SECONDS, signed in or not. */
  readonly registrationsPerAddress: number;
  /** Live listings one account may own. */
  readonly perOwner: number;
};

export const REGISTRATION_WINDOW_SECONDS = 60 * 60;

/** A listing just written, and a word for its owner when its address could not be placed on the map. */
export type WrittenBusiness = { readonly business: BusinessRecord; readonly locationNotice: string | null };

/** A new listing, and its management code when it was registered while signed out (shown this once). */
export type RegisteredBusiness = WrittenBusiness & { readonly managementCode: string | null };

/** Said beside a listing saved without a map pin: its address names no place the map knows, and no pin was sent. */
export const ADDRESS_NOT_ON_MAP =
  'We could not find this address on the map, so the listing has no map pin yet. Edit the listing to place the pin where you are.';

/** How far from a plan's base a stay may be to be suggested there, in km. */
export const SUGGESTION_RADIUS_KM = 10;

/** A listing's map pin as it will be stored: both coordinates and the district, or nothing. */
type Pin = { readonly lat: number | null; readonly lng: number | null; readonly district: string | null };
const NO_PIN: Pin = { lat: null, lng: null, district: null };

/** A visitor: sees only what is public. */
const ANYONE: BusinessViewer = { userId: null, isAdmin: false };
/** The directory's pages are asked for with the same few arguments again and again. */
const parseListQuery = rememberingParser(listBusinessesSchema);

/** What a successful registration says (REST and GraphQL alike). */
export const BUSINESS_REGISTERED = 'Business registered!';

/** What a successful edit says. */
export const BUSINESS_UPDATED = 'Business updated!';

export const BUSINESS_CLAIMED = 'Business claimed! It is now in your account.';
export const MANAGEMENT_CODE_REISSUED =
  'New management code issued. Send it to the email address on the listing: it is shown only this once, and the old code no longer works.';

/** The rules of the business directory, shared by the GraphQL resolver and the REST adapter. */
export class BusinessService {
  private repository?: BusinessRepository;
  private readonly access: BusinessAccess;

  constructor(
    /** Made on first use: a page read from the cache needs no EntityManager at all. */
    private readonly emOf: () => EntityManager,
    /** Pages already read, emptied on every write to the table by any instance. */
    private readonly pages: InvalidatedCache<BusinessPage>,
    private readonly limits: BusinessLimits,
    /** Where the listings' photo files are, so a deleted listing takes its photos with it. */
    private readonly photoStorage: PhotoStorage,
    /** Addresses to map pins, and the island's land and districts (the geo module). */
    private readonly locator: GeoLocator,
  ) {
    this.access = new BusinessAccess(limits.limiter);
  }

  private get em(): EntityManager {
    return this.emOf();
  }

  private get businesses(): BusinessRepository {
    return (this.repository ??= new BusinessRepository(this.emOf()));
  }

  /**
   * Registers a listing; one signed in owns it, one signed out gets its management code. Emails are unique among
   * live listings, ignoring case. Each address may register a few an hour, and each account may own a bounded number
   * of live listings.
   */
  async register(input: unknown, actor: Actor, clientIp: string): Promise<RegisteredBusiness> {
    const { openingHours, location, ...data } = parseInput(registerBusinessSchema, input);
    const rule = { limit: this.limits.registrationsPerAddress, windowSeconds: REGISTRATION_WINDOW_SECONDS };
    const retryAfterSeconds = await exceeded(this.limits.limiter, `business:ip:${clientIp}`, rule);
    if (retryAfterSeconds) throw new BusinessError(BusinessErrorCode.TOO_MANY_REGISTRATIONS, { retryAfterSeconds });
    // Before the transaction: finding an address may ask Google, and no row should wait on it.
    const pin = await this.pinFor(location, data.address);
    // Signed out, the registrant gets a code instead of an owner: shown once, kept only as its hash.
    const management = actor ? null : newManagementCode();
    const id = await this.write(async (tx, listings) => {
      if (actor) await this.makeRoomFor(actor.userId, listings);
      const business = tx.create(Business, { ...data, ...pin, ownerId: actor?.userId ?? null });
      await tx.flush();
      await listings.replaceOpeningHours(business.id, openingHours);
      if (management) await listings.saveManagementCode(business.id, management.hash);
      return business.id;
    });
    return {
      business: await this.written(id),
      managementCode: management?.code ?? null,
      locationNotice: pin.lat === null ? ADDRESS_NOT_ON_MAP : null,
    };
  }

  /**
   * Where a listing's pin goes: where its owner put it, if they did (it must be on the island's land), else where its
   * address is, if the map can find it; its district always comes from the point, by the district boundaries.
   */
  private async pinFor(location: LatLng | null, address: string): Promise<Pin> {
    if (location && !this.locator.isOnLand(location)) throw new BusinessError(BusinessErrorCode.PIN_NOT_ON_LAND);
    const point = location ?? (await this.locator.locateAddress(address));
    return point ? this.pinAt(point) : NO_PIN;
  }

  private pinAt(point: LatLng): Pin {
    return { lat: point.lat, lng: point.lng, district: this.locator.districtAt(point) };
  }

  /**
   * Moves a listing registered while signed out into the account of whoever holds its management code. Claims and
   * reissues of a listing lock its row, so they take turns; and each write is conditional and counted (the code
   * spent only if it is still the one given, the owner set only if there is none), so exactly one claim wins.
   */
  async claim(id: string, input: unknown, actor: Actor, clientIp: string): Promise<BusinessRecord> {
    if (!actor) throw new BusinessError(BusinessErrorCode.SIGN_IN_REQUIRED, { action: 'claim' });
    const { managementCode } = parseInput(managementCodeSchema, input);
    await this.write(async (tx, listings) => {
      const { ownerId } = await this.lockedLive(listings, id);
      if (ownerId === actor.userId) return;
      if (ownerId) throw new BusinessError(BusinessErrorCode.ALREADY_CLAIMED);
      await this.access.checkCode(tx, id, managementCode, clientIp);
      await this.makeRoomFor(actor.userId, listings);
      // The account manages it now; the code would be a second key nobody needs.
      if (!(await listings.spendManagementCode(id, hashOf(managementCode))))
        throw new BusinessError(BusinessErrorCode.WRONG_MANAGEMENT_CODE);
      if (!(await listings.takeOwnership(id, actor.userId))) throw new BusinessError(BusinessErrorCode.ALREADY_CLAIMED);
    });
    return this.written(id);
  }

  /**
   * A lost management code: an admin (ADMIN_EMAILS), having made sure out of band that the asker is the business (by
   * writing to the email on the listing, say), issues a new one, and the old one stops working in the same
   * transaction. A listing that belongs to an account has no code to lose: its owner manages it. The row is locked
   * as a claim locks it, and the code is written only while the listing still belongs to no account.
   */
  async reissueManagementCode(
    id: string,
    caller: { readonly isAdmin: boolean },
  ): Promise<{ businessId: string; managementCode: string }> {
    if (!caller.isAdmin) throw new BusinessError(BusinessErrorCode.CODES_ADMIN_ONLY);
    return this.write(async (_tx, listings) => {
      const { ownerId } = await this.lockedLive(listings, id);
      const management = newManagementCode();
      if (ownerId || !(await listings.replaceManagementCode(id, management.hash)))
        throw new BusinessError(BusinessErrorCode.ALREADY_CLAIMED);
      return { businessId: id, managementCode: management.code };
    });
  }

  /** A live listing's row, locked until the transaction ends; NOT_FOUND when there is none. */
  private async lockedLive(listings: BusinessRepository, id: string): Promise<{ ownerId: string | null }> {
    const listing = isUuid(id) ? await listings.lockLive(id) : null;
    if (!listing) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
    return listing;
  }

  /** Holds the owner's place in line and refuses one listing too many (parallel registrations queue here). */
  private async makeRoomFor(ownerId: string, listings: BusinessRepository): Promise<void> {
    await listings.lockOwner(ownerId);
    const limit = this.limits.perOwner;
    if ((await listings.countLiveOwnedBy(ownerId)) >= limit)
      throw new BusinessError(BusinessErrorCode.OWNER_LIMIT_REACHED, { limit });
  }

  /**
   * A page of live listings; `query` is checked here, since REST hands it over as query-string text. Newest first,
   * by category and district; with words (`query`) or a point (`near`), a search: best match first, or nearest first.
   */
  async list(query: unknown): Promise<BusinessPage> {
    const { first, after, category, district, search, query: text, near } = parseListQuery(query);
    // A query of no words at all (`!!!`) searches for nothing: the directory is listed as if it were not given.
    const words = searchTerms(text) ? text : null;
    const key = JSON.stringify([
      first,
      after ?? null,
      category ?? null,
      district,
      search?.toLowerCase() ?? null,
      words?.toLowerCase() ?? null,
      near,
    ]);
    if (words || near) {
      const offset = after ? decodeOffsetCursor(after, MAX_SEARCH_RESULTS) : 0;
      if (offset === null) throw new BusinessError(BusinessErrorCode.INVALID_CURSOR);
      return this.pages.getOrLoad(key, async () => {
        const take = Math.min(first, MAX_SEARCH_RESULTS - offset);
        const found =
          take > 0
            ? await this.businesses.search({ text: words, category, district, near, offset, limit: take + 1 })
            : [];
        const edges = found.slice(0, take).map((row, i) => ({
          cursor: encodeOffsetCursor(offset + i + 1),
          node: row.business,
          distanceKm: row.distanceKm,
        }));
        return { edges, hasNextPage: found.length > take, endCursor: edges.at(-1)?.cursor ?? null };
      });
    }
    const position = after ? decodeCursor(after) : null;
    if (after && !position) throw new BusinessError(BusinessErrorCode.INVALID_CURSOR);
    return this.pages.getOrLoad(key, async () => {
      const rows = await this.businesses.page({ limit: first + 1, after: position, category, district, search });
      const edges = rows.slice(0, first).map((node) => ({ cursor: encodeCursor(node), node, distanceKm: null }));
      return { edges, hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null };
    });
  }

  /** The listings an account owns, newest first. */
  async listOwned(ownerId: string): Promise<BusinessRecord[]> {
    return this.businesses.liveOwnedBy(ownerId, this.limits.perOwner);
  }

  /** One live listing; one hidden pending review only for its owner or an admin (anyone else: null, as if gone). */
  async get(id: string, viewer: BusinessViewer = ANYONE): Promise<BusinessRecord | null> {
    return isUuid(id) ? this.businesses.findVisible(id, viewer) : null;
  }

  /**
   * Replaces a listing's details, checked as a registration is; only its owner, or its code's holder, may. The pin:
   * sent, it is the owner's (on the island's land); left out, the listing keeps its pin while its address stays the
   * same (an integrator's edit must not undo the owner's dragging), and otherwise it is found from the new address.
   */
  async update(id: string, input: unknown, caller: Caller): Promise<WrittenBusiness> {
    const { openingHours, location, ...data } = parseInput(updateBusinessSchema, input);
    if (location && !this.locator.isOnLand(location)) throw new BusinessError(BusinessErrorCode.PIN_NOT_ON_LAND);
    const pin = await this.write(async (tx, listings) => {
      const business = await this.access.managedLive(tx, id, caller, 'edit');
      const keeps = !location && business.lat != null && business.lng != null && business.address === data.address;
      // Only a changed address is looked up, after the caller is known to be allowed: with Google configured, the one
      // network call a write may wait on.
      const written = keeps
        ? this.pinAt({ lat: business.lat!, lng: business.lng! })
        : await this.pinFor(location, data.address);
      tx.assign(business, { ...data, ...written });
      await tx.flush();
      await listings.replaceOpeningHours(business.id, openingHours);
      return written;
    });
    return { business: await this.written(id), locationNotice: pin.lat === null ? ADDRESS_NOT_ON_MAP : null };
  }

  /** Live pinned listings within `radiusKm` of a point, nearest first, of any of `categories` (every one when empty). */
  async near(
    point: LatLng,
    radiusKm: number,
    categories: readonly BusinessCategory[],
    limit: number,
  ): Promise<NearbyBusiness[]> {
    const query = parseInput(nearSchema, { point, radiusKm, categories, limit });
    return this.businesses.near(query);
  }

  /** What a page shows near a place (a guide's "where to stay and eat"): `input` as the GraphQL field's arguments. */
  async nearPlace(place: LatLng, input: unknown): Promise<NearbyBusiness[]> {
    const { first, radiusKm, categories } = parseInput(nearbyListingsSchema, input);
    return this.near(place, radiusKm, categories, first);
  }

  /**
   * The stay to suggest at a plan's base: the nearest guesthouse, homestay or hotel within 10 km whose price range fits
   * what the party's budget allows for a room a night (stay-prices.ts); null when none does, or when the plan cannot
   * say what its budget allows.
   */
  async suggestStay(base: LatLng, perRoomPerNightLkr: number | null): Promise<BusinessRecord | null> {
    const priceRanges = perRoomPerNightLkr === null ? [] : priceRangesWithin(perRoomPerNightLkr);
    if (priceRanges.length === 0) return null;
    // A base is a place of the planner's own gazetteer: on the island, no need to check it.
    const point = { lat: base.lat, lng: base.lng };
    const [nearest] = await this.businesses.near({
      point,
      radiusKm: SUGGESTION_RADIUS_KM,
      categories: stayCategories,
      priceRanges,
      limit: 1,
    });
    return nearest?.business ?? null;
  }

  /**
   * Soft-deletes a listing: only its owner, or the holder of its management code, may. Its photos go for good, rows
   * and files: the files are removed before the deletion commits, so a store that fails leaves the listing as it was
   * (503, try again) rather than photos nobody can remove.
   */
  async delete(id: string, caller: Caller): Promise<{ id: string }> {
    return this.write(async (tx) => {
      const business = await this.access.managedLive(tx, id, caller, 'delete');
      await removeListing(tx, business, this.photoStorage);
      return { id: business.id };
    });
  }

  /**
   * Runs one write in a transaction (a listing and its hours together); a listing's email must stay unique among
   * live listings. Every instance's page cache is emptied by the table's trigger, this one's at once.
   */
  private async write<T>(work: (tx: EntityManager, listings: BusinessRepository) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional((tx) => work(tx, new BusinessRepository(tx)));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new BusinessError(BusinessErrorCode.EMAIL_TAKEN);
      }
      throw error;
    } finally {
      this.pages.invalidate();
    }
  }

  /** A listing as stored by the write that just committed. */
  private async written(id: string): Promise<BusinessRecord> {
    const business = await this.businesses.findLive(id);
    if (!business) throw new BusinessError(BusinessErrorCode.NOT_FOUND);
    return business;
  }
}
