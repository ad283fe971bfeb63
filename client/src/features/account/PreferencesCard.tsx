import { Field, NativeSelect, Switch } from '@chakra-ui/react';
import { toast } from '../../components/toast';
import type { Currency, Language, UpdatePreferencesInput } from '../../gql/graphql';
import { LOCALE_NAMES, useI18n } from '../../lib/i18n/i18n';
import { useAccountT } from './i18n';
import { SidePanelCard } from './SidePanelCard';
import { useUpdatePreferences } from './useUpdatePreferences';

const currencies: Currency[] = ['USD', 'EUR', 'GBP'];
/** The interface's languages, each named in its own script. */
const languages: { value: Language; label: string }[] = [
  { value: 'ENGLISH', label: LOCALE_NAMES.en },
  { value: 'SINHALA', label: LOCALE_NAMES.si },
  { value: 'TAMIL', label: LOCALE_NAMES.ta },
];
/** The spec's other two, which the interface does not speak: offered only to an account that saved one of them. */
const legacyLanguages: { value: Language; label: string }[] = [
  { value: 'SPANISH', label: 'Spanish' },
  { value: 'FRENCH', label: 'French' },
];

type PreferenceValues = UpdatePreferencesInput;

type PreferencesCardProps = {
  userId: string;
  preferences: PreferenceValues;
  /** After a save: the app's language follows the Language setting. */
  onSaved?: (preferences: PreferenceValues) => void;
};

/** The preferences, saved to the account on each change; the Language setting also changes the interface's language. */
export function PreferencesCard({ userId, preferences, onSaved }: PreferencesCardProps) {
  const { t: tApp } = useI18n();
  const t = useAccountT();
  const { updatePreferences } = useUpdatePreferences(userId);
  const current: PreferenceValues = {
    currency: preferences.currency,
    language: preferences.language,
    emailNotifications: preferences.emailNotifications,
    pushNotifications: preferences.pushNotifications,
  };

  const change = async (patch: Partial<PreferenceValues>) => {
    const next = { ...current, ...patch };
    const saved = await updatePreferences(next);
    if (saved) onSaved?.(next);
    toast(
      saved
        ? { title: t('preferences.savedTitle'), description: t('preferences.savedDescription'), type: 'success' }
        : { title: tApp('common.error'), description: t('preferences.saveFailed'), type: 'error' },
    );
  };

  const toggle = (field: 'emailNotifications' | 'pushNotifications', label: string) => (
    <Switch.Root
      checked={current[field]}
      onCheckedChange={(details) =>
        void change(
          field === 'emailNotifications'
            ? { emailNotifications: details.checked }
            : { pushNotifications: details.checked },
        )
      }
      justifyContent="space-between"
      w="full"
    >
      <Switch.Label>{label}</Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control />
    </Switch.Root>
  );

  return (
    <SidePanelCard title={t('preferences.title')} gap="4">
      <Field.Root>
        <Field.Label>{t('preferences.currency')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={current.currency}
            onChange={(event) => void change({ currency: event.target.value as Currency })}
          >
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
        <Field.Label>{t('preferences.language')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={current.language}
            onChange={(event) => void change({ language: event.target.value as Language })}
          >
            {[...languages, ...legacyLanguages.filter((language) => language.value === current.language)].map(
              (language) => (
                <option key={language.value} value={language.value}>
                  {language.label}
                </option>
              ),
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {toggle('emailNotifications', t('preferences.emailNotifications'))}
      {toggle('pushNotifications', t('preferences.pushNotifications'))}
    </SidePanelCard>
  );
}
