import { Alert, Button, Field, Flex, Grid, Heading, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { PlaceField } from './PlaceField';
import type { ReactNode, Ref } from 'react';
import type { Form } from '../../components/useForm';
import { StopsField } from './StopsField';
import { COMFORT_LABELS, COMFORT_LEVELS } from './result/labels';
import { usePlannerT } from './i18n';

// Spec §9: planner bounds.
export const DAYS = { min: 1, max: 30 };
export const TRAVELERS = { min: 1, max: 20 };
export const BUDGET_MIN = 1000;
const NOTES_MAX = 2000;

export type PlannerFields = {
  from: string;
  to: string;
  stops: string[];
  days: string;
  travelers: string;
  budget: string;
  startDate: string;
  notes: string;
  residency: string;
  /** The children's ages as typed, e.g. "4, 9". */
  childAges: string;
  /** BUDGET, MIDRANGE or COMFORT, kept even over the budget; empty for the most comfortable the budget allows. */
  comfort: string;
};

export const emptyFields = (prefill: Partial<PlannerFields> = {}): PlannerFields => ({
  from: '',
  to: '',
  stops: [],
  days: '3',
  travelers: '2',
  budget: '50000',
  startDate: '',
  notes: '',
  residency: 'FOREIGN',
  childAges: '',
  comfort: '',
  ...prefill,
});

/** The children's ages typed as "4, 9", or null when something in it is not an age from 0 to 17. */
export function childAgesOf(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const ages = parts.map(Number);
  return ages.every((a) => Number.isInteger(a) && a >= 0 && a <= 17) ? ages : null;
}

/** What is wrong with the children's ages as typed, or null: not ages, or no adult left among the travelers. */
export function childrenProblem(
  fields: Pick<PlannerFields, 'childAges' | 'travelers'>,
): 'msg.childAges' | 'msg.adultNeeded' | null {
  const ages = childAgesOf(fields.childAges);
  if (ages === null) return 'msg.childAges';
  const travelers = Number(fields.travelers);
  if (ages.length > 0 && Number.isInteger(travelers) && ages.length >= travelers) return 'msg.adultNeeded';
  return null;
}

/** A place the server could not find, and the one it may have meant: the alert offers to put it in. */
export type PlaceFix = { readonly suggestion: string; readonly use: () => void };

type PlannerFormProps = {
  readonly form: Form<PlannerFields>;
  readonly error: string | null;
  readonly fix?: PlaceFix | null;
  /** Find Route is enabled (both ends filled, the map ready, no search running). */
  readonly canFind: boolean;
  readonly finding: boolean;
  readonly planning: boolean;
  readonly onGeneratePlan: () => void;
  readonly fromRef?: Ref<HTMLInputElement>;
  /** The traveller's own places ("On your list" and "add a place"), shown once the route is found. */
  readonly places?: ReactNode;
};

/** Your Trip Details: the spec's From, To, days, travelers and budget, an optional start date, and notes. */
/** Find Route submits the form; Generate Plan is the second step, on the same fields. */
export function PlannerForm({
  form,
  error,
  fix,
  canFind,
  finding,
  planning,
  onGeneratePlan,
  fromRef,
  places,
}: PlannerFormProps) {
  const t = usePlannerT();
  const children = childrenProblem(form.values);
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-labelledby="planner-form-title">
      <Heading as="h2" id="planner-form-title" size="lg" mb="4">
        {t('form.title')}
      </Heading>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <Field.Root required>
            <Field.Label>{t('form.from')}</Field.Label>
            <PlaceField
              inputRef={fromRef}
              inputProps={{ name: 'from' }}
              value={form.values.from}
              onChange={(v) => form.setValue('from', v)}
              placeholder={t('form.fromPlaceholder')}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('form.to')}</Field.Label>
            <PlaceField
              inputProps={{ name: 'to' }}
              value={form.values.to}
              onChange={(v) => form.setValue('to', v)}
              placeholder={t('form.toPlaceholder')}
            />
          </Field.Root>
        </Grid>
        <StopsField stops={form.values.stops} onChange={(stops) => form.setValue('stops', stops)} />
        <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="4">
          <Field.Root required>
            <Field.Label>{t('form.days')}</Field.Label>
            <Input type="number" inputMode="numeric" min={DAYS.min} max={DAYS.max} {...form.control('days')} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('form.travelers')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={TRAVELERS.min}
              max={TRAVELERS.max}
              {...form.control('travelers')}
            />
          </Field.Root>
          <Field.Root required gridColumn={{ base: 'span 2', sm: 'auto' }}>
            <Field.Label>{t('form.budget')}</Field.Label>
            <Input type="number" inputMode="numeric" min={BUDGET_MIN} step={1000} {...form.control('budget')} />
          </Field.Root>
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <Field.Root>
            <Field.Label>{t('form.who')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.control('residency')}>
                <option value="FOREIGN">{t('form.foreign')}</option>
                <option value="SAARC">{t('form.saarc')}</option>
                <option value="RESIDENT">{t('form.resident')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('form.feesDiffer')}</Field.HelperText>
          </Field.Root>
          <Field.Root invalid={children !== null}>
            <Field.Label>{t('form.childAges')}</Field.Label>
            <Input
              {...form.control('childAges')}
              placeholder={t('form.childAgesPlaceholder')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={80}
            />
            {children ? (
              <Field.ErrorText>{t(children)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('form.childrenCount')}</Field.HelperText>
            )}
          </Field.Root>
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <Field.Root>
            <Field.Label>{t('form.startDate')}</Field.Label>
            <Input type="date" {...form.control('startDate')} />
            <Field.HelperText>{t('form.startDateHint')}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('form.comfort')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.control('comfort')}>
                <option value="">{t('form.comfortAuto')}</option>
                {COMFORT_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(COMFORT_LABELS[level].label)}: {t(COMFORT_LABELS[level].what)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>{t('form.comfortHint')}</Field.HelperText>
          </Field.Root>
        </Grid>
        <Field.Root>
          <Field.Label>{t('form.notes')}</Field.Label>
          <Textarea
            {...form.control('notes')}
            rows={3}
            maxLength={NOTES_MAX}
            placeholder={t('form.notesPlaceholder')}
          />
          <Field.HelperText>{t('form.notesHint')}</Field.HelperText>
        </Field.Root>
        {places}
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{error}</Alert.Title>
              {fix ? (
                <Button size="xs" variant="outline" colorPalette="red" alignSelf="start" mt="2" onClick={fix.use}>
                  {t('msg.useSuggestion', { suggestion: fix.suggestion })}
                </Button>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Button
            type="submit"
            colorPalette="teal"
            flex={{ sm: '1' }}
            disabled={!canFind}
            loading={finding}
            loadingText={t('form.findingRoute')}
          >
            {t('form.findRoute')}
          </Button>
          <Button
            type="button"
            variant="outline"
            colorPalette="teal"
            flex={{ sm: '1' }}
            onClick={onGeneratePlan}
            loading={planning}
            loadingText={t('form.planning')}
          >
            {t('form.generatePlan')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
