import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Container, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { BusinessForm } from './BusinessForm';
import { BusinessPhotos } from './BusinessPhotos';
import { businessFormValues } from './business-form-values';
import { DeleteBusinessButton } from './DeleteBusinessButton';
import { ManagementCodeAccess } from './ManagementCodeAccess';
import { BusinessEditRouteQueryDocument } from './queries';
import { useBusinessT } from './i18n';
import { useUpdateBusiness } from './useUpdateBusiness';

/**
 * /business/:id/edit: the owner edits a listing with the registration's form and manages its photos; the holder of
 * its management code may claim it into their account or do the same with the code, deleting it included.
 */
export function EditBusinessPage({
  signedIn,
  token = null,
}: {
  signedIn: boolean;
  /** For photo uploads, which go by REST. */ token?: string | null;
}) {
  const t = useBusinessT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(BusinessEditRouteQueryDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [managementCode, setManagementCode] = useState<string | null>(null);
  const { update } = useUpdateBusiness(id, managementCode);
  const business = data?.business;

  return (
    <Box bg="bg.subtle" minH="full">
      <title>{t('edit.title')}</title>
      <Container maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
        <Button asChild variant="plain" px="0" mb="4" color="brand.fg">
          <RouterLink to="/business">{t('edit.back')}</RouterLink>
        </Button>
        {business && (business.ownedByViewer || managementCode) ? (
          <Stack gap={{ base: 6, md: 8 }}>
            <BusinessForm
              key={business.id}
              heading={{ as: 'h1', id: 'edit-business-heading', text: t('edit.heading'), intro: t('edit.intro') }}
              initial={businessFormValues(business)}
              submitLabel={t('edit.save')}
              submittingLabel={t('edit.saving')}
              failureText={t('edit.failed')}
              save={update}
              afterSave="keep"
              // Above Save Changes, so they are not missed below it (they are saved as they are added).
              photos={
                <BusinessPhotos
                  businessId={business.id}
                  name={business.name}
                  photos={business.photos}
                  access={{ token, managementCode }}
                  embedded
                />
              }
            />
            <Flex
              as="section"
              aria-label={t('edit.deleteSection')}
              justify="space-between"
              align="center"
              gap="3"
              wrap="wrap"
              borderTopWidth="1px"
              pt="6"
            >
              <Text color="fg.muted">{t('edit.closedForGood')}</Text>
              <DeleteBusinessButton
                id={business.id}
                name={business.name}
                managementCode={managementCode}
                onDeleted={() => void navigate('/business')}
              />
            </Flex>
          </Stack>
        ) : loading && !data ? (
          <Stack gap="4" aria-label={t('edit.loading')}>
            <Skeleton h="10" w="60%" />
            <Skeleton h="96" rounded="2xl" />
          </Stack>
        ) : (
          <Stack gap="6">
            <Alert.Root status={error ? 'error' : 'warning'}>
              <Alert.Indicator />
              <Alert.Title>
                {error ? t('edit.loadFailed') : business ? t('edit.notOwner') : t('edit.notFound')}
              </Alert.Title>
            </Alert.Root>
            {business ? (
              <ManagementCodeAccess businessId={business.id} signedIn={signedIn} onEditWithCode={setManagementCode} />
            ) : null}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
