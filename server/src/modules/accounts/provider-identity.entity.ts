import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

export enum AuthProvider {
  GOOGLE = 'google',
  GITHUB = 'github',
}

/** One sign-in identity at Google or GitHub; an account may have several. */
@Entity({ tableName: 'provider_identity' })
@Unique({ name: 'provider_identity_unique', properties: ['provider', 'providerId'] })
export class ProviderIdentity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: 'provider_identity_user_idx' })
  user!: User;

  @Enum({ items: () => AuthProvider, type: 'string' })
  provider!: AuthProvider;

  @Property({ type: 'string', length: 255 })
  providerId!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
