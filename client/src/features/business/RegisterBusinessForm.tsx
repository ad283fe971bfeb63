import { Alert, Box, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { BusinessCategory, RegisterBusinessInput } from '../../gql/graphql';
import { businessCategories } from './categories';
import { useRegisterBusiness, type RegisterBusinessField } from './useRegisterBusiness';

const DESCRIPTION_LIMIT = 2000;

type FormValues = Record<RegisterBusinessField, string>;
type FieldErrors = Partial<Record<RegisterBusinessField, string>>;
type Status = { kind: 'success' | 'error'; text: string } | null;

const emptyForm: FormValues = { name: '', address: '', email: '', telephone: '', category: '', website: '', description: '' };

const labels: Record<RegisterBusinessField, string> = {
  name: 'Business Name',
  address: 'Address',
  email: 'Email',
  telephone: 'Telephone',
  category: 'Category',
  website: 'Website',
  description: 'Description',
};

// Spec §5: only these are checked here; the server rules on everything else.
const requiredFields: readonly RegisterBusinessField[] = ['name', 'address', 'email', 'telephone', 'category'];
const fieldOrder: readonly RegisterBusinessField[] = ['name', 'address', 'email', 'telephone', 'category', 'website', 'description'];

function toInput(values: FormValues): RegisterBusinessInput {
  return {
    name: values.name,
    address: values.address,
    email: values.email,
    telephone: values.telephone,
    category: values.category as BusinessCategory,
    // Optional fields left empty are left out rather than sent as "".
    ...(values.website.trim() ? { website: values.website.trim() } : {}),
    ...(values.description.trim() ? { description: values.description } : {}),
  };
}

export function RegisterBusinessForm() {
  const { register, registering } = useRegisterBusiness();
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);

  // Ark ties errors with aria-errormessage only, which many screen readers skip; aria-describedby is read by all.
  const errorIdOf = (field: RegisterBusinessField) => `register-business-${field}-error`;

  const bind = (field: RegisterBusinessField) => ({
    name: field,
    value: values[field],
    ...(errors[field] ? { 'aria-describedby': errorIdOf(field) } : {}),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // The message was about the old value.
      if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    },
  });

  /** Shows the messages, then focuses the first field that has one, so a screen reader reads it with its message. */
  const showErrors = (form: HTMLFormElement, found: FieldErrors) => {
    flushSync(() => setErrors(found));
    const first = fieldOrder.find((field) => found[field]);
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  const validate = (form: HTMLFormElement): FieldErrors => {
    const found: FieldErrors = {};
    for (const field of requiredFields) {
      if (!values[field].trim()) found[field] = `${labels[field]} is required.`;
    }
    // The browser's own reading of type="email", the one check spec §5 asks for beyond required fields.
    const email = form.elements.namedItem('email');
    if (!found.email && email instanceof HTMLInputElement && email.validity.typeMismatch) {
      found.email = 'Email must be a valid email address.';
    }
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registering) return;
    const form = event.currentTarget;
    setStatus(null);
    const found = validate(form);
    showErrors(form, found);
    if (Object.keys(found).length > 0) return;

    const result = await register(toInput(values));
    if (result.ok) {
      setValues(emptyForm);
      setStatus({ kind: 'success', text: result.message });
      return;
    }
    setStatus({ kind: 'error', text: result.message ? `Failed to register. ${result.message}` : 'Failed to register.' });
    if (result.field) {
      const serverErrors: FieldErrors = { [result.field]: result.message ?? 'Please check this field.' };
      showErrors(form, serverErrors);
    }
  };

  const textField = (field: RegisterBusinessField, props: { type?: string; autoComplete?: string; placeholder?: string }) => (
    <Field.Root invalid={Boolean(errors[field])} required={requiredFields.includes(field)} ids={{ errorText: errorIdOf(field) }}>
      <Field.Label>
        {labels[field]}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...bind(field)} {...props} bg="bg" />
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Box as="section" aria-labelledby="register-business-heading" bg="bg" rounded="2xl" borderWidth="1px" shadow="sm" p={{ base: 5, md: 7 }}>
      <Heading as="h2" id="register-business-heading" size="xl" mb="1">
        Register Your Business
      </Heading>
      <Text color="fg.muted" mb="6">
        Put your business in front of travellers planning their Sri Lanka trip. Fields marked * are required.
      </Text>

      <form onSubmit={onSubmit} noValidate aria-labelledby="register-business-heading">
        <Stack gap="5">
          {textField('name', { autoComplete: 'organization' })}
          {textField('address', { autoComplete: 'street-address' })}
          <SimpleGrid columns={{ base: 1, md: 2, lg: 1, xl: 2 }} gap="5">
            {textField('email', { type: 'email', autoComplete: 'email', placeholder: 'hello@example.lk' })}
            {textField('telephone', { type: 'tel', autoComplete: 'tel', placeholder: '+94 77 123 4567' })}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 1, xl: 2 }} gap="5">
            <Field.Root invalid={Boolean(errors.category)} required ids={{ errorText: errorIdOf('category') }}>
              <Field.Label>
                {labels.category}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...bind('category')} bg="bg">
                  <option value="">Select a category</option>
                  {businessCategories.map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.category}</Field.ErrorText>
            </Field.Root>
            {textField('website', { type: 'url', autoComplete: 'url', placeholder: 'https://example.lk' })}
          </SimpleGrid>
          <Field.Root invalid={Boolean(errors.description)} ids={{ errorText: errorIdOf('description') }}>
            <Field.Label>{labels.description}</Field.Label>
            <Textarea {...bind('description')} maxLength={DESCRIPTION_LIMIT} rows={4} autoresize bg="bg" />
            {errors.description ? (
              <Field.ErrorText>{errors.description}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {values.description.length}/{DESCRIPTION_LIMIT} characters
              </Field.HelperText>
            )}
          </Field.Root>

          {status ? (
            <Alert.Root status={status.kind === 'success' ? 'success' : 'error'}>
              <Alert.Indicator />
              <Alert.Title>{status.text}</Alert.Title>
            </Alert.Root>
          ) : null}

          <Button type="submit" size="lg" disabled={registering} width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            {registering ? 'Registering...' : 'Register Business'}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
