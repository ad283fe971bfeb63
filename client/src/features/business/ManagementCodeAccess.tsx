import { Alert, Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { serverErrorFor } from '../../components/server-errors';
import { useBusinessT } from './i18n';
import { useClaimBusiness } from './useUpdateBusiness';

type ManagementCodeAccessProps = {
  businessId: string;
  signedIn: boolean;
  /** The holder chose to edit with the code (checked by the server when they save). */
  onEditWithCode: (code: string) => void;
};

/** For a listing the viewer does not own: its management code claims it (signed in) or opens it for editing. */
export function ManagementCodeAccess({ businessId, signedIn, onEditWithCode }: ManagementCodeAccessProps) {
  const t = useBusinessT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { claim, claiming } = useClaimBusiness(businessId);
  const trimmed = code.trim();

  const claimIt = async () => {
    if (!trimmed) return setError(t('access.required'));
    const result = await claim(trimmed);
    // Claimed: the listing is the viewer's now, and the page shows its form.
    if (!result.ok) setError(serverErrorFor(result.error, ['managementCode'])?.message ?? t('access.claimFailed'));
  };

  return (
    <Box
      as="section"
      aria-labelledby="management-code-heading"
      bg="bg"
      rounded="2xl"
      borderWidth="1px"
      p={{ base: 5, md: 7 }}
      display="grid"
      gap="4"
    >
      <Heading as="h2" id="management-code-heading" size="md">
        {t('access.heading')}
      </Heading>
      <Text color="fg.muted">{t('access.enter')}</Text>
      <FormField label={t('access.code')} error={error} errorId="management-code-error">
        <Input
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          fontFamily="mono"
          bg="bg"
          {...(error ? { 'aria-describedby': 'management-code-error' } : {})}
        />
      </FormField>
      <Flex gap="3" wrap="wrap">
        {signedIn ? (
          <Button onClick={() => void claimIt()} disabled={claiming}>
            {claiming ? t('access.claiming') : t('access.claim')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => (trimmed ? onEditWithCode(trimmed) : setError(t('access.required')))}>
          {t('access.withCode')}
        </Button>
      </Flex>
      {signedIn ? null : (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            <RouterLink to="/auth/signin" style={{ textDecoration: 'underline' }}>
              {t('access.signIn')}
            </RouterLink>{' '}
            {t('access.signInTo')}
          </Alert.Description>
        </Alert.Root>
      )}
    </Box>
  );
}
