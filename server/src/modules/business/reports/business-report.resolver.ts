import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { Business } from '../business.entity.js';
import type { BusinessRecord } from '../business.repository.js';
import { MANAGEMENT_CODE_REISSUED } from '../business.service.js';
import { ReissueManagementCodePayload } from '../business.types.js';
import { BUSINESS_REPORTED, REPORTS_REVIEWED, type Reviewer } from './business-report.service.js';
import {
  BusinessReviewDecision,
  ReportBusinessInput,
  ReportBusinessPayload,
  ReportedBusiness,
  ReportedBusinessesArgs,
  ReviewBusinessReportsInput,
  ReviewBusinessReportsPayload,
} from './business-report.types.js';

/** The signed-in account as a reviewer; UNAUTHENTICATED for a visitor. */
async function reviewerOf(ctx: GraphQLContext): Promise<Reviewer> {
  const user = await ctx.auth.requireUser();
  return { userId: user.id, isAdmin: await ctx.auth.isAdmin() };
}

/** Moderation in GraphQL: anyone reports; admins (ADMIN_EMAILS) read the queue and decide, and replace lost codes. */
@Resolver(() => Business)
export class BusinessReportResolver {
  @FieldResolver(() => Boolean, {
    description: 'True while the listing is hidden pending review: several people reported it. Only its owner and admins see it then.',
  })
  hiddenPendingReview(@Root() business: BusinessRecord): boolean {
    return business.hiddenPendingReview;
  }

  @Mutation(() => ReportBusinessPayload, {
    description: 'Reports a listing, signed in or not; once per person and listing, and a few an hour. Reports from several different people hide it until an admin reviews it.',
  })
  async reportBusiness(@Arg('input', () => ReportBusinessInput) input: ReportBusinessInput, @Ctx() ctx: GraphQLContext): Promise<ReportBusinessPayload> {
    const { businessId } = await ctx.services.businessReports.report(input, await ctx.auth.actor(), ctx.clientIp);
    return { message: BUSINESS_REPORTED, businessId };
  }

  @Query(() => [ReportedBusiness], { description: 'Admins only: listings with open reports, those hidden pending review first, then the most recently reported.' })
  async reportedBusinesses(@Args(() => ReportedBusinessesArgs) args: ReportedBusinessesArgs, @Ctx() ctx: GraphQLContext): Promise<ReportedBusiness[]> {
    const queue = await ctx.services.businessReports.queue(args, await reviewerOf(ctx));
    return queue.map((entry) => ({ ...entry, reports: [...entry.reports] }));
  }

  @Mutation(() => ReviewBusinessReportsPayload, { description: 'Admins only: restores a reported listing (shown again, reports closed) or removes it from the directory.' })
  async reviewBusinessReports(
    @Arg('input', () => ReviewBusinessReportsInput) input: ReviewBusinessReportsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewBusinessReportsPayload> {
    const { businessId, decision } = await ctx.services.businessReports.review(input, await reviewerOf(ctx));
    return { message: REPORTS_REVIEWED[decision], businessId, decision: decision === 'remove' ? BusinessReviewDecision.REMOVE : BusinessReviewDecision.RESTORE };
  }

  @Mutation(() => ReissueManagementCodePayload, {
    description:
      'Admins only: a new management code for a listing registered while signed out whose code was lost (the old one stops working). Check first, out of band, that the asker is the business.',
  })
  async reissueManagementCode(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ReissueManagementCodePayload> {
    const issued = await ctx.services.business.reissueManagementCode(id, await reviewerOf(ctx));
    return { message: MANAGEMENT_CODE_REISSUED, ...issued };
  }
}
