import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { Business } from '../business.entity.js';
import type { BusinessRecord } from '../business.repository.js';
import { MANAGEMENT_CODE_REISSUED } from '../business.service.js';
import { ReissueManagementCodePayload } from '../business.types.js';
import { asVisitor } from '../business.resolver.js';
import { BUSINESS_REPORTED, REPORTS_REVIEWED, REVIEW_REQUESTED, type Reviewer } from './business-report.service.js';
import {
  BusinessPendingReview,
  BusinessReviewDecision,
  ReportBusinessInput,
  ReportBusinessPayload,
  ReportedBusiness,
  ReportedBusinessesArgs,
  RequestBusinessReviewPayload,
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
    description:
      'True while the listing is hidden pending review: several people reported it. Only its owner and admins see it then.',
  })
  hiddenPendingReview(@Root() business: BusinessRecord): boolean {
    return business.hiddenPendingReview;
  }

  @FieldResolver(() => BusinessPendingReview, {
    nullable: true,
    description:
      'Why the listing is hidden pending review (its open reports by reason) and whether its owner asked for a review: for its owner and admins only, null for anyone else and while it is shown.',
  })
  async pendingReview(
    @Root() business: BusinessRecord,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BusinessPendingReview | null> {
    // Only a hidden listing has one: no question about the viewer on a public page.
    if (!business.hiddenPendingReview) return null;
    const [userId, isAdmin] = await Promise.all([
      ctx.auth.viewerId().catch(asVisitor(null)),
      ctx.auth.isAdmin().catch(asVisitor(false)),
    ]);
    const pending = await ctx.services.businessReports.pendingReview(business, { userId, isAdmin });
    return pending && { ...pending, reasons: [...pending.reasons] };
  }

  @Mutation(() => RequestBusinessReviewPayload, {
    description:
      "The owner of a listing hidden pending review (or the holder of its management code) asks an admin to review it; it goes to the head of the admins' queue.",
  })
  async requestBusinessReview(
    @Arg('id', () => ID) id: string,
    @Arg('managementCode', () => String, { nullable: true, description: 'For a listing registered while signed out.' })
    managementCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestBusinessReviewPayload> {
    const business = await ctx.services.businessReports.requestReview(id, {
      actor: await ctx.auth.actor(),
      managementCode,
      clientIp: ctx.clientIp,
    });
    return { message: REVIEW_REQUESTED, business };
  }

  @Mutation(() => ReportBusinessPayload, {
    description:
      'Reports a listing, signed in or not; once per person and listing, and a few an hour. Reports from several different people hide it until an admin reviews it.',
  })
  async reportBusiness(
    @Arg('input', () => ReportBusinessInput) input: ReportBusinessInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportBusinessPayload> {
    const { businessId } = await ctx.services.businessReports.report(input, await ctx.auth.actor(), ctx.clientIp);
    return { message: BUSINESS_REPORTED, businessId };
  }

  @Query(() => [ReportedBusiness], {
    description:
      'Admins only: listings with open reports, those hidden pending review first, then the most recently reported.',
  })
  async reportedBusinesses(
    @Args(() => ReportedBusinessesArgs) args: ReportedBusinessesArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportedBusiness[]> {
    const queue = await ctx.services.businessReports.queue(args, await reviewerOf(ctx));
    return queue.map((entry) => ({ ...entry, reports: [...entry.reports] }));
  }

  @Mutation(() => ReviewBusinessReportsPayload, {
    description:
      'Admins only: restores a reported listing (shown again, reports closed) or removes it from the directory.',
  })
  async reviewBusinessReports(
    @Arg('input', () => ReviewBusinessReportsInput) input: ReviewBusinessReportsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReviewBusinessReportsPayload> {
    const { businessId, decision } = await ctx.services.businessReports.review(input, await reviewerOf(ctx));
    return {
      message: REPORTS_REVIEWED[decision],
      businessId,
      decision: decision === 'remove' ? BusinessReviewDecision.REMOVE : BusinessReviewDecision.RESTORE,
    };
  }

  @Mutation(() => ReissueManagementCodePayload, {
    description:
      'Admins only: a new management code for a listing registered while signed out whose code was lost (the old one stops working). Check first, out of band, that the asker is the business.',
  })
  async reissueManagementCode(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReissueManagementCodePayload> {
    const issued = await ctx.services.business.reissueManagementCode(id, await reviewerOf(ctx));
    return { message: MANAGEMENT_CODE_REISSUED, ...issued };
  }
}
