import { UpdatePreferencesMutationDocument } from '../features/account/documents';
import type { Language, UpdatePreferencesInput } from '../gql/graphql';
import { fetchGraphQL } from '../lib/graphql-fetch';
import type { SessionUser } from './session';

/**
 * Saves a language chosen in the header as the account's Language setting, with the other preferences as the session
 * knows them; a session that does not know them (kept from before preferences were part of it) changes this device
 * only ('device'). Throws when the server did not save it (no answer, an HTTP error, a GraphQL error).
 */
export async function saveLanguage(token: string, user: SessionUser, language: Language): Promise<'saved' | 'device'> {
  const preferences = user.preferences as Partial<UpdatePreferencesInput> | undefined;
  if (
    !preferences?.currency ||
    typeof preferences.emailNotifications !== 'boolean' ||
    typeof preferences.pushNotifications !== 'boolean'
  )
    return 'device';
  const input: UpdatePreferencesInput = {
    currency: preferences.currency,
    language,
    emailNotifications: preferences.emailNotifications,
    pushNotifications: preferences.pushNotifications,
  };
  const { status, body } = await fetchGraphQL(UpdatePreferencesMutationDocument, { input }, { token });
  if (status >= 400 || !body?.data?.updatePreferences || (body.errors?.length ?? 0) > 0)
    throw new Error(`The language was not saved (HTTP ${status}).`);
  return 'saved';
}
