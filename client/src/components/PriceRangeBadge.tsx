import { Badge, VisuallyHidden } from '@chakra-ui/react';
import type { BusinessPriceRange } from '../gql/graphql';
import { priceRangeOf } from '../lib/listing-labels';

/** A listing's price range as its symbols ($ to $$$$), read out with its name ("Price range: $$ (Moderate)"). */
export function PriceRangeBadge({ value }: { value: BusinessPriceRange }) {
  const price = priceRangeOf(value);
  return (
    <Badge variant="outline" title={`Price range: ${price.label}`}>
      <span aria-hidden="true">{price.symbol}</span>
      <VisuallyHidden>{`Price range: ${price.symbol} (${price.label})`}</VisuallyHidden>
    </Badge>
  );
}
