import { graphql } from '../../gql/gql';

export const PreferencesFields = graphql(`
  fragment PreferencesCard_preferences on Preferences {
    currency
    language
    emailNotifications
    pushNotifications
  }
`);

export const AccountUserFields = graphql(`
  fragment AccountPage_user on User {
    id
    username
    email
    name
    profilePictureUrl
    hasPassword
    connectedProviders
    createdAt
    preferences {
      ...PreferencesCard_preferences
    }
  }
`);

export const AccountRouteQueryDocument = graphql(`
  query AccountRouteQuery {
    me {
      ...AccountPage_user
    }
    signInOptions {
      provider
      enabled
    }
  }
`);

export const UpdateProfileMutationDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...AccountPage_user
    }
  }
`);

export const UpdatePreferencesMutationDocument = graphql(`
  mutation UpdatePreferences($input: UpdatePreferencesInput!) {
    updatePreferences(input: $input) {
      id
      preferences {
        ...PreferencesCard_preferences
      }
    }
  }
`);

export const ChangePasswordMutationDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
      token
    }
  }
`);

export const SignOutEverywhereMutationDocument = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere {
      message
    }
  }
`);

export const StartProviderConnectionMutationDocument = graphql(`
  mutation StartProviderConnection($provider: AuthProvider!) {
    startProviderConnection(provider: $provider) {
      url
    }
  }
`);

export const ConnectProviderMutationDocument = graphql(`
  mutation ConnectProvider($code: String!) {
    connectProvider(code: $code) {
      id
      connectedProviders
    }
  }
`);
