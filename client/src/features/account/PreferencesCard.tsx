import { Field, NativeSelect, Switch } from '@chakra-ui/react';
import { toast } from '../../components/toaster';
import type { Currency, Language, UpdatePreferencesInput } from '../../gql/graphql';
import { SidePanelCard } from './SidePanelCard';
import { useUpdatePreferences } from './useUpdatePreferences';

const currencies: Currency[] = ['USD', 'EUR', 'GBP'];
const languages: { value: Language; label: string }[] = [
  { value: 'ENGLISH', label: 'English' },
  { value: 'SPANISH', label: 'Spanish' },
  { value: 'FRENCH', label: 'French' },
];

type PreferenceValues = UpdatePreferencesInput;

/** The spec's inert preferences, saved to the account on each change. */
export function PreferencesCard({ userId, preferences }: { userId: string; preferences: PreferenceValues }) {
  const { updatePreferences } = useUpdatePreferences(userId);
  const current: PreferenceValues = {
    currency: preferences.currency,
    language: preferences.language,
    emailNotifications: preferences.emailNotifications,
    pushNotifications: preferences.pushNotifications,
  };

  const change = async (patch: Partial<PreferenceValues>) => {
    const saved = await updatePreferences({ ...current, ...patch });
    toast(
      saved
        ? { title: 'Preferences Saved', description: 'Your preferences were saved to your account.', type: 'success' }
        : { title: 'Error', description: 'Could not save your preferences. Please try again.', type: 'error' },
    );
  };

  const toggle = (field: 'emailNotifications' | 'pushNotifications', label: string) => (
    <Switch.Root checked={current[field]} onCheckedChange={(details) => void change(field === 'emailNotifications' ? { emailNotifications: details.checked } : { pushNotifications: details.checked })} justifyContent="space-between" w="full">
      <Switch.Label>{label}</Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control />
    </Switch.Root>
  );

  return (
    <SidePanelCard title="Preferences" gap="4">
          <Field.Root>
            <Field.Label>Currency</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={current.currency} onChange={(event) => void change({ currency: event.target.value as Currency })}>
                {currencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Language</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={current.language} onChange={(event) => void change({ language: event.target.value as Language })}>
                {languages.map((language) => (
                  <option key={language.value} value={language.value}>
                    {language.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {toggle('emailNotifications', 'Email notifications')}
          {toggle('pushNotifications', 'Push notifications')}
    </SidePanelCard>
  );
}
