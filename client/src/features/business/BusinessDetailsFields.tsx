import {
  Checkbox,
  Field,
  Fieldset,
  Flex,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import type { Form } from '../../components/useForm';
import type { SpokenLanguage } from '../../gql/graphql';
import { weekOfPreset, type BusinessFormValues, type DayHours, type HoursPreset } from './business-form-values';
import { priceRanges } from '../../lib/listing-labels';
import { priceRangeName, useComponentsT } from '../../components/i18n';
import { useBusinessT } from './i18n';
import { spokenLanguages, weekdays } from './business-details';

type BusinessForm = Form<BusinessFormValues>;

/** Price range, languages spoken and opening hours: what a traveller asks before going. All optional. */
export function BusinessDetailsFields({ form }: { form: BusinessForm }) {
  const t = useBusinessT();
  const common = useComponentsT();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 1, xl: 2 }} gap="5">
        <FormField label={t('form.priceRange')} helperText={t('form.priceHint')} {...form.field('priceRange')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.control('priceRange')} bg="bg">
              <option value="">{t('form.notGiven')}</option>
              {priceRanges.map((range) => (
                <option key={range.value} value={range.value}>
                  {`${range.symbol} · ${priceRangeName(common, range.value)}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <LanguagesField form={form} />
      <OpeningHoursField form={form} />
    </>
  );
}

function LanguagesField({ form }: { form: BusinessForm }) {
  const t = useBusinessT();
  const chosen = form.values.languages;
  const toggle = (language: SpokenLanguage, on: boolean) =>
    form.setValue('languages', on ? [...chosen, language] : chosen.filter((value) => value !== language));
  const { error, errorId } = form.field('languages');
  return (
    <Fieldset.Root invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        {t('form.languages')}
      </Fieldset.Legend>
      <Flex wrap="wrap" columnGap="5" rowGap="2.5" mt="1">
        {spokenLanguages.map((language) => (
          <Checkbox.Root
            key={language.value}
            size="sm"
            checked={chosen.includes(language.value)}
            onCheckedChange={(event) => toggle(language.value, event.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`lang.${language.value}`)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
      {error ? <Fieldset.ErrorText id={errorId}>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

const PRESETS: readonly HoursPreset[] = ['none', 'allDay', 'everyDay', 'byDay'];

/**
 * Opening hours by a preset (not said, open 24 hours, the same hours every day) or, when they differ, day by day;
 * and whether the place shuts on poya days. Most places are one of the presets: two times, not fourteen.
 */
function OpeningHoursField({ form }: { form: BusinessForm }) {
  const t = useBusinessT();
  const week = form.values.openingHours;
  const preset = form.values.hoursPreset;
  const setDay = (day: keyof typeof week, change: Partial<DayHours>) =>
    form.setValue('openingHours', { ...week, [day]: { ...week[day], ...change } });
  const setEveryDay = (change: Partial<DayHours>) =>
    form.setValue(
      'openingHours',
      Object.fromEntries(
        weekdays.map((day) => [day.value, { ...week[day.value], open: true, ...change }]),
      ) as typeof week,
    );
  const choose = (next: HoursPreset) => {
    form.setValue('hoursPreset', next);
    form.setValue('openingHours', weekOfPreset(next, week));
  };
  const { error, errorId } = form.field('openingHours');
  const monday = week.MONDAY;
  return (
    <Fieldset.Root invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        {t('form.hours')}
      </Fieldset.Legend>
      <Fieldset.HelperText fontSize="xs" color="fg.muted" mt="0">
        {t('form.hoursHint')}
      </Fieldset.HelperText>
      <RadioGroup.Root
        value={preset}
        onValueChange={(event) => event.value && choose(event.value as HoursPreset)}
        size="sm"
        mt="1"
        aria-label={t('form.hours')}
      >
        <Flex wrap="wrap" columnGap="5" rowGap="2.5">
          {PRESETS.map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`form.hoursPreset.${value}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Flex>
      </RadioGroup.Root>
      {preset === 'everyDay' ? (
        <Flex gap="2" align="center" mt="2" maxW={{ sm: 'sm' }}>
          <TimeField
            label={t('form.opens')}
            day={t('form.everyDay')}
            value={monday.opens}
            onChange={(opens) => setEveryDay({ opens })}
          />
          <Text aria-hidden color="fg.muted" pt="5">
            –
          </Text>
          <TimeField
            label={t('form.closes')}
            day={t('form.everyDay')}
            value={monday.closes}
            onChange={(closes) => setEveryDay({ closes })}
          />
        </Flex>
      ) : null}
      {preset === 'byDay' ? (
        <Stack as="ul" listStyleType="none" gap="0" mt="2" borderWidth="1px" rounded="lg" divideY="1px">
          {weekdays.map((day) => {
            const hours = week[day.value];
            return (
              <Flex as="li" key={day.value} align="center" gap="3" wrap="wrap" px="3" py="2" minH="12">
                <Checkbox.Root
                  size="sm"
                  w="28"
                  flexShrink={0}
                  checked={hours.open}
                  onCheckedChange={(event) => setDay(day.value, { open: event.checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`day.${day.value}`)}</Checkbox.Label>
                </Checkbox.Root>
                {hours.open ? (
                  // On a phone the two times get a line of their own: side by side with the day they would be cut short.
                  <Flex
                    gap="2"
                    align="center"
                    flex="1"
                    minW="0"
                    flexBasis={{ base: '100%', sm: 'auto' }}
                    pl={{ base: '6', sm: '0' }}
                  >
                    <TimeField
                      label={t('form.opens')}
                      day={t(`day.${day.value}`)}
                      value={hours.opens}
                      onChange={(opens) => setDay(day.value, { opens })}
                    />
                    <Text aria-hidden color="fg.muted" pt="5">
                      –
                    </Text>
                    <TimeField
                      label={t('form.closes')}
                      day={t(`day.${day.value}`)}
                      value={hours.closes}
                      onChange={(closes) => setDay(day.value, { closes })}
                    />
                  </Flex>
                ) : (
                  <Text color="fg.muted" fontSize="sm">
                    {t('facts.closed')}
                  </Text>
                )}
              </Flex>
            );
          })}
        </Stack>
      ) : null}
      {error ? <Fieldset.ErrorText id={errorId}>{error}</Fieldset.ErrorText> : null}
      <Checkbox.Root
        size="sm"
        mt="2"
        checked={form.values.closedOnPoyaDays}
        onCheckedChange={(event) => form.setValue('closedOnPoyaDays', event.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('form.closedOnPoya')}</Checkbox.Label>
      </Checkbox.Root>
    </Fieldset.Root>
  );
}

function TimeField({
  label,
  day,
  value,
  onChange,
}: {
  label: string;
  day: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useBusinessT();
  return (
    <Field.Root flex="1" minW="0" maxW={{ base: 'none', sm: '36' }} gap="0.5">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        type="time"
        size="sm"
        aria-label={t('form.timeLabel', { day, which: label.toLowerCase() })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        bg="bg"
      />
    </Field.Root>
  );
}
