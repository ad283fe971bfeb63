import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { Business } from '../business.entity.js';
import { MAX_PHOTOS_PER_BUSINESS } from './photo-limits.js';

/**
 * A photo of a listing: where it is in the listing's order and the stored sizes' names and dimensions (the files
 * themselves are in the photo storage, named `<key>-<width>.webp`). Written and read by the photo repository's SQL.
 *
 * The database holds the limit of six: positions are 0 to 5 and unique within a listing, so a seventh row cannot
 * exist whatever a caller does. The uniqueness is deferrable, checked at the end of each statement, so one UPDATE
 * can shift or reorder positions without tripping over itself.
 */
@Entity({ tableName: 'business_photo' })
@Unique({ name: 'business_photo_position_unique', properties: ['businessId', 'position'], deferMode: 'immediate' })
@Check({
  name: 'business_photo_position_check',
  expression: `"position" >= 0 and "position" < ${MAX_PHOTOS_PER_BUSINESS}`,
})
@Check({ name: 'business_photo_key_check', expression: `"key" ~ '^[0-9a-f]{32}$'` })
@Check({
  name: 'business_photo_size_check',
  expression: `"small_width" > 0 and "small_height" > 0 and "large_width" >= "small_width" and "large_height" >= "small_height"`,
})
// The directory's caches on every instance hold listings with their photos: a photo added or removed must empty them.
@Trigger({
  name: 'business_photo_changed_notify',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: `perform pg_notify('business_changed', ''); return null;`,
})
export class BusinessPhoto {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => Business, mapToPk: true, fieldName: 'business_id', deleteRule: 'cascade' })
  businessId!: string;

  /** 0 is shown first (on the listing's card). */
  @Property({ type: 'smallint' })
  position!: number;

  /** The random part of the files' names: a new photo always gets a new one, and so new URLs. */
  @Property({ type: 'string', length: 32, unique: 'business_photo_key_unique' })
  key!: string;

  @Property({ type: 'integer' })
  smallWidth!: number;

  @Property({ type: 'integer' })
  smallHeight!: number;

  @Property({ type: 'integer' })
  largeWidth!: number;

  @Property({ type: 'integer' })
  largeHeight!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
