import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useBusinessT } from './i18n';
import { ViewerRolesQueryDocument } from './review-queries';

/** On the dashboard, for admins only: the way to the review queue of reported listings. */
export function ReviewReportsLink() {
  const t = useBusinessT();
  const { data } = useQuery(ViewerRolesQueryDocument);
  if (!data?.me.isAdmin) return null;
  return (
    <Button asChild variant="outline" colorPalette="red" size="sm" mt="8">
      <RouterLink to="/admin/reports">{t('review.link')}</RouterLink>
    </Button>
  );
}
