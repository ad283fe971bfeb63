import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../accounts/accounts.module.js';

export enum FeedbackCategory {
  GENERAL = 'general',
  PLANNER = 'planner',
  DESTINATIONS = 'destinations',
  BUSINESS_DIRECTORY = 'business-directory',
  ACCOUNT = 'account',
  BUG = 'bug',
  IDEA = 'idea',
}

/** What a visitor told us on Give Feedback. Write-only through the API: nobody reads it back but the team. */
@Entity({ tableName: 'feedback' })
@Check({ name: 'feedback_rating_check', expression: `"rating" >= 1 and "rating" <= 5` })
@Check({ name: 'feedback_message_check', expression: `char_length("message") <= 2000` })
export class Feedback {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => User, nullable: true, deleteRule: 'set null' })
  user?: User | null;

  @Property({ type: 'integer' })
  rating!: number;

  @Enum({ items: () => FeedbackCategory, type: 'string' })
  category!: FeedbackCategory;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  /** The entry-fee row (the attraction's id in the planner's fee table) a "report a wrong price" is about; null otherwise. */
  @Property({ type: 'string', length: 100, nullable: true })
  feeRow?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
