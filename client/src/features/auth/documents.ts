import { graphql } from '../../gql/gql';

/** What the session keeps about the signed-in person (spec §3: the user object of the login answer). */
export const SessionUserFields = graphql(`
  fragment SessionUser_user on User {
    id
    username
    email
    name
    profilePictureUrl
    preferences {
      currency
      language
      emailNotifications
      pushNotifications
    }
  }
`);

export const SignInMutationDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      user {
        ...SessionUser_user
      }
    }
  }
`);

export const SignUpMutationDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      token
      user {
        ...SessionUser_user
      }
    }
  }
`);

export const SignInOptionsQueryDocument = graphql(`
  query SignInOptions {
    signInOptions {
      provider
      enabled
      startUrl
    }
  }
`);

export const ExchangeOAuthCodeMutationDocument = graphql(`
  mutation ExchangeOAuthCode($code: String!) {
    exchangeOAuthCode(code: $code) {
      token
      user {
        ...SessionUser_user
      }
    }
  }
`);
