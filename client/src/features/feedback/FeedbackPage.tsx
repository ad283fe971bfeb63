import { Box, Button, Container, Heading, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/useForm';
import { graphql } from '../../gql/gql';
import type { FeedbackCategory } from '../../gql/graphql';
import { OptionsSelect } from '../../components/OptionsSelect';

export const SubmitFeedbackDocument = graphql(`
  mutation SubmitFeedback($input: SubmitFeedbackInput!) {
    submitFeedback(input: $input) {
      message
    }
  }
`);

const categories: { value: FeedbackCategory; label: string }[] = [
  { value: 'GENERAL', label: 'General' },
  { value: 'PLANNER', label: 'Trip planner' },
  { value: 'DESTINATIONS', label: 'Destination guides' },
  { value: 'BUSINESS_DIRECTORY', label: 'Business directory' },
  { value: 'ACCOUNT', label: 'My account' },
  { value: 'BUG', label: 'Something is broken' },
  { value: 'IDEA', label: 'An idea' },
];
const MAX_MESSAGE = 2000;

type FeedbackValues = { rating: string; category: FeedbackCategory; message: string; email: string };
const emptyFeedback: FeedbackValues = { rating: '', category: 'GENERAL', message: '', email: '' };

const rules = {
  rating: (value: string) => (value ? null : 'Choose a rating from 1 to 5.'),
  message: (value: string) => (value.trim() ? null : 'Message is required.'),
};

/** Give Feedback: open to everyone; the server stores it, limits how often, and names any field it rejects. */
export function FeedbackPage() {
  const [thanks, setThanks] = useState<string | null>(null);
  const [submit] = useMutation(SubmitFeedbackDocument);
  const form = useForm({
    initial: emptyFeedback,
    rules,
    onSubmit: async ({ rating, category, message, email }) => {
      try {
        const { data } = await submit({ variables: { input: { rating: Number(rating), category, message, email: email || null } } });
        setThanks(data?.submitFeedback.message ?? 'Thank you!');
      } catch (error) {
        const refused = form.showServerError(error);
        if (!refused?.field) form.setNotice({ kind: 'error', text: refused?.message ?? 'Could not send your feedback. Please try again.' });
      }
    },
  });

  if (thanks) {
    return (
      <Container maxW="2xl" py={{ base: 10, md: 16 }}>
        <title>Give Feedback · TripMate</title>
        <Box role="status" textAlign="center" p="10" rounded="2xl" borderWidth="1px" bg="bg.subtle">
          <Heading as="h1" size="2xl" mb="3">
            Thank you!
          </Heading>
          <Text color="fg.muted" mb="6">
            {thanks}
          </Text>
          <Button variant="outline" onClick={() => (setThanks(null), form.reset({ ...form.values, message: '', rating: '' }))}>
            Send more feedback
          </Button>
        </Box>
      </Container>
    );
  }

  return (
    <Container maxW="2xl" py={{ base: 8, md: 12 }}>
      <title>Give Feedback · TripMate</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        Give Feedback
      </Heading>
      <Text color="fg.muted" mb="6">
        Tell us what works and what does not. We read everything.
      </Text>
      <Box bg="bg" borderWidth="1px" rounded="2xl" p={{ base: 5, md: 8 }} shadow="sm">
        <form onSubmit={form.handleSubmit} noValidate aria-label="Give Feedback">
          <Stack gap="5">
            <FormField label="How would you rate TripMate?" labelId="rating-label" required {...form.field('rating')}>
              <RadioGroup.Root
                name="rating"
                value={form.values.rating}
                onValueChange={(details) => form.setValue('rating', details.value ?? '')}
                aria-labelledby="rating-label"
                orientation="horizontal"
              >
                <Stack direction="row" gap="4" wrap="wrap">
                  {['1', '2', '3', '4', '5'].map((value) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{`${value} ${value === '1' ? 'star' : 'stars'}`}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </FormField>

            <FormField label="Category" {...form.field('category')}>
              <OptionsSelect {...form.control('category')} options={categories} />
            </FormField>

            <FormField label="Message" required helperText={`${form.values.message.length}/${MAX_MESSAGE} characters`} {...form.field('message')}>
              <Textarea {...form.control('message')} maxLength={MAX_MESSAGE} rows={6} />
            </FormField>

            <FormField label="Email (optional, if you would like an answer)" {...form.field('email')}>
              <Input type="email" autoComplete="email" {...form.control('email')} />
            </FormField>

            {form.notice ? (
              <Text role="alert" color="fg.error">
                {form.notice.text}
              </Text>
            ) : null}
            <Button type="submit" colorPalette="brand" loading={form.submitting} loadingText="Sending..." alignSelf="flex-start">
              Send Feedback
            </Button>
          </Stack>
        </form>
      </Box>
    </Container>
  );
}
