import { Box, Button, Input, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ManagementCode } from './business-form-values';
import { useBusinessT } from './i18n';

/** The management code of a listing registered while signed out: shown this once, so it says to keep it. */
export function ManagementCodeNotice({ managementCode }: { managementCode: ManagementCode }) {
  const t = useBusinessT();
  return (
    <Box
      role="status"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      rounded="lg"
      p="4"
      display="grid"
      gap="2"
    >
      <Text fontWeight="semibold">{t('code.keep')}</Text>
      <Text fontSize="sm">{t('code.once')}</Text>
      <Input
        value={managementCode.code}
        readOnly
        aria-label={t('code.yours')}
        fontFamily="mono"
        fontSize="sm"
        bg="bg"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button asChild size="sm" variant="outline" alignSelf="start">
        <RouterLink to={`/business/${managementCode.businessId}/edit`}>{t('code.manage')}</RouterLink>
      </Button>
    </Box>
  );
}
