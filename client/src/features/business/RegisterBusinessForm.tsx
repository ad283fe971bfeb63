import { Alert, Box, Button, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/useForm';
import type { BusinessCategory, RegisterBusinessInput } from '../../gql/graphql';
import { businessCategories } from './categories';
import { useRegisterBusiness, type RegisterBusinessField } from './useRegisterBusiness';

const DESCRIPTION_LIMIT = 2000;

type FormValues = Record<RegisterBusinessField, string>;

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

/** Spec §5: only the required fields and the email's shape are checked here; the server rules on everything else. */
const required = (field: RegisterBusinessField) => (value: string) => (value.trim() ? null : `${labels[field]} is required.`);
const rules = {
  name: required('name'),
  address: required('address'),
  // The browser's own reading of type="email", the one check spec §5 asks for beyond required fields.
  email: (value: string, _values: FormValues, control: Element | null) =>
    required('email')(value) ?? (control instanceof HTMLInputElement && control.validity.typeMismatch ? 'Email must be a valid email address.' : null),
  telephone: required('telephone'),
  category: required('category'),
};

export function RegisterBusinessForm() {
  const { register } = useRegisterBusiness();
  const form = useForm({
    initial: emptyForm,
    rules,
    onSubmit: async (values) => {
      const result = await register(toInput(values));
      if (result.ok) {
        form.reset(emptyForm);
        form.setNotice({ kind: 'success', text: result.message });
        return;
      }
      const refused = form.showServerError(result.error);
      form.setNotice({ kind: 'error', text: refused?.message ? `Failed to register. ${refused.message}` : 'Failed to register.' });
    },
  });

  const textField = (field: RegisterBusinessField, props: { type?: string; autoComplete?: string; placeholder?: string }) => (
    <FormField label={labels[field]} required={field in rules} {...form.field(field)}>
      <Input {...form.control(field)} {...props} bg="bg" />
    </FormField>
  );

  return (
    <Box as="section" aria-labelledby="register-business-heading" bg="bg" rounded="2xl" borderWidth="1px" shadow="sm" p={{ base: 5, md: 7 }}>
      <Heading as="h2" id="register-business-heading" size="xl" mb="1">
        Register Your Business
      </Heading>
      <Text color="fg.muted" mb="6">
        Put your business in front of travellers planning their Sri Lanka trip. Fields marked * are required.
      </Text>

      <form onSubmit={form.handleSubmit} noValidate aria-labelledby="register-business-heading">
        <Stack gap="5">
          {textField('name', { autoComplete: 'organization' })}
          {textField('address', { autoComplete: 'street-address' })}
          <SimpleGrid columns={{ base: 1, md: 2, lg: 1, xl: 2 }} gap="5">
            {textField('email', { type: 'email', autoComplete: 'email', placeholder: 'hello@example.lk' })}
            {textField('telephone', { type: 'tel', autoComplete: 'tel', placeholder: '+94 77 123 4567' })}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 1, xl: 2 }} gap="5">
            <FormField label={labels.category} required {...form.field('category')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.control('category')} bg="bg">
                  <option value="">Select a category</option>
                  {businessCategories.map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {textField('website', { type: 'url', autoComplete: 'url', placeholder: 'https://example.lk' })}
          </SimpleGrid>
          <FormField label={labels.description} helperText={`${form.values.description.length}/${DESCRIPTION_LIMIT} characters`} {...form.field('description')}>
            <Textarea {...form.control('description')} maxLength={DESCRIPTION_LIMIT} rows={4} autoresize bg="bg" />
          </FormField>

          {form.notice ? (
            <Alert.Root status={form.notice.kind}>
              <Alert.Indicator />
              <Alert.Title>{form.notice.text}</Alert.Title>
            </Alert.Root>
          ) : null}

          <Button type="submit" size="lg" disabled={form.submitting} width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            {form.submitting ? 'Registering...' : 'Register Business'}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
