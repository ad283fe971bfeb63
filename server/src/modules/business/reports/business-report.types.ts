import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Business } from '../business.entity.js';
import type { BusinessRecord } from '../business.repository.js';
import { BusinessReportReason, REPORT_DETAIL_MAX } from './report-reason.js';

/** What an admin decides about a reported listing; the values are the service's spelling. */
export enum BusinessReviewDecision {
  RESTORE = 'restore',
  REMOVE = 'remove',
}

registerEnumType(BusinessReviewDecision, {
  name: 'BusinessReviewDecision',
  valuesConfig: {
    RESTORE: { description: 'Show the listing again and close its reports.' },
    REMOVE: {
      description: "Take the listing out of the directory (as its owner's delete would), closing its reports.",
    },
  },
});

@InputType({ description: 'A report of a listing: once per person and listing.' })
export class ReportBusinessInput {
  @Field(() => ID)
  businessId!: string;

  @Field(() => BusinessReportReason)
  reason!: BusinessReportReason;

  @Field(() => String, {
    nullable: true,
    description: `What is wrong, in a few words: at most ${REPORT_DETAIL_MAX} characters.`,
  })
  detail?: string | null;
}

@ObjectType()
export class ReportBusinessPayload {
  @Field(() => String)
  message!: string;

  @Field(() => ID)
  businessId!: string;
}

@ObjectType('BusinessReport', { description: 'One open report of a listing, as an admin sees it: never who sent it.' })
export class BusinessReportType {
  @Field(() => ID)
  id!: string;

  @Field(() => BusinessReportReason)
  reason!: BusinessReportReason;

  @Field(() => String, { nullable: true })
  detail!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Boolean, { description: 'True when it was sent from a signed-in account.' })
  fromAccount!: boolean;
}

@ObjectType({ description: "A listing with open reports, in the admins' review queue." })
export class ReportedBusiness {
  @Field(() => Business)
  business!: BusinessRecord;

  @Field(() => Int, { description: 'Its open reports.' })
  reportCount!: number;

  @Field(() => Int, { description: 'How many different people sent them (told apart by their addresses).' })
  reporterCount!: number;

  @Field(() => Date)
  lastReportedAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When its owner asked for a review while it was hidden; null when they have not.',
  })
  reviewRequestedAt!: Date | null;

  @Field(() => [BusinessReportType], { description: 'The newest open reports, at most 20.' })
  reports!: BusinessReportType[];
}

@ArgsType()
export class ReportedBusinessesArgs {
  @Field(() => Int, { defaultValue: 50, description: 'How many listings, 1 to 100.' })
  first!: number;
}

@InputType()
export class ReviewBusinessReportsInput {
  @Field(() => ID)
  businessId!: string;

  @Field(() => BusinessReviewDecision)
  decision!: BusinessReviewDecision;
}

@ObjectType()
export class ReviewBusinessReportsPayload {
  @Field(() => String)
  message!: string;

  @Field(() => ID)
  businessId!: string;

  @Field(() => BusinessReviewDecision)
  decision!: BusinessReviewDecision;
}

@ObjectType({ description: 'How many open reports of a listing give one reason.' })
export class BusinessReportReasonCount {
  @Field(() => BusinessReportReason)
  reason!: BusinessReportReason;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'Why a listing is hidden pending review, as its owner (and admins) read it.' })
export class BusinessPendingReview {
  @Field(() => Int, { description: 'Its open reports.' })
  reportCount!: number;

  @Field(() => [BusinessReportReasonCount], { description: 'Its open reports by reason, the most given first.' })
  reasons!: BusinessReportReasonCount[];

  @Field(() => Date, {
    nullable: true,
    description: 'When its owner asked an admin to review it; null when they have not.',
  })
  reviewRequestedAt!: Date | null;
}

@ObjectType()
export class RequestBusinessReviewPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Business)
  business!: BusinessRecord;
}
