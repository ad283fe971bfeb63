import { Alert, Button, Field, Flex, Grid, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import type { FormEvent, Ref } from 'react';

// Spec §9: planner bounds.
export const DAYS = { min: 1, max: 30 };
export const TRAVELERS = { min: 1, max: 20 };
export const BUDGET_MIN = 1000;
const NOTES_MAX = 2000;

export type PlannerFields = { from: string; to: string; days: string; travelers: string; budget: string; startDate: string; notes: string };

export const emptyFields = (notes = ''): PlannerFields => ({ from: '', to: '', days: '3', travelers: '2', budget: '50000', startDate: '', notes });

type PlannerFormProps = {
  readonly fields: PlannerFields;
  readonly onChange: (field: keyof PlannerFields, value: string) => void;
  readonly error: string | null;
  /** Find Route is enabled (both ends filled, the map ready, no search running). */
  readonly canFind: boolean;
  readonly finding: boolean;
  readonly planning: boolean;
  readonly onFindRoute: (event: FormEvent) => void;
  readonly onGeneratePlan: () => void;
  readonly fromRef?: Ref<HTMLInputElement>;
};

/** Your Trip Details: the spec's From, To, days, travelers and budget, an optional start date, and notes. */
export function PlannerForm({ fields, onChange, error, canFind, finding, planning, onFindRoute, onGeneratePlan, fromRef }: PlannerFormProps) {
  const set = (field: keyof PlannerFields) => (event: { target: { value: string } }) => onChange(field, event.target.value);
  return (
    <form onSubmit={onFindRoute} noValidate aria-labelledby="planner-form-title">
      <Heading as="h2" id="planner-form-title" size="lg" mb="4">
        Your Trip Details
      </Heading>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <Field.Root required>
            <Field.Label>From</Field.Label>
            <Input ref={fromRef} name="from" value={fields.from} onChange={set('from')} placeholder="e.g. Colombo" autoComplete="off" maxLength={200} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>To</Field.Label>
            <Input name="to" value={fields.to} onChange={set('to')} placeholder="e.g. Ella" autoComplete="off" maxLength={200} />
          </Field.Root>
        </Grid>
        <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="4">
          <Field.Root required>
            <Field.Label>Days</Field.Label>
            <Input name="days" type="number" inputMode="numeric" min={DAYS.min} max={DAYS.max} value={fields.days} onChange={set('days')} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Travelers</Field.Label>
            <Input name="travelers" type="number" inputMode="numeric" min={TRAVELERS.min} max={TRAVELERS.max} value={fields.travelers} onChange={set('travelers')} />
          </Field.Root>
          <Field.Root required gridColumn={{ base: 'span 2', sm: 'auto' }}>
            <Field.Label>Budget (LKR)</Field.Label>
            <Input name="budget" type="number" inputMode="numeric" min={BUDGET_MIN} step={1000} value={fields.budget} onChange={set('budget')} />
          </Field.Root>
        </Grid>
        <Field.Root maxW={{ sm: '50%' }}>
          <Field.Label>Start date (optional)</Field.Label>
          <Input name="startDate" type="date" value={fields.startDate} onChange={set('startDate')} />
          <Field.HelperText>With a date, the plan follows that season.</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Notes</Field.Label>
          <Textarea name="notes" value={fields.notes} onChange={set('notes')} rows={3} maxLength={NOTES_MAX} placeholder="What do you love? Beaches, temples, hikes, wildlife…" />
        </Field.Root>
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Button type="submit" colorPalette="teal" flex={{ sm: '1' }} disabled={!canFind} loading={finding} loadingText="Finding Route...">
            Find Route
          </Button>
          <Button type="button" variant="outline" colorPalette="teal" flex={{ sm: '1' }} onClick={onGeneratePlan} loading={planning} loadingText="Planning...">
            Generate Plan
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
