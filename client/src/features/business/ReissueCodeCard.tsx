import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextField } from '../../components/TextField';
import { useForm } from '../../components/useForm';
import { toast } from '../../components/toast';
import { graphql } from '../../gql/gql';
import { useBusinessT } from './i18n';

export const ReissueManagementCodeMutationDocument = graphql(`
  mutation ReissueManagementCode($id: ID!) {
    reissueManagementCode(id: $id) {
      message
      businessId
      managementCode
    }
  }
`);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A listing's id, from the id itself or from any link to the listing (/business/<id>, /business/<id>/edit). */
export const listingIdIn = (text: string): string | null => UUID.exec(text)?.[0]?.toLowerCase() ?? null;

type Issued = { businessId: string; managementCode: string; message: string };

/**
 * On the admins' page: a new management code for a listing whose owner lost theirs. The admin checks first, out of
 * band, that the asker is the business; the code is shown here once, and the old one stops working.
 */
export function ReissueCodeCard() {
  const t = useBusinessT();
  const [mutate] = useMutation(ReissueManagementCodeMutationDocument);
  const [issued, setIssued] = useState<Issued | null>(null);
  const form = useForm({
    initial: { listing: '' },
    rules: {
      listing: (value) =>
        value.trim() === '' ? t('reissue.required') : listingIdIn(value) ? null : t('reissue.invalid'),
    },
    onSubmit: async ({ listing }) => {
      setIssued(null);
      try {
        const { data } = await mutate({ variables: { id: listingIdIn(listing)! } });
        if (data) setIssued(data.reissueManagementCode);
      } catch (failure) {
        const refused = form.showServerError(failure, { id: 'listing' });
        if (!refused?.field)
          toast({ title: t('error'), description: refused?.message ?? t('reissue.failed'), type: 'error' });
      }
    },
  });

  return (
    <Box
      as="section"
      aria-labelledby="reissue-code-heading"
      borderWidth="1px"
      rounded="xl"
      p={{ base: 4, md: 6 }}
      mt="8"
    >
      <Heading as="h2" id="reissue-code-heading" size="md" mb="2">
        {t('reissue.heading')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t('reissue.intro')}
      </Text>
      <form onSubmit={form.handleSubmit} noValidate aria-label={t('reissue.form')}>
        <Stack gap="3">
          <TextField label={t('reissue.listing')} placeholder={t('reissue.placeholder')} {...form.bind('listing')} />
          <Button type="submit" alignSelf="start" size="sm" disabled={form.submitting}>
            {form.submitting ? t('reissue.issuing') : t('reissue.issue')}
          </Button>
        </Stack>
      </form>
      {issued ? (
        <Box
          role="status"
          mt="4"
          borderWidth="1px"
          borderColor="border.warning"
          bg="bg.warning"
          rounded="lg"
          p="4"
          display="grid"
          gap="2"
        >
          <Text fontSize="sm">{issued.message}</Text>
          <Input
            value={issued.managementCode}
            readOnly
            aria-label={t('reissue.newCode')}
            fontFamily="mono"
            fontSize="sm"
            bg="bg"
            onFocus={(event) => event.currentTarget.select()}
          />
        </Box>
      ) : null}
    </Box>
  );
}
