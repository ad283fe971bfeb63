import type { EntityManager } from '@mikro-orm/postgresql';

/** One size of a stored photo. */
export type PhotoDimensions = { readonly width: number; readonly height: number };

/** A photo as read for display: plain data, safe to cache with its listing. */
export type PhotoRecord = {
  readonly id: string;
  readonly key: string;
  readonly small: PhotoDimensions;
  readonly large: PhotoDimensions;
  readonly createdAt: Date;
};

export type NewPhoto = Omit<PhotoRecord, 'id' | 'createdAt'>;

/** A photo as `photosColumnOf` reads it. */
export type JsonPhoto = { id: string; key: string; sw: number; sh: number; lw: number; lh: number; at: string };

/**
 * A listing's photos in order, as one json column of the listing's row (`from`: the table or subquery alias of
 * the listing): one indexed read per listing, the way its opening hours are read.
 */
export const photosColumnOf = (from: string) =>
  `(select coalesce(json_agg(json_build_object('id', "p"."id", 'key', "p"."key", 'sw', "p"."small_width", 'sh', "p"."small_height", ` +
  `'lw', "p"."large_width", 'lh', "p"."large_height", 'at', "p"."created_at") order by "p"."position"), '[]') ` +
  `from "business_photo" as "p" where "p"."business_id" = "${from}"."id") as "photos"`;

export function photoRecordsOf(json: JsonPhoto[]): PhotoRecord[] {
  return json.map((photo) => ({
    id: photo.id,
    key: photo.key,
    small: { width: photo.sw, height: photo.sh },
    large: { width: photo.lw, height: photo.lh },
    createdAt: new Date(photo.at),
  }));
}

/** The photos' rows; the rules (who may, how many) are the service's, the files the storage's. */
export class BusinessPhotoRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Holds the listing's photos for this transaction, so uploads, removals and reorders of one listing take turns
   * (NO KEY UPDATE: the listing's own edits and the photos' foreign keys are not held up). False when the listing is
   * not live.
   */
  async lockLiveBusiness(businessId: string): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from "business" where "id" = ? and "deleted_at" is null for no key update`,
      [businessId],
    );
    return rows.length > 0;
  }

  async count(businessId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>(
      `select count(*) as "count" from "business_photo" where "business_id" = ?`,
      [businessId],
    );
    return Number(row?.count ?? 0);
  }

  async list(businessId: string): Promise<PhotoRecord[]> {
    const [row] = await this.em.execute<{ photos: JsonPhoto[] }[]>(
      `select ${photosColumnOf('business')} from "business" where "id" = ?`,
      [businessId],
    );
    return photoRecordsOf(row?.photos ?? []);
  }

  /** Adds a photo after the listing's last one. */
  async append(businessId: string, photo: NewPhoto): Promise<string> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `insert into "business_photo" ("id", "business_id", "position", "key", "small_width", "small_height", "large_width", "large_height") ` +
        `values (gen_random_uuid(), ?, (select count(*) from "business_photo" where "business_id" = ?), ?, ?, ?, ?, ?) returning "id"`,
      [businessId, businessId, photo.key, photo.small.width, photo.small.height, photo.large.width, photo.large.height],
    );
    return row!.id;
  }

  /** Removes one photo of the listing and closes the gap it leaves; its key, or null when the listing has no such photo. */
  async remove(businessId: string, photoId: string): Promise<string | null> {
    const [removed] = await this.em.execute<{ key: string; position: number }[]>(
      `delete from "business_photo" where "id" = ? and "business_id" = ? returning "key", "position"`,
      [photoId, businessId],
    );
    if (!removed) return null;
    await this.em.execute(
      `update "business_photo" set "position" = "position" - 1 where "business_id" = ? and "position" > ?`,
      [businessId, removed.position],
    );
    return removed.key;
  }

  /** Removes every photo of the listing; their keys. */
  async removeAll(businessId: string): Promise<string[]> {
    const rows = await this.em.execute<{ key: string }[]>(
      `delete from "business_photo" where "business_id" = ? returning "key"`,
      [businessId],
    );
    return rows.map((row) => row.key);
  }

  /** Puts the listing's photos in the order of `ids`, which must be exactly its photos' ids. */
  async reorder(businessId: string, ids: readonly string[]): Promise<void> {
    await this.em.execute(
      `update "business_photo" as "p" set "position" = "o"."ordinality" - 1 ` +
        `from unnest(array[?]::uuid[]) with ordinality as "o"("id", "ordinality") where "p"."id" = "o"."id" and "p"."business_id" = ?`,
      [ids, businessId],
    );
  }
}
