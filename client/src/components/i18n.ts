import { useMemo } from 'react';
import english from 'virtual:messages/components/en';
import type { BusinessCategory, BusinessPriceRange } from '../gql/graphql';
import { businessCategories } from '../lib/listing-labels';
import { defineMessages, type Translate } from '../lib/i18n/i18n';
import type englishSource from './messages/en.json';

export type ComponentsKey = keyof typeof englishSource;
export type ComponentsT = Translate<ComponentsKey>;

/** The shared components' words: dialogs, a copied link, a listing's category and price range (messages/<locale>.json). */
export const useComponentsT = defineMessages<ComponentsKey>(english, {
  si: () => import('virtual:messages/components/si'),
  ta: () => import('virtual:messages/components/ta'),
});

/** A directory category's name in the interface's language ("Hotel", "හෝටලය"). */
export const categoryName = (t: ComponentsT, category: BusinessCategory) => t(`category.${category}`);

/** A price range's name in the interface's language ("Moderate"). */
export const priceRangeName = (t: ComponentsT, range: BusinessPriceRange) => t(`price.${range}`);

/** The directory's categories, in their order, named in the interface's language: for a select's options. */
export function useCategoryOptions(): { value: BusinessCategory; label: string }[] {
  const t = useComponentsT();
  return useMemo(() => businessCategories.map(({ value }) => ({ value, label: categoryName(t, value) })), [t]);
}
