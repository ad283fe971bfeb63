import { List } from '@chakra-ui/react';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function PremiumPage() {
  return (
    <PagePlaceholder title="Premium Features" notice="Premium features are on their way.">
      <List.Root ps="5" gap="1">
        <List.Item>Feature A</List.Item>
        <List.Item>Feature B</List.Item>
        <List.Item>Feature C</List.Item>
      </List.Root>
    </PagePlaceholder>
  );
}
