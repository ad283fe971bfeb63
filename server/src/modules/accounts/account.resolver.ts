import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PASSWORD_CHANGED, SIGNED_OUT_EVERYWHERE } from './profile.service.js';
import {
  AuthPayload,
  Preferences,
  ChangePasswordInput,
  ChangePasswordPayload,
  SignInInput,
  SignInOption,
  SignOutEverywherePayload,
  SignUpInput,
  UpdateProfileInput,
  UserView,
  presentUser,
} from './user.type.js';

@Resolver()
export class AccountResolver {
  @Query(() => UserView, { description: 'The signed-in account.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<UserView> {
    return presentUser(await ctx.auth.requireUser());
  }

  @Query(() => [SignInOption], { description: 'Which social sign-ins this server offers.' })
  signInOptions(@Ctx() ctx: GraphQLContext): SignInOption[] {
    return ctx.services.oauth.options();
  }

  @Mutation(() => AuthPayload)
  async signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const { token, user } = await ctx.services.auth.signUp(input, ctx.clientIp);
    return { token, user: presentUser(user) };
  }

  @Mutation(() => AuthPayload, {
    description: 'Signs in by username or email. Each call counts towards the rate limits.',
  })
  async signIn(@Arg('input', () => SignInInput) input: SignInInput, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const { token, user } = await ctx.services.auth.signIn(input, ctx.clientIp);
    return { token, user: presentUser(user) };
  }

  @Mutation(() => UserView)
  async updateProfile(
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserView> {
    return presentUser(await ctx.services.profile.update(await ctx.auth.requireUser(), input));
  }

  @Mutation(() => UserView)
  async updatePreferences(
    @Arg('input', () => Preferences) input: Preferences,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserView> {
    return presentUser(await ctx.services.profile.updatePreferences(await ctx.auth.requireUser(), input));
  }

  @Mutation(() => ChangePasswordPayload)
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChangePasswordPayload> {
    const { user, session } = await ctx.auth.requireSession();
    const token = await ctx.services.profile.changePassword(user, session, input);
    return { message: PASSWORD_CHANGED, token };
  }

  @Mutation(() => SignOutEverywherePayload, { description: 'Ends every session of the account, this one included.' })
  async signOutEverywhere(@Ctx() ctx: GraphQLContext): Promise<SignOutEverywherePayload> {
    await ctx.services.profile.signOutEverywhere(await ctx.auth.requireUser());
    return { message: SIGNED_OUT_EVERYWHERE };
  }
}

/** What an account may do beyond its own data. */
@Resolver(() => UserView)
export class UserRolesResolver {
  @FieldResolver(() => Boolean, {
    description: "True when this account may review reported listings (its email is one of the server's ADMIN_EMAILS).",
  })
  isAdmin(@Root() user: UserView, @Ctx() ctx: GraphQLContext): boolean {
    return ctx.auth.isAdminEmail(user.email);
  }
}
