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
import { useUpdateBusiness } from './useUpdateBusiness';

/**
 * /business/:id/edit: the owner edits a listing with the registration's form and manages its photos; the holder of
 * its management code may claim it into their account or do the same with the code, deleting it included.
 */
export function EditBusinessPage({ signedIn, token = null }: { signedIn: boolean; /** For photo uploads, which go by REST. */ token?: string | null }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(BusinessEditRouteQueryDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [managementCode, setManagementCode] = useState<string | null>(null);
  const { update } = useUpdateBusiness(id, managementCode);
  const business = data?.business;

  return (
    <Box bg="bg.subtle" minH="full">
      <title>Edit Business · TripMate</title>
      <Container maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
        <Button asChild variant="plain" px="0" mb="4" color="brand.fg">
          <RouterLink to="/business">← Business Directory</RouterLink>
        </Button>
        {business && (business.ownedByViewer || managementCode) ? (
          <Stack gap={{ base: 6, md: 8 }}>
            <BusinessForm
              key={business.id}
              heading={{ as: 'h1', id: 'edit-business-heading', text: 'Edit Your Business', intro: 'Changes show in the directory as soon as you save. Fields marked * are required.' }}
              initial={businessFormValues(business)}
              submitLabel="Save Changes"
              submittingLabel="Saving..."
              failureText="Failed to save."
              save={update}
              afterSave="keep"
            />
            <BusinessPhotos businessId={business.id} name={business.name} photos={business.photos} access={{ token, managementCode }} />
            <Flex as="section" aria-label="Delete this business" justify="space-between" align="center" gap="3" wrap="wrap" borderTopWidth="1px" pt="6">
              <Text color="fg.muted">Closed for good? Remove the listing from the directory.</Text>
              <DeleteBusinessButton id={business.id} name={business.name} managementCode={managementCode} onDeleted={() => void navigate('/business')} />
            </Flex>
          </Stack>
        ) : loading && !data ? (
          <Stack gap="4" aria-label="Loading the business">
            <Skeleton h="10" w="60%" />
            <Skeleton h="96" rounded="2xl" />
          </Stack>
        ) : (
          <Stack gap="6">
            <Alert.Root status={error ? 'error' : 'warning'}>
              <Alert.Indicator />
              <Alert.Title>
                {error
                  ? 'Could not load the business. Please try again.'
                  : business
                    ? 'Only the account that registered this business can edit it.'
                    : 'Business not found.'}
              </Alert.Title>
            </Alert.Root>
            {business ? <ManagementCodeAccess businessId={business.id} signedIn={signedIn} onEditWithCode={setManagementCode} /> : null}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
