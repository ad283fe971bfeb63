import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import type { DestinationRecord, TestimonialRecord } from './content.service.js';
import { Destination, Testimonial } from './content.types.js';

@Resolver()
export class ContentResolver {
  @Query(() => [Destination], { description: 'The eight destination guides, in the order the home page shows them.' })
  destinations(@Ctx() ctx: GraphQLContext): readonly DestinationRecord[] {
    return ctx.services.content.destinations();
  }

  @Query(() => Destination, {
    nullable: true,
    description: 'One guide by its slug, e.g. "ella"; null when there is none.',
  })
  destination(@Arg('slug', () => ID) slug: string, @Ctx() ctx: GraphQLContext): DestinationRecord | null {
    return ctx.services.content.destination(slug);
  }

  @Query(() => [Testimonial])
  testimonials(@Ctx() ctx: GraphQLContext): readonly TestimonialRecord[] {
    return ctx.services.content.testimonials();
  }
}
