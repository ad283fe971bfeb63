import { Check, Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Business } from './business.entity.js';

/**
 * The hash of the management code given once to whoever registered a listing while signed out: its holder may claim
 * the listing into an account, edit it or delete it. Kept apart from `business` so the listing, which is also its
 * GraphQL type, holds no secret. Claiming the listing removes the row. Read and written by the repository's SQL.
 */
@Entity({ tableName: 'business_management_code' })
@Check({ name: 'business_management_code_hash_check', expression: `"code_hash" ~ '^[0-9a-f]{64}$'` })
export class BusinessManagementCode {
  @OneToOne({ entity: () => Business, primary: true, fieldName: 'business_id', deleteRule: 'cascade', owner: true })
  business!: Business;

  /** SHA-256 of the code, hex: the code is 256 random bits, so a fast hash is enough. */
  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
