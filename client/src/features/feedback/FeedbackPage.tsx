import { Box, Button, Container, Field, Heading, Input, NativeSelect, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql/gql';
import type { FeedbackCategory } from '../../gql/graphql';

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
type Fields = 'rating' | 'category' | 'message' | 'email';

/** Give Feedback: open to everyone; the server stores it, limits how often, and names any field it rejects. */
export function FeedbackPage() {
  const [rating, setRating] = useState('');
  const [category, setCategory] = useState<FeedbackCategory>('GENERAL');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [submit, { loading }] = useMutation(SubmitFeedbackDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Fields, string>> = {};
    if (!rating) found.rating = 'Choose a rating from 1 to 5.';
    if (!message.trim()) found.message = 'Message is required.';
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length) return;
    try {
      const { data } = await submit({ variables: { input: { rating: Number(rating), category, message, email: email || null } } });
      setThanks(data?.submitFeedback.message ?? 'Thank you!');
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const field = first?.extensions?.field as Fields | undefined;
      if (field) setErrors({ [field]: first?.message });
      else setProblem(first?.message ?? 'Could not send your feedback. Please try again.');
    }
  };

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
          <Button variant="outline" onClick={() => (setThanks(null), setMessage(''), setRating(''))}>
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
        <form onSubmit={onSubmit} noValidate aria-label="Give Feedback">
          <Stack gap="5">
            <Field.Root invalid={Boolean(errors.rating)} required>
              <Field.Label id="rating-label">
                How would you rate TripMate? <Field.RequiredIndicator />
              </Field.Label>
              <RadioGroup.Root value={rating} onValueChange={(details) => setRating(details.value ?? '')} aria-labelledby="rating-label" orientation="horizontal">
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
              <Field.ErrorText>{errors.rating}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={Boolean(errors.category)}>
              <Field.Label>Category</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value as FeedbackCategory)}>
                  {categories.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.category}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={Boolean(errors.message)} required>
              <Field.Label>
                Message <Field.RequiredIndicator />
              </Field.Label>
              <Textarea value={message} maxLength={MAX_MESSAGE} rows={6} onChange={(e) => setMessage(e.target.value)} />
              <Field.HelperText>{`${message.length}/${MAX_MESSAGE} characters`}</Field.HelperText>
              <Field.ErrorText>{errors.message}</Field.ErrorText>
            </Field.Root>

            <Field.Root invalid={Boolean(errors.email)}>
              <Field.Label>Email (optional, if you would like an answer)</Field.Label>
              <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>

            {problem ? (
              <Text role="alert" color="fg.error">
                {problem}
              </Text>
            ) : null}
            <Button type="submit" colorPalette="brand" loading={loading} loadingText="Sending..." alignSelf="flex-start">
              Send Feedback
            </Button>
          </Stack>
        </form>
      </Box>
    </Container>
  );
}
