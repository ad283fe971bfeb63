import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { HANDOFF_COOKIE } from './oauth-handoff.js';
import { AuthProvider } from './provider-identity.entity.js';
import { AuthPayload, ProviderConnectionStart, UserView, presentUser } from './user.type.js';

/**
 * Google and GitHub beyond the redirects: redeeming a sign-in's one-time code, and connecting a provider to the
 * signed-in account from the profile page. The hand-off cookie travels with these requests (path /graphql).
 */
@Resolver(() => UserView)
export class ProviderConnectionResolver {
  @Mutation(() => AuthPayload, {
    description:
      'Ends a Google or GitHub sign-in: the one-time `code` of `/oauth-success?code=…`, sent by the browser that received it, within a minute.',
  })
  async exchangeOAuthCode(@Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const { token, user } = await ctx.services.auth.exchangeOAuthCode(code, ctx.cookie(HANDOFF_COOKIE));
    return { token, user: presentUser(user) };
  }

  @Mutation(() => ProviderConnectionStart, {
    description: 'Where to send the browser to connect a provider to the signed-in account.',
  })
  async startProviderConnection(
    @Arg('provider', () => AuthProvider) provider: AuthProvider,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProviderConnectionStart> {
    const user = await ctx.auth.requireUser();
    return { url: ctx.services.oauth.connectStartUrl(user.id, provider) };
  }

  @Mutation(() => UserView, {
    description:
      'Finishes connecting a provider: the one-time `code` of `/account?connect=…&code=…`, sent with the token of the account that started it.',
  })
  async connectProvider(@Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<UserView> {
    const user = await ctx.auth.requireUser();
    return presentUser(await ctx.services.profile.connectProvider(user, code, ctx.cookie(HANDOFF_COOKIE)));
  }

  @FieldResolver(() => [AuthProvider], {
    description: 'The providers the account signs in with besides (or instead of) a password.',
  })
  connectedProviders(@Root() user: UserView, @Ctx() ctx: GraphQLContext): Promise<AuthProvider[]> {
    return ctx.services.profile.connectedProviders(user.id);
  }
}
