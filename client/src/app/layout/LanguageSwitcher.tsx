import { chakra } from '@chakra-ui/react';
import { isLocale, LOCALE_NAMES, LOCALES, useI18n } from '../../lib/i18n/i18n';
import { useLocaleChoice } from '../locale';

// A native select: keyboard, screen readers and a phone's own picker for free, and no menu code on the home route.
const Select = chakra('select');

/** The header's language switcher: English, සිංහල, தமிழ், each in its own script. */
export function LanguageSwitcher() {
  const { t } = useI18n();
  const { locale, choose } = useLocaleChoice();
  return (
    <Select
      aria-label={t('layout.language')}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) choose(event.target.value);
      }}
      h="9"
      maxW="28"
      px="2"
      fontSize="sm"
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      cursor="pointer"
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </Select>
  );
}
