import { List } from '@chakra-ui/react';
import { PagePlaceholder } from '../../components/PagePlaceholder';
import { usePremiumT } from './i18n';

export function PremiumPage() {
  const t = usePremiumT();
  return (
    <PagePlaceholder title={t('title')} notice={t('notice')}>
      <List.Root ps="5" gap="1">
        <List.Item>{t('featureA')}</List.Item>
        <List.Item>{t('featureB')}</List.Item>
        <List.Item>{t('featureC')}</List.Item>
      </List.Root>
    </PagePlaceholder>
  );
}
