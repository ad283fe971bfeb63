import { Box, Button, Container, Heading, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/useForm';
import { graphql } from '../../gql/gql';
import type { FeedbackCategory } from '../../gql/graphql';
import { OptionsSelect } from '../../components/OptionsSelect';
import { useFeedbackT } from './i18n';

export const SubmitFeedbackDocument = graphql(`
  mutation SubmitFeedback($input: SubmitFeedbackInput!) {
    submitFeedback(input: $input) {
      message
    }
  }
`);

const categories: readonly FeedbackCategory[] = [
  'GENERAL',
  'PLANNER',
  'DESTINATIONS',
  'BUSINESS_DIRECTORY',
  'ACCOUNT',
  'BUG',
  'IDEA',
];
const MAX_MESSAGE = 2000;

type FeedbackValues = { rating: string; category: FeedbackCategory; message: string; email: string };
const emptyFeedback: FeedbackValues = { rating: '', category: 'GENERAL', message: '', email: '' };
/** A fee row's id as plans and the assistant name it in "report a wrong price" links (/feedback?fee=…). */
const FEE_ROW = /^[a-z0-9-]{1,100}$/;
/** A wrong price is about the planner's data. */
const WRONG_PRICE_CATEGORY: FeedbackCategory = 'PLANNER';

/** Give Feedback: open to everyone; the server stores it, limits how often, and names any field it rejects. */
export function FeedbackPage() {
  const t = useFeedbackT();
  const [params] = useSearchParams();
  const asked = params.get('fee');
  const feeRow = asked && FEE_ROW.test(asked) ? asked : null;
  const rules = {
    rating: (value: string) => (value ? null : t('ratingRequired')),
    message: (value: string) => (value.trim() ? null : t('messageRequired')),
  };
  const [thanks, setThanks] = useState<string | null>(null);
  const [submit] = useMutation(SubmitFeedbackDocument);
  const form = useForm({
    initial: feeRow
      ? { ...emptyFeedback, category: WRONG_PRICE_CATEGORY, message: t('wrongPriceMessage', { row: feeRow }) }
      : emptyFeedback,
    rules,
    onSubmit: async ({ rating, category, message, email }) => {
      try {
        const { data } = await submit({
          variables: { input: { rating: Number(rating), category, message, email: email || null, feeRow } },
        });
        setThanks(data?.submitFeedback.message ?? t('thanks'));
      } catch (error) {
        const refused = form.showServerError(error);
        if (!refused?.field) form.setNotice({ kind: 'error', text: refused?.message ?? t('failed') });
      }
    },
  });

  if (thanks) {
    return (
      <Container maxW="2xl" py={{ base: 10, md: 16 }}>
        <title>{t('title')}</title>
        <Box role="status" textAlign="center" p="10" rounded="2xl" borderWidth="1px" bg="bg.subtle">
          <Heading as="h1" size="2xl" mb="3">
            {t('thanks')}
          </Heading>
          <Text color="fg.muted" mb="6">
            {thanks}
          </Text>
          <Button
            variant="outline"
            onClick={() => (setThanks(null), form.reset({ ...form.values, message: '', rating: '' }))}
          >
            {t('more')}
          </Button>
        </Box>
      </Container>
    );
  }

  return (
    <Container maxW="2xl" py={{ base: 8, md: 12 }}>
      <title>{t('title')}</title>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
        {t('heading')}
      </Heading>
      <Text color="fg.muted" mb={feeRow ? '2' : '6'}>
        {t('intro')}
      </Text>
      {feeRow ? (
        <Text mb="6" fontWeight="semibold" data-testid="feedback-fee-row">
          {t('wrongPrice', { row: feeRow })}
        </Text>
      ) : null}
      <Box bg="bg" borderWidth="1px" rounded="2xl" p={{ base: 5, md: 8 }} shadow="sm">
        <form onSubmit={form.handleSubmit} noValidate aria-label={t('heading')}>
          <Stack gap="5">
            <FormField label={t('rating')} labelId="rating-label" required {...form.field('rating')}>
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
                      <RadioGroup.ItemText>{t('stars', { count: Number(value) })}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </FormField>

            <FormField label={t('category')} {...form.field('category')}>
              <OptionsSelect
                {...form.control('category')}
                options={categories.map((value) => ({ value, label: t(`cat.${value}`) }))}
              />
            </FormField>

            <FormField
              label={t('message')}
              required
              helperText={t('characters', { count: String(form.values.message.length), max: String(MAX_MESSAGE) })}
              {...form.field('message')}
            >
              <Textarea {...form.control('message')} maxLength={MAX_MESSAGE} rows={6} />
            </FormField>

            <FormField label={t('email')} {...form.field('email')}>
              <Input type="email" autoComplete="email" {...form.control('email')} />
            </FormField>

            {form.notice ? (
              <Text role="alert" color="fg.error">
                {form.notice.text}
              </Text>
            ) : null}
            <Button
              type="submit"
              colorPalette="brand"
              loading={form.submitting}
              loadingText={t('sending')}
              alignSelf="flex-start"
            >
              {t('send')}
            </Button>
          </Stack>
        </form>
      </Box>
    </Container>
  );
}
