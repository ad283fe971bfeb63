import { Badge, VisuallyHidden } from '@chakra-ui/react';
import type { BusinessPriceRange } from '../gql/graphql';
import { priceRangeOf } from '../lib/listing-labels';
import { priceRangeName, useComponentsT } from './i18n';

/** A listing's price range as its symbols ($ to $$$$), read out with its name ("Price range: $$ (Moderate)"). */
export function PriceRangeBadge({ value }: { value: BusinessPriceRange }) {
  const t = useComponentsT();
  const price = priceRangeOf(value);
  const label = priceRangeName(t, price.value);
  return (
    <Badge variant="outline" title={t('price.title', { label })}>
      <span aria-hidden="true">{price.symbol}</span>
      <VisuallyHidden>{t('price.read', { symbol: price.symbol, label })}</VisuallyHidden>
    </Badge>
  );
}
