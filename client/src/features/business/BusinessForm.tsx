import { Alert, Box, Button, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/useForm';
import type { RegisterBusinessInput } from '../../gql/graphql';
import { BusinessDetailsFields } from './BusinessDetailsFields';
import {
  businessInputOf,
  openingHoursProblem,
  type BusinessFormField,
  type BusinessFormValues,
  type BusinessSaveResult,
} from './business-form-values';
import { useCategoryOptions } from '../../components/i18n';
import { useBusinessT, type BusinessKey, type BusinessT } from './i18n';
import { LocationField } from './LocationField';

const DESCRIPTION_LIMIT = 2000;

type TextField = Exclude<
  BusinessFormField,
  'openingHours' | 'hoursPreset' | 'closedOnPoyaDays' | 'languages' | 'priceRange' | 'location'
>;

const labels: Record<TextField, BusinessKey> = {
  name: 'form.name',
  address: 'form.address',
  email: 'form.email',
  telephone: 'form.telephone',
  category: 'form.category',
  website: 'form.website',
  description: 'form.description',
};

/** Spec §5: only the required fields and the email's shape are checked here; the server rules on everything else. */
function rulesOf(t: BusinessT) {
  const required = (field: TextField) => (value: string) =>
    value.trim() ? null : t('form.required', { field: t(labels[field]) });
  return {
    name: required('name'),
    address: required('address'),
    // The browser's own reading of type="email", the one check spec §5 asks for beyond required fields.
    email: (value: string, _values: BusinessFormValues, control: Element | null) =>
      required('email')(value) ??
      (control instanceof HTMLInputElement && control.validity.typeMismatch ? t('form.emailInvalid') : null),
    telephone: required('telephone'),
    category: required('category'),
    openingHours: (value: BusinessFormValues['openingHours'], values: BusinessFormValues) =>
      openingHoursProblem(value, t, values.hoursPreset),
  };
}
const requiredFields: readonly TextField[] = ['name', 'address', 'email', 'telephone', 'category'];

export type BusinessFormProps = {
  /** The heading's level and words; the form is named by it. */
  heading: { as: 'h1' | 'h2'; id: string; text: string; intro: ReactNode };
  initial: BusinessFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** The alert's words when saving fails; the server's reason follows them. */
  failureText: string;
  save: (input: RegisterBusinessInput) => Promise<BusinessSaveResult>;
  /** What the form holds after a save: empty for a new listing, the saved values for an edit. */
  afterSave: 'clear' | 'keep';
  /** Told of every successful save (a signed-out registration's management code comes with it). */
  onSaved?: (result: Extract<BusinessSaveResult, { ok: true }>) => void;
  /** Shown above the submit button (the management code of a listing just registered). */
  footer?: ReactNode;
  /** The listing's photos, the form's last part, above its submit button. */
  photos?: ReactNode;
};

/** The one form for a listing, used to register one and to edit it. */
export function BusinessForm({
  heading,
  initial,
  submitLabel,
  submittingLabel,
  failureText,
  save,
  afterSave,
  onSaved,
  footer,
  photos,
}: BusinessFormProps) {
  // Said beside the success when the listing was saved without a map pin.
  const [locationNotice, setLocationNotice] = useState<string | null>(null);
  const t = useBusinessT();
  const categories = useCategoryOptions();
  const form = useForm({
    initial,
    rules: rulesOf(t),
    onSubmit: async (values) => {
      setLocationNotice(null);
      const result = await save(businessInputOf(values));
      if (result.ok) {
        form.reset(afterSave === 'clear' ? initial : values);
        form.setNotice({ kind: 'success', text: result.message });
        setLocationNotice(result.locationNotice ?? null);
        onSaved?.(result);
        return;
      }
      const refused = form.showServerError(result.error);
      form.setNotice({ kind: 'error', text: refused?.message ? `${failureText} ${refused.message}` : failureText });
    },
  });

  const textField = (
    field: Exclude<TextField, 'category'>,
    props: { type?: string; autoComplete?: string; placeholder?: string; inputMode?: 'url' },
  ) => (
    <FormField label={t(labels[field])} required={requiredFields.includes(field)} {...form.field(field)}>
      <Input {...form.control(field)} {...props} bg="bg" />
    </FormField>
  );

  return (
    <Box
      as="section"
      aria-labelledby={heading.id}
      bg="bg"
      rounded="2xl"
      borderWidth="1px"
      shadow="sm"
      p={{ base: 5, md: 7 }}
      minW="0"
    >
      <Heading as={heading.as} id={heading.id} size={heading.as === 'h1' ? '2xl' : 'xl'} mb="1">
        {heading.text}
      </Heading>
      <Text color="fg.muted" mb="6">
        {heading.intro}
      </Text>

      <form onSubmit={form.handleSubmit} noValidate aria-labelledby={heading.id}>
        <Stack gap="5">
          {textField('name', { autoComplete: 'organization' })}
          {textField('address', { autoComplete: 'street-address' })}
          <LocationField form={form} />
          <SimpleGrid columns={{ base: 1, md: 2, lg: 1, xl: 2 }} gap="5">
            {textField('email', { type: 'email', autoComplete: 'email', placeholder: 'hello@example.lk' })}
            {textField('telephone', { type: 'tel', autoComplete: 'tel', placeholder: '+94 77 123 4567' })}
          </SimpleGrid>
          {/* Side by side only where the form is wide: beside the list at 1280 px, "Choose a category" in Tamil is cut off. */}
          <SimpleGrid columns={{ base: 1, md: 2, lg: 1, '2xl': 2 }} gap="5">
            <FormField label={t(labels.category)} required {...form.field('category')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.control('category')} bg="bg">
                  <option value="">{t('form.chooseCategory')}</option>
                  {categories.map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {/* type="text": a bare domain (ella-view.lk) is welcome, and type="url" would make the browser refuse it. */}
            {textField('website', { inputMode: 'url', autoComplete: 'url', placeholder: 'ella-view.lk' })}
          </SimpleGrid>
          <FormField
            label={t(labels.description)}
            helperText={t('form.characters', {
              count: String(form.values.description.length),
              max: String(DESCRIPTION_LIMIT),
            })}
            {...form.field('description')}
          >
            <Textarea {...form.control('description')} maxLength={DESCRIPTION_LIMIT} rows={4} autoresize bg="bg" />
          </FormField>
          <BusinessDetailsFields form={form} />
          {photos}

          {form.notice ? (
            <Alert.Root status={form.notice.kind}>
              <Alert.Indicator />
              <Alert.Title>{form.notice.text}</Alert.Title>
            </Alert.Root>
          ) : null}
          {form.notice?.kind === 'success' && locationNotice ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{locationNotice}</Alert.Title>
            </Alert.Root>
          ) : null}
          {footer}

          <Button
            type="submit"
            size="lg"
            disabled={form.submitting}
            width={{ base: 'full', sm: 'auto' }}
            alignSelf="flex-start"
          >
            {form.submitting ? submittingLabel : submitLabel}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
