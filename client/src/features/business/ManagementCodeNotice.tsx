import { Box, Button, Input, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ManagementCode } from './business-form-values';

/** The management code of a listing registered while signed out: shown this once, so it says to keep it. */
export function ManagementCodeNotice({ managementCode }: { managementCode: ManagementCode }) {
  return (
    <Box role="status" borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="lg" p="4" display="grid" gap="2">
      <Text fontWeight="semibold">Keep your management code</Text>
      <Text fontSize="sm">
        It is shown only this once. With it you can edit or delete this business, or claim it into your account once you sign in.
      </Text>
      <Input
        value={managementCode.code}
        readOnly
        aria-label="Your management code"
        fontFamily="mono"
        fontSize="sm"
        bg="bg"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button asChild size="sm" variant="outline" alignSelf="start">
        <RouterLink to={`/business/${managementCode.businessId}/edit`}>Manage this business</RouterLink>
      </Button>
    </Box>
  );
}
